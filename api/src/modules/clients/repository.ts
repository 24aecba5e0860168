import { and, asc, count, desc, eq, exists, gt, inArray, lte, max, or, sql, type SQL } from 'drizzle-orm';
import type {
  ClientAuditLogResponse,
  ClientSortKey,
  ClientStatus,
  FunnelStage,
  ReferenceCurrency,
  ServiceProduct,
  SortDirection,
} from '@portal/shared/contracts';
import { clientStatuses } from '@portal/shared/contracts';
import {
  auditLog,
  cashFlows,
  clientDevices,
  clients,
  custodians,
  dailyAum,
  feeStructures,
  partnerUsers,
  serviceValuations,
  services,
  strategies,
  transactions,
  searchText,
} from '../../db/schema';
import { selectRows } from '../../db';
import { scopedServiceIds } from '../../lib/scoped-services';
import { scopedRepository } from '../../lib/scoped-repository';
import { funnelStageOf, loadConverter } from '../statistics';
import { suggestedServicesCount } from './onboarding';
import { escapeLike, likePattern } from '../../lib/like';

export type ClientListFilters = {
  status?: ClientStatus[];
  funnelStage?: FunnelStage[];
  serviceKind?: ServiceProduct[];
  custodian?: string[];
  adviser?: number[];
  search?: string;
};

export type ClientListOptions = ClientListFilters & {
  page: number;
  perPage: number;
  sort: ClientSortKey;
  direction: SortDirection;
};

/** The services a client sees: named ones, and private markets even without a name (docs/clients.md). */
const visibleService = or(sql`${services.name} IS NOT NULL`, eq(services.kind, 'private_markets'))!;

/**
 * The client book of a scope (the company's clients, or in personal scope the caller's own): every query below puts
 * `tenant.inScope(clients)` into its `where`, so a client outside the scope is not found, exactly like a missing one.
 */
