import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, max, sql } from 'drizzle-orm';
import type { FunnelStage, Locale, ReferenceCurrency, ServiceProduct } from '@portal/shared/contracts';
import {
  aumTargets,
  blogCategories,
  blogPosts,
  clients,
  dailyAum,
  feeStructures,
  partnerUsers,
  serviceValuations,
  services,
  thirdPillarContributions,
} from '../../db/schema';
import { scopedRepository, tenantFilter } from '../../lib/scoped-repository';
import { personalOf } from '../../plugins/scope';
import { loadConverter } from './currency';

/** The stage a client has reached: the last funnel timestamp set. */
export const funnelStageOf = sql<FunnelStage>`CASE
  WHEN ${clients.firstInvestedAt} IS NOT NULL THEN 'invested'
  WHEN ${clients.readyAt} IS NOT NULL THEN 'ready'
  WHEN ${clients.registeredAt} IS NOT NULL THEN 'registered'
  WHEN ${clients.registrationStartedAt} IS NOT NULL THEN 'registration_started'
  WHEN ${clients.invitedAt} IS NOT NULL THEN 'invited'
  ELSE 'added' END`;

/** When the client entered that stage. */
const stageEnteredAt = sql<Date>`COALESCE(${clients.firstInvestedAt}, ${clients.readyAt}, ${clients.registeredAt},
  ${clients.registrationStartedAt}, ${clients.invitedAt}, ${clients.createdAt})`;

const num = (value: string | number | null | undefined) => (value === null || value === undefined ? 0 : Number(value));

/**
 * The dashboard's reads, bound to the caller's scope: client figures follow it (the company's clients, or in personal
 * scope the caller's own); AUM targets are always the caller's own.
 */
