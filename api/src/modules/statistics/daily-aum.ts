import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { dailyAum, partnerCompanies } from '../../db/schema';

/**
 * Rebuilds a company's `daily_aum` rows from its clients' valuations and cash flows, and each client's
 * `invested_amount` on the latest day. Call it inside the transaction
 * that wrote them, so the dashboard never sees the two disagree.
 */
export async function refreshDailyAum(db: Executor, companyId: number): Promise<void> {
  await db.delete(dailyAum).where(eq(dailyAum.partnerCompanyId, companyId));
  await db.execute(sql`
    INSERT INTO daily_aum (partner_company_id, partner_user_id, date, aum, net_inflow)
    SELECT ${companyId}, partner_user_id, date, sum(aum), sum(net_inflow)
    FROM (
      SELECT c.partner_user_id, v.date, v.value AS aum, 0 AS net_inflow
      FROM service_valuations v
      JOIN services s ON s.id = v.service_id
      JOIN clients c ON c.id = s.client_id
      WHERE c.partner_company_id = ${companyId}
      UNION ALL
      SELECT c.partner_user_id, f.date, 0, f.amount
      FROM cash_flows f
      JOIN services s ON s.id = f.service_id
      JOIN clients c ON c.id = s.client_id
      WHERE c.partner_company_id = ${companyId} AND f.kind IN ('deposit', 'withdrawal')
    ) AS movements
    GROUP BY partner_user_id, date
  `);
  // each client's assets on the company's latest valuation day: what the client list sorts by
  await db.execute(sql`
    UPDATE clients AS c SET invested_amount = COALESCE((
      SELECT sum(v.value) FROM services s
      JOIN service_valuations v ON v.service_id = s.id
        AND v.date = (SELECT max(date) FROM daily_aum WHERE partner_company_id = ${companyId})
      WHERE s.client_id = c.id
    ), 0)
    WHERE c.partner_company_id = ${companyId}
  `);
}

/** Rebuilds every company's rows (after the seed, or when an existing database first gets the table). */
export async function refreshAllDailyAum(db: Executor): Promise<void> {
  const companies = await db.select({ id: partnerCompanies.id }).from(partnerCompanies);
  for (const company of companies) await refreshDailyAum(db, company.id);
}
