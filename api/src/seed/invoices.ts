import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { clients, feeStructures, partnerCompanies, partnerInvoices } from '../db/schema';
import { recordRecurringFeeChange } from '../modules/invoices/fee-changes';
import { issueMonth, pastMonths } from '../modules/invoices/issue';
import { addDays, atHour, isoDate } from './dates';

/**
 * The invoices of the past twelve months, issued as the monthly run would have issued them (each the morning after
 * its month ended); all but the newest are paid ten days after issue. Two clients of the first company had their
 * recurring fee changed in the middle of a month.
 */
export async function seedInvoices(db: Database, today: Date): Promise<number> {
  const [first] = await db.select({ id: partnerCompanies.id }).from(partnerCompanies).orderBy(partnerCompanies.id).limit(1);
  const invested = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.partnerCompanyId, first!.id), sql`${clients.firstInvestedAt} < ${addDays(today, -200).toISOString()}`))
    .orderBy(clients.id)
    .limit(2);
  // changed as the wizard changes a fee: the fee structure holds the new rate, the fee changes the old one until then
  for (const [index, client] of invested.entries()) {
    const [fee] = await db.select().from(feeStructures).where(eq(feeStructures.clientId, client.id));
    const next = index ? '0.450' : '0.150';
    await db.update(feeStructures).set({ recurringFeePercentage: next }).where(eq(feeStructures.clientId, client.id));
    await recordRecurringFeeChange(db, client.id, fee?.recurringFeePercentage ?? null, next, isoDate(addDays(today, -100 - 40 * index)));
  }

  const months = pastMonths(today, 12);
  let count = 0;
  for (const month of months) {
    const [year, monthNumber] = month.split('-').map(Number);
    const issuedAt = atHour(new Date(Date.UTC(year!, monthNumber, 1)), 6);
    count += (await issueMonth(db, month, { now: issuedAt })).issued.length;
  }
  const newest = months.at(-1)!;
  await db
    .update(partnerInvoices)
    .set({ paidAt: sql`(${partnerInvoices.issuedOn} + 10)::timestamptz + interval '9 hours'` })
    .where(lt(partnerInvoices.month, newest));
  return count;
}