export const createStatisticsRepository = scopedRepository(({ db, scope, tenant }) => {
  const own = tenantFilter(personalOf(scope));
  return {
    /** Amounts are stored in CHF; the converter turns them into the reference currency at the rate of their day. */
    converter: (currency: ReferenceCurrency, from: string, to: string) => loadConverter(db, currency, from, to),

    // ---- AUM ------------------------------------------------------------------------------------------------------

    /** The last day with valuations for the company (in either scope: the company's day), or null before the first one. */
    async latestValuationDate(onOrBefore?: string): Promise<string | null> {
      const [row] = await db
        .select({ date: max(dailyAum.date) })
        .from(dailyAum)
        .where(and(tenant.ofCompany(dailyAum), onOrBefore ? lte(dailyAum.date, onOrBefore) : undefined));
      return row?.date ?? null;
    },

    /** The AUM (CHF) of the scope on a day. */
    async aumOn(date: string): Promise<number> {
      const [row] = await db
        .select({ aum: sql<string>`COALESCE(SUM(${dailyAum.aum}), 0)` })
        .from(dailyAum)
        .where(and(tenant.inScope(dailyAum), eq(dailyAum.date, date)));
      return num(row?.aum);
    },

    /** AUM and net inflow (CHF) per day from `from` on. */
    async aumSeries(from: string | null, to?: string) {
      const rows = await db
        .select({
          date: dailyAum.date,
          aum: sql<string>`SUM(${dailyAum.aum})`,
          netInflow: sql<string>`SUM(${dailyAum.netInflow})`,
        })
        .from(dailyAum)
        .where(and(tenant.inScope(dailyAum), from ? gte(dailyAum.date, from) : undefined, to ? lte(dailyAum.date, to) : undefined))
        .groupBy(dailyAum.date)
        .orderBy(asc(dailyAum.date));
      return rows.map((row) => ({ date: row.date, aum: num(row.aum), netInflow: num(row.netInflow) }));
    },

    /** AUM (CHF) per adviser and day of the scope from `from` on, with the advisers' names. */
    async aumSeriesByAdviser(from: string | null) {
      return db
        .select({
          partnerUserId: dailyAum.partnerUserId,
          firstName: partnerUsers.firstName,
          lastName: partnerUsers.lastName,
          date: dailyAum.date,
          aum: dailyAum.aum,
        })
        .from(dailyAum)
        .innerJoin(partnerUsers, eq(partnerUsers.id, dailyAum.partnerUserId))
        .where(and(tenant.inScope(dailyAum), from ? gte(dailyAum.date, from) : undefined))
        .orderBy(asc(partnerUsers.lastName), asc(partnerUsers.firstName), asc(dailyAum.partnerUserId), asc(dailyAum.date));
    },

    // ---- clients --------------------------------------------------------------------------------------------------

    async countClients(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(clients).where(tenant.inScope(clients));
      return row?.n ?? 0;
    },

    async countClientsByStage(): Promise<Map<FunnelStage, number>> {
      const rows = await db
        .select({ stage: funnelStageOf, n: count() })
        .from(clients)
        .where(tenant.inScope(clients))
        .groupBy(funnelStageOf);
      return new Map(rows.map((row) => [row.stage, Number(row.n)]));
    },

    /** Of the clients invited between the two days: how many, and how many of them have invested since. */
    async invitationCohort(from: string, to: string) {
      const [row] = await db
        .select({
          invited: count(),
          invested: sql<string>`COUNT(*) FILTER (WHERE ${clients.firstInvestedAt} IS NOT NULL)`,
        })
        .from(clients)
        .where(and(tenant.inScope(clients), sql`${clients.invitedAt}::date BETWEEN ${from}::date AND ${to}::date`));
      return { invited: Number(row?.invited ?? 0), invested: Number(row?.invested ?? 0) };
    },

    /** Average days from invitation to first investment, over the first investments between the two days. */
    async averageDaysToFirstInvestment(from: string, to: string) {
      const [row] = await db
        .select({
          days: sql<string | null>`AVG(EXTRACT(EPOCH FROM (${clients.firstInvestedAt} - ${clients.invitedAt})) / 86400)`,
        })
        .from(clients)
        .where(
          and(
            tenant.inScope(clients),
            isNotNull(clients.invitedAt),
            sql`${clients.firstInvestedAt}::date BETWEEN ${from}::date AND ${to}::date`,
          ),
        );
      return row?.days === null || row?.days === undefined ? null : Number(row.days);
    },

    /** Clients who had made their first investment by the end of `date`. */
    async countInvestedBy(date: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(clients)
        .where(and(tenant.inScope(clients), sql`${clients.firstInvestedAt}::date <= ${date}::date`));
      return row?.n ?? 0;
    },

    // ---- products and fees ----------------------------------------------------------------------------------------

    /** Services of one product in the scope: clients, services, and their value (CHF) on `date`. */
    async productAmounts(product: ServiceProduct, date: string | null) {
      const [counts] = await db
        .select({ clients: sql<string>`COUNT(DISTINCT ${services.clientId})`, services: count() })
        .from(services)
        .innerJoin(clients, eq(clients.id, services.clientId))
        .where(and(tenant.inScope(clients), eq(services.kind, product)));
      let amount = 0;
      if (date) {
        const [value] = await db
          .select({ amount: sql<string>`COALESCE(SUM(${serviceValuations.value}), 0)` })
          .from(serviceValuations)
          .innerJoin(services, eq(services.id, serviceValuations.serviceId))
          .innerJoin(clients, eq(clients.id, services.clientId))
          .where(and(tenant.inScope(clients), eq(services.kind, product), eq(serviceValuations.date, date)));
        amount = num(value?.amount);
      }
      return { clientsCount: Number(counts?.clients ?? 0), servicesCount: counts?.services ?? 0, amount };
    },

    /**
     * The fee-paying clients (a fee structure and money invested on `date`) and what their fees bring in CHF: the
     * finders fee once on the AUM, the recurring fee (a yearly percentage) per month.
     */
    async expectedFees(date: string | null) {
      if (!date) return { clientsCount: 0, findersFee: 0, recurringFeeMonthly: 0 };
      const perClient = db
        .select({
          clientId: clients.id,
          aum: sql<string>`SUM(${serviceValuations.value})`.as('aum'),
          finders: sql<string>`MAX(COALESCE(${feeStructures.findersFeePercentage}, 0))`.as('finders'),
          recurring: sql<string>`MAX(COALESCE(${feeStructures.recurringFeePercentage}, 0))`.as('recurring'),
        })
        .from(clients)
        .innerJoin(feeStructures, eq(feeStructures.clientId, clients.id))
        .innerJoin(services, eq(services.clientId, clients.id))
        .innerJoin(serviceValuations, and(eq(serviceValuations.serviceId, services.id), eq(serviceValuations.date, date)))
        .where(tenant.inScope(clients))
        .groupBy(clients.id)
        .as('per_client');
      const [row] = await db
        .select({
          clientsCount: count(),
          findersFee: sql<string>`COALESCE(ROUND(SUM(${perClient.aum} * ${perClient.finders} / 100), 2), 0)`,
          recurringFeeMonthly: sql<string>`COALESCE(ROUND(SUM(${perClient.aum} * ${perClient.recurring} / 100 / 12), 2), 0)`,
        })
        .from(perClient)
        .where(sql`${perClient.aum} > 0 AND (${perClient.finders} > 0 OR ${perClient.recurring} > 0)`);
      return { clientsCount: row?.clientsCount ?? 0, findersFee: num(row?.findersFee), recurringFeeMonthly: num(row?.recurringFeeMonthly) };
    },

    // ---- AUM targets ----------------------------------------------------------------------------------------------

    /** The caller's targets, the achieved ones included. */
    async listTargets() {
      return db.select().from(aumTargets).where(own.ofCaller(aumTargets)).orderBy(asc(aumTargets.targetDate), asc(aumTargets.id));
    },

    /** The caller's own AUM (CHF) on a day, whatever the scope. */
    async ownAumOn(date: string): Promise<number> {
      const [row] = await db
        .select({ aum: sql<string>`COALESCE(SUM(${dailyAum.aum}), 0)` })
        .from(dailyAum)
        .where(and(own.inScope(dailyAum), eq(dailyAum.date, date)));
      return num(row?.aum);
    },

    /** The first day on or after `from` on which the caller's own AUM reached `amount` (CHF), or null. */
    async firstDayReaching(amount: number, from: string) {
      const perDay = db
        .select({ date: dailyAum.date, aum: sql<string>`SUM(${dailyAum.aum})`.as('aum') })
        .from(dailyAum)
        .where(and(own.inScope(dailyAum), gte(dailyAum.date, from)))
        .groupBy(dailyAum.date)
        .as('per_day');
      const [row] = await db
        .select({ date: sql<string | null>`MIN(${perDay.date})` })
        .from(perDay)
        .where(sql`${perDay.aum} >= ${amount}`);
      return row?.date ?? null;
    },

    async markTargetAchieved(id: number, date: string) {
      await db
        .update(aumTargets)
        .set({ achievedAt: date })
        .where(and(eq(aumTargets.id, id), own.ofCaller(aumTargets)));
    },

    /** Deletes some of the caller's achieved targets; ids of others' targets or of open ones change nothing. */
    async deleteAchievedTargets(ids: number[]) {
      if (ids.length === 0) return;
      await db.delete(aumTargets).where(and(own.ofCaller(aumTargets), isNotNull(aumTargets.achievedAt), inArray(aumTargets.id, ids)));
    },

    /** Replaces the caller's open targets; the achieved ones stay as history. */
    async replaceOpenTargets(targets: { amount: string; targetDate: string }[]) {
      await db.delete(aumTargets).where(and(own.ofCaller(aumTargets), isNull(aumTargets.achievedAt)));
      if (targets.length > 0) {
        await db.insert(aumTargets).values(targets.map((target) => ({ partnerUserId: scope.userId, ...target })));
      }
    },

    // ---- next steps -----------------------------------------------------------------------------------------------

    /** Clients who have not invested and entered their stage more than `days` days before `today`, longest first. */
    async stuckClients(today: string, days: number, limit: number) {
      const daysInStage = sql<number>`(${today}::date - (${stageEnteredAt})::date)`;
      const rows = await db
        .select({
          id: clients.id,
          firstName: clients.firstName,
          lastName: clients.lastName,
          stage: funnelStageOf,
          days: daysInStage,
        })
        .from(clients)
        .where(
          and(
            tenant.inScope(clients),
            isNull(clients.firstInvestedAt),
            sql`${clients.status} NOT IN ('rejected', 'blocked')`,
            sql`${daysInStage} > ${days}`,
          ),
        )
        .orderBy(desc(daysInStage), asc(clients.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, days: Number(row.days) }));
    },

    /** Clients with a pillar 3a service that holds money but no contribution for `year`. */
    async openThirdPillarClients(year: number, date: string | null, limit: number) {
      if (!date) return [];
      return db
        .selectDistinct({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName })
        .from(services)
        .innerJoin(clients, eq(clients.id, services.clientId))
        .innerJoin(serviceValuations, and(eq(serviceValuations.serviceId, services.id), eq(serviceValuations.date, date)))
        .where(
          and(
            tenant.inScope(clients),
            eq(services.kind, 'third_pillar'),
            sql`${serviceValuations.value} > 0`,
            sql`NOT EXISTS (SELECT 1 FROM ${thirdPillarContributions}
              WHERE ${thirdPillarContributions.serviceId} = ${services.id} AND ${thirdPillarContributions.year} = ${year})`,
          ),
        )
        .orderBy(asc(clients.lastName), asc(clients.firstName), asc(clients.id))
        .limit(limit);
    },

    // ---- blog: the same for every partner --------------------------------------------------------------------------------

    /** The posts published by `now`, newest first, in the language asked for, and when the next one is published. */
    async listBlog(locale: Locale, now: Date) {
      const categories = await db.select().from(blogCategories).orderBy(asc(blogCategories.id));
      // every post, the scheduled ones too (a handful): the next publication tells how long the answer holds
      const all = await db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
      const published = all.filter((post) => post.publishedAt <= now);
      const scheduled = all.filter((post) => post.publishedAt > now).map((post) => post.publishedAt.getTime());
      const pick = (text: Record<Locale, string>) => text[locale] || text.de;
      return {
        categories: categories.map((category) => ({ id: category.id, name: pick(category.name) })),
        posts: published.map((post) => ({
          id: post.id,
          category_id: post.categoryId,
          title: pick(post.title),
          excerpt: pick(post.excerpt),
          body: pick(post.body),
          image_url: post.imageUrl,
          published_at: post.publishedAt.toISOString(),
        })),
        nextPublication: scheduled.length > 0 ? new Date(Math.min(...scheduled)) : null,
      };
    },
  };
});
