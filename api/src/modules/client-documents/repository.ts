import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Locale, PerformancePeriod, ReportType } from '@portal/shared/contracts';
import {
  cashFlows,
  clientReports,
  clients,
  custodians,
  partnerCompanies,
  serviceValuations,
  services,
  strategies,
  thirdPillarContributions,
  transactions,
} from '../../db/schema';
import { scopedServiceIds } from '../../lib/scoped-services';
import { scopedRepository } from '../../lib/scoped-repository';

/** Named services, and private markets even without a name (docs/clients.md), as in the client overview. */
const visibleService = or(sql`${services.name} IS NOT NULL`, eq(services.kind, 'private_markets'))!;

/**
 * What the client's documents, payment slips, portfolio overview, inflows and reports read: every query joins the
 * client and puts the scope's tenant condition into its `where`, so a client or service outside it yields nothing.
 */
export const createClientDocumentsRepository = scopedRepository(({ db, scope, tenant }) => {
  const inScope = () => tenant.inScope(clients);
  const serviceIdsInScope = (serviceIds: number[]) => scopedServiceIds(db, tenant, serviceIds);

  return {
    async client(id: number) {
      const [row] = await db
        .select()
        .from(clients)
        .where(and(inScope(), eq(clients.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** The custom custodians among the banks the client chose (their power of attorney is signed in the wizard). */
    async customCustodians(bankCodes: string[]) {
      if (bankCodes.length === 0) return [];
      return db
        .select()
        .from(custodians)
        .where(and(inArray(custodians.bankCode, bankCodes), eq(custodians.customCustodian, true)))
        .orderBy(asc(custodians.name));
    },

    /** The caller's partner company, as it appears on the documents it is named in. */
    async company() {
      const [row] = await db.select().from(partnerCompanies).where(eq(partnerCompanies.id, scope.companyId)).limit(1);
      return row ?? null;
    },

    /** The client's visible services with their strategy (and its allocation) and custodian (with the QR-IBAN). */
    async services(clientId: number, serviceId?: number) {
      return db
        .select({ service: services, strategy: strategies, custodian: custodians })
        .from(services)
        .innerJoin(clients, eq(clients.id, services.clientId))
        .leftJoin(strategies, eq(strategies.id, services.strategyId))
        .leftJoin(custodians, eq(custodians.id, services.custodianId))
        .where(
          and(inScope(), eq(services.clientId, clientId), visibleService, serviceId === undefined ? undefined : eq(services.id, serviceId)),
        )
        .orderBy(asc(services.createdAt), asc(services.id));
    },

    /** Per service, the value (CHF) of its last valuation day on or before `date`, with that day. */
    async valuesOn(serviceIds: number[], date: string) {
      if (serviceIds.length === 0) return [];
      return db
        .selectDistinctOn([serviceValuations.serviceId], {
          serviceId: serviceValuations.serviceId,
          date: serviceValuations.date,
          value: serviceValuations.value,
        })
        .from(serviceValuations)
        .where(and(inArray(serviceValuations.serviceId, serviceIdsInScope(serviceIds)), lte(serviceValuations.date, date)))
        .orderBy(serviceValuations.serviceId, desc(serviceValuations.date));
    },

    /** The years in which the client's services had values, oldest first. */
    async valuationYears(clientId: number): Promise<number[]> {
      const rows = await db
        .select({ year: sql<number>`DISTINCT EXTRACT(YEAR FROM ${serviceValuations.date})::int` })
        .from(serviceValuations)
        .innerJoin(services, eq(services.id, serviceValuations.serviceId))
        .innerJoin(clients, eq(clients.id, services.clientId))
        .where(and(inScope(), eq(services.clientId, clientId), visibleService))
        .orderBy(sql`1`);
      return rows.map((row) => Number(row.year));
    },

    /** Deposits, withdrawals and fees (CHF) of the services in (from, to], oldest first. */
    async flowsBetween(serviceIds: number[], from: string | null, to: string) {
      if (serviceIds.length === 0) return [];
      return db
        .select({ serviceId: cashFlows.serviceId, date: cashFlows.date, kind: cashFlows.kind, amount: cashFlows.amount })
        .from(cashFlows)
        .where(
          and(
            inArray(cashFlows.serviceId, serviceIdsInScope(serviceIds)),
            from === null ? undefined : gt(cashFlows.date, from),
            lte(cashFlows.date, to),
          ),
        )
        .orderBy(asc(cashFlows.date), asc(cashFlows.id));
    },

    /** The transactions of the services in (from, to], newest first, at most `limit`. */
    async transactionsBetween(serviceIds: number[], from: string | null, to: string, limit = 500) {
      if (serviceIds.length === 0) return [];
      return db
        .select()
        .from(transactions)
        .where(
          and(
            inArray(transactions.serviceId, serviceIdsInScope(serviceIds)),
            from === null ? undefined : gt(transactions.date, from),
            lte(transactions.date, to),
          ),
        )
        .orderBy(desc(transactions.date), desc(transactions.id))
        .limit(limit);
    },

    /** Pillar 3a contributions of the year (CHF), per service. */
    async contributions(serviceIds: number[], year: number) {
      if (serviceIds.length === 0) return [];
      return db
        .select()
        .from(thirdPillarContributions)
        .where(and(inArray(thirdPillarContributions.serviceId, serviceIdsInScope(serviceIds)), eq(thirdPillarContributions.year, year)));
    },

    // ---- reports ----

    async createReport(values: {
      clientId: number;
      serviceId: number;
      type: ReportType;
      period: PerformancePeriod;
      locale: Locale;
      requestedBy: number;
    }) {
      const [client] = await db
        .select({ companyId: clients.partnerCompanyId })
        .from(clients)
        .where(and(inScope(), eq(clients.id, values.clientId)));
      if (!client) return null;
      const [row] = await db
        .insert(clientReports)
        .values({ ...values, partnerCompanyId: client.companyId })
        .returning();
      return row ?? null;
    },

    /** The reports of a service of the client, newest first (without their bytes). */
    async reports(clientId: number, serviceId: number) {
      return db
        .select({
          id: clientReports.id,
          serviceId: clientReports.serviceId,
          type: clientReports.type,
          period: clientReports.period,
          locale: clientReports.locale,
          status: clientReports.status,
          createdAt: clientReports.createdAt,
          readyAt: clientReports.readyAt,
        })
        .from(clientReports)
        .innerJoin(clients, eq(clients.id, clientReports.clientId))
        .where(and(inScope(), eq(clientReports.clientId, clientId), eq(clientReports.serviceId, serviceId)))
        .orderBy(desc(clientReports.createdAt), desc(clientReports.id))
        .limit(50);
    },

    async report(clientId: number, reportId: number) {
      const [row] = await db
        .select({ report: clientReports })
        .from(clientReports)
        .innerJoin(clients, eq(clients.id, clientReports.clientId))
        .where(and(inScope(), eq(clientReports.clientId, clientId), eq(clientReports.id, reportId)))
        .limit(1);
      return row?.report ?? null;
    },

    /**
     * A failed report of the client asked for again (docs/documents.md): back to `in_progress` with its tries and
     * error cleared; null when the scope has no such failed report.
     */
    async retryReport(clientId: number, reportId: number) {
      const inScopeClient = db
        .select({ id: clients.id })
        .from(clients)
        .where(and(inScope(), eq(clients.id, clientId)));
      const [row] = await db
        .update(clientReports)
        .set({ status: 'in_progress', attempts: 0, lastError: null })
        .where(and(eq(clientReports.id, reportId), eq(clientReports.status, 'failed'), inArray(clientReports.clientId, inScopeClient)))
        .returning();
      return row ?? null;
    },
  };
});

export type ClientDocumentsRepository = ReturnType<typeof createClientDocumentsRepository>;