export const createClientsRepository = scopedRepository(({ db, tenant, database }) => {
  // called per query, so that a company-wide read without the permission is refused (403) when it happens
  const inScope = () => tenant.inScope(clients);

  function filtersOf(filters: ClientListFilters): SQL {
    const conditions: (SQL | undefined)[] = [inScope()];
    if (filters.status?.length) {
      // 'investing' is shown as Invested, so the Invested filter finds it too
      const wanted = new Set(filters.status);
      if (wanted.has('invested')) wanted.add('investing');
      conditions.push(inArray(clients.status, [...wanted]));
    }
    if (filters.funnelStage?.length) conditions.push(inArray(funnelStageOf, filters.funnelStage));
    if (filters.serviceKind?.length) {
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(services)
            .where(and(eq(services.clientId, clients.id), inArray(services.kind, filters.serviceKind), visibleService)),
        ),
      );
    }
    if (filters.custodian?.length) {
      conditions.push(
        sql`${clients.custodianBanks} && ${sql`ARRAY[${sql.join(
          filters.custodian.map((c) => sql`${c}`),
          sql`, `,
        )}]::text[]`}`,
      );
    }
    if (filters.adviser?.length) conditions.push(inArray(clients.partnerUserId, filters.adviser));
    const search = filters.search?.trim();
    if (search) {
      const pattern = likePattern(search.replace(/[\r\n]+/g, ' '));
      // one ILIKE over the search text (its own trigram index serves it)
      const alternatives: SQL[] = [sql`${searchText(clients)} ILIKE ${pattern}`];
      // phone numbers are compared by their digits, a leading 0 or the country code 41 aside ("079 123" finds
      // "+41 79 123 45 67"); typed with the 0 or the country code, the digits are where the number starts ("+41 76"
      // finds the numbers of 076, however short), without it anywhere in it (from three digits)
      const typed = search.replace(/\D/g, '');
      const digits = typed.replace(/^(00)?41|^0/, '');
      const fromStart = digits.length < typed.length;
      if (/^[\d\s+()./-]+$/.test(search) && digits.length >= (fromStart ? 1 : 3)) {
        const national = sql`regexp_replace(regexp_replace(coalesce(${clients.phone}, ''), '\\D', '', 'g'), '^(00)?41|^0', '')`;
        alternatives.push(sql`${national} LIKE ${fromStart ? `${escapeLike(digits)}%` : likePattern(digits)}`);
      }
      conditions.push(or(...alternatives));
    }
    return and(...conditions)!;
  }

  const serviceIdsInScope = (serviceIds: number[]) => scopedServiceIds(db, tenant, serviceIds);

  return {
    /** Amounts are stored in CHF; the converter turns them into the reference currency at the rate of their day. */
    converter: (currency: ReferenceCurrency, from: string, to: string) => loadConverter(db, currency, from, to),

    /** The company's last day with valuations (whatever the list scope), or null before the first one. */
    async latestValuationDate(): Promise<string | null> {
      const [row] = await db
        .select({ date: max(dailyAum.date) })
        .from(dailyAum)
        .where(tenant.ofCompany(dailyAum));
      return row?.date ?? null;
    },

    async list(options: ClientListOptions) {
      const where = filtersOf(options);
      const order = options.direction === 'asc' ? asc : desc;
      const statusRank = sql`array_position(ARRAY[${sql.join(
        clientStatuses.map((status) => sql`${status}`),
        sql`, `,
      )}]::text[], ${clients.status})`;
      const orderBy: SQL[] = {
        name: [order(sql`lower(${clients.lastName})`), order(sql`lower(${clients.firstName})`)],
        created_at: [order(clients.createdAt)],
        status: [order(statusRank)],
        invested_amount: [order(clients.investedAmount)],
      }[options.sort];

      const page = db
        .select({
          id: clients.id,
          firstName: clients.firstName,
          lastName: clients.lastName,
          email: clients.email,
          phone: clients.phone,
          status: clients.status,
          funnelStage: funnelStageOf,
          custodianBanks: clients.custodianBanks,
          createdAt: clients.createdAt,
          // the amount on the company's latest valuation day, which refreshDailyAum keeps beside daily_aum
          invested: clients.investedAmount,
          adviserId: partnerUsers.id,
          adviserFirstName: partnerUsers.firstName,
          adviserLastName: partnerUsers.lastName,
          serviceKinds: sql<ServiceProduct[]>`ARRAY(SELECT DISTINCT ${services.kind} FROM ${services}
            WHERE ${services.clientId} = ${clients.id} AND (${visibleService}) ORDER BY 1)`,
        })
        .from(clients)
        .leftJoin(partnerUsers, eq(partnerUsers.id, clients.partnerUserId))
        .where(where)
        .orderBy(...orderBy, order(clients.id))
        .limit(options.perPage)
        .offset((options.page - 1) * options.perPage);
      // the page and the count go out together
      const [rows, [total]] = await Promise.all([page, db.select({ n: count() }).from(clients).where(where)]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** The client with its adviser and fee structure, or null when it is not in the scope. */
    async findById(id: number) {
      const [row] = await db
        .select({
          client: clients,
          funnelStage: funnelStageOf,
          adviserId: partnerUsers.id,
          adviserFirstName: partnerUsers.firstName,
          adviserLastName: partnerUsers.lastName,
          findersFee: feeStructures.findersFeePercentage,
          recurringFee: feeStructures.recurringFeePercentage,
          hasFeeStructure: sql<boolean>`${feeStructures.id} IS NOT NULL`,
          suggestedServices: suggestedServicesCount,
        })
        .from(clients)
        .leftJoin(partnerUsers, eq(partnerUsers.id, clients.partnerUserId))
        .leftJoin(feeStructures, eq(feeStructures.clientId, clients.id))
        .where(and(inScope(), eq(clients.id, id)))
        .limit(1);
      return row ?? null;
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(inScope(), eq(clients.id, id)))
        .limit(1);
      return row !== undefined;
    },

    /** Every custodian, by name (the reference data every company shares). */
    async allCustodians() {
      return db.select().from(custodians).orderBy(asc(custodians.name));
    },

    /** The custodians of these bank codes (the reference data every company shares). */
    async custodiansByCode(codes: string[]) {
      if (codes.length === 0) return [];
      return db.select().from(custodians).where(inArray(custodians.bankCode, codes));
    },

    /** The client's visible services with strategy, custodian, and their last value (CHF) and its day. */
    async services(clientId: number) {
      const lastValue = db
        .selectDistinctOn([serviceValuations.serviceId], {
          serviceId: serviceValuations.serviceId,
          date: serviceValuations.date,
          value: serviceValuations.value,
        })
        .from(serviceValuations)
        .innerJoin(services, eq(services.id, serviceValuations.serviceId))
        .innerJoin(clients, eq(clients.id, services.clientId))
        .where(and(inScope(), eq(services.clientId, clientId)))
        .orderBy(serviceValuations.serviceId, desc(serviceValuations.date))
        .as('last_value');
      return db
        .select({
          service: services,
          strategyName: strategies.name,
          strategyNames: strategies.localizedNames,
          custodian: custodians,
          valuationDate: lastValue.date,
          value: lastValue.value,
        })
        .from(services)
        .innerJoin(clients, eq(clients.id, services.clientId))
        .leftJoin(strategies, eq(strategies.id, services.strategyId))
        .leftJoin(custodians, eq(custodians.id, services.custodianId))
        .leftJoin(lastValue, eq(lastValue.serviceId, services.id))
        .where(and(inScope(), eq(services.clientId, clientId), visibleService))
        .orderBy(asc(services.createdAt), asc(services.id));
    },

    /** The client's app devices with the client's name and e-mail, the most recently used first (none outside the scope). */
    async devices(clientId: number) {
      return db
        .select({ device: clientDevices, firstName: clients.firstName, lastName: clients.lastName, email: clients.email })
        .from(clientDevices)
        .innerJoin(clients, eq(clients.id, clientDevices.clientId))
        .where(and(inScope(), eq(clientDevices.clientId, clientId)))
        .orderBy(desc(clientDevices.lastUsedAt), asc(clientDevices.id));
    },

    /** The ids of the client's visible services, optionally only `serviceId` (empty when it is not the client's). */
    async serviceIds(clientId: number, serviceId?: number): Promise<number[]> {
      const rows = await db
        .select({ id: services.id })
        .from(services)
        .innerJoin(clients, eq(clients.id, services.clientId))
        .where(
          and(inScope(), eq(services.clientId, clientId), visibleService, serviceId === undefined ? undefined : eq(services.id, serviceId)),
        );
      return rows.map((row) => row.id);
    },

    /**
     * The summed end-of-day values (CHF) of the services on each day in (after, to], and the last day with values
     * on or before `after`; services outside the scope count as none.
     */
    async valuationSeries(serviceIds: number[], after: string | null) {
      if (serviceIds.length === 0) return { base: null, series: [] };
      const series = await db
        .select({ date: serviceValuations.date, value: sql<string>`SUM(${serviceValuations.value})` })
        .from(serviceValuations)
        .where(
          and(
            inArray(serviceValuations.serviceId, serviceIdsInScope(serviceIds)),
            after === null ? undefined : gt(serviceValuations.date, after),
          ),
        )
        .groupBy(serviceValuations.date)
        .orderBy(asc(serviceValuations.date));
      let base: { date: string; value: string } | null = null;
      if (after !== null) {
        const [row] = await db
          .select({ date: serviceValuations.date, value: sql<string>`SUM(${serviceValuations.value})` })
          .from(serviceValuations)
          .where(
            and(
              inArray(serviceValuations.serviceId, serviceIdsInScope(serviceIds)),
              eq(
                serviceValuations.date,
                sql`(SELECT MAX(${serviceValuations.date}) FROM ${serviceValuations}
                  WHERE ${inArray(serviceValuations.serviceId, serviceIdsInScope(serviceIds))} AND ${lte(serviceValuations.date, after)})`,
              ),
            ),
          )
          .groupBy(serviceValuations.date);
        base = row ?? null;
      }
      return { base, series };
    },

    /** Deposits and withdrawals (not fees) of the services after `after`, per day (CHF). */
    async externalFlows(serviceIds: number[], after: string | null) {
      if (serviceIds.length === 0) return [];
      return db
        .select({ date: cashFlows.date, amount: sql<string>`SUM(${cashFlows.amount})` })
        .from(cashFlows)
        .where(
          and(
            inArray(cashFlows.serviceId, serviceIdsInScope(serviceIds)),
            inArray(cashFlows.kind, ['deposit', 'withdrawal']),
            after === null ? undefined : gt(cashFlows.date, after),
          ),
        )
        .groupBy(cashFlows.date)
        .orderBy(asc(cashFlows.date));
    },

    /**
     * The transactions of one month of a service of the scope, newest first: the newest month that has any before
     * `before` (a first day of a month; null: the newest month at all), and whether older months have any.
     */
    async transactionsOfMonth(serviceId: number, before: string | null) {
      const ofService = and(eq(transactions.serviceId, serviceId), inArray(transactions.serviceId, serviceIdsInScope([serviceId])));
      const [latest] = await db
        .select({ date: max(transactions.date) })
        .from(transactions)
        .where(and(ofService, before === null ? undefined : sql`${transactions.date} < ${before}::date`));
      if (!latest?.date) return { month: null, rows: [], hasMore: false };
      const month = latest.date.slice(0, 7);
      const start = `${month}-01`;
      const rows = await db
        .select()
        .from(transactions)
        .where(
          and(ofService, sql`${transactions.date} >= ${start}::date`, sql`${transactions.date} < (${start}::date + interval '1 month')`),
        )
        .orderBy(desc(transactions.date), desc(transactions.id));
      const [older] = await db
        .select({ id: transactions.id })
        .from(transactions)
        .where(and(ofService, sql`${transactions.date} < ${start}::date`))
        .limit(1);
      return { month, rows, hasMore: older !== undefined };
    },

    /**
     * What marks the audit log's last change, for keeping a client's log (routes.ts, lib/versioned-reads.ts): where
     * entries commit in the order of their ids (PGlite), the newest entry's id of the whole log (0 for none), read
     * from the primary key's index, which moves exactly when any client's log does; elsewhere (PostgreSQL) nothing
     * marks it exactly, and null has the log read for every request.
     */
    async auditLogMarker(): Promise<number | null> {
      if (!database.commitsInIdOrder) return null;
      const [row] = await db.select({ id: max(auditLog.id) }).from(auditLog);
      return row?.id ?? 0;
    },

    /**
     * The newest 100 audit entries about a client of the scope, null for a client outside it: one query for a client
     * with entries, a second only to tell an unread client from a missing one. The 100 are taken from the index of
     * migration 0021 before the authors are joined: joined first, the planner (with statistics of a table that had
     * just grown, as after a busy day) joined and sorted every entry of the client (12.7 ms at 7,848 entries) instead
     * of reading 100 (1.3 ms). Written as SQL, its rows as the database sends them: the query builder's mapping of the
     * 700 values cost more than the query (docs/performance.md).
     */
    async auditLog(clientId: number): Promise<ClientAuditLogResponse['entries'] | null> {
      type Entry = ClientAuditLogResponse['entries'][number];
      const rows = await selectRows<Omit<Entry, 'created_at'> & { created_at: string | Date }>(
        db,
        // the id as a JSON number (int8 would come as a string; exact up to 2^53)
        sql`SELECT newest.id::float8 AS id, newest.action, newest.what,
              CASE WHEN ${partnerUsers.id} IS NOT NULL
                THEN concat_ws(' ', nullif(${partnerUsers.firstName}, ''), nullif(${partnerUsers.lastName}, '')) END AS partner_user,
              newest.ip, newest.created_at
            FROM (
              SELECT ${auditLog.id}, ${auditLog.action}, ${auditLog.details}->>'what' AS what, ${auditLog.partnerUserId},
                ${auditLog.ip}, ${auditLog.createdAt}
              FROM ${auditLog}
              WHERE ${auditLog.entity} = 'client' AND ${auditLog.entityId} = ${String(clientId)}
                -- the client's scope, checked once (not once per entry, as a join did)
                AND EXISTS (SELECT 1 FROM ${clients} WHERE ${clients.id} = ${clientId} AND ${inScope()})
              ORDER BY ${auditLog.createdAt} DESC, ${auditLog.id} DESC
              LIMIT 100
            ) newest
            LEFT JOIN ${partnerUsers} ON ${partnerUsers.id} = newest.partner_user_id
            ORDER BY newest.created_at DESC, newest.id DESC`,
      );
      if (rows.length === 0) return (await this.exists(clientId)) ? [] : null;
      // the time as the driver sent it (text with its offset under Drizzle's parsers), written as toISOString() does:
      // formatted by PostgreSQL, it cost PGlite a third of the query
      return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
    },
  };
});

export type ClientsRepository = ReturnType<typeof createClientsRepository>;
