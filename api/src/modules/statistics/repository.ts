import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, max, sql, type SQL } from 'drizzle-orm';
import type { FunnelStage, Locale, ServiceProduct } from '@portal/shared/contracts';
import type { Executor } from '../../db';
import {
  aumTargets,
  blogCategories,
  blogPosts,
  clients,
  dailyAum,
  feeStructures,
  investmentDates,
  partnerUsers,
  serviceValuations,
  services,
  thirdPillarContributions,
} from '../../db/schema';

/** Whose figures: the whole partner company, or one adviser's own clients. */
export type StatisticsScope = { companyId: number; userId?: number };

const clientsIn = (scope: StatisticsScope): SQL =>
  scope.userId === undefined
    ? eq(clients.partnerCompanyId, scope.companyId)
    : and(eq(clients.partnerCompanyId, scope.companyId), eq(clients.partnerUserId, scope.userId))!;

const dailyAumIn = (scope: StatisticsScope): SQL =>
  scope.userId === undefined
    ? eq(dailyAum.partnerCompanyId, scope.companyId)
    : and(eq(dailyAum.partnerCompanyId, scope.companyId), eq(dailyAum.partnerUserId, scope.userId))!;

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

// ---- AUM ------------------------------------------------------------------------------------------------------

/** The last day with valuations for the company, or null before the first one. */
export async function latestValuationDate(db: Executor, companyId: number, onOrBefore?: string): Promise<string | null> {
  const [row] = await db
    .select({ date: max(dailyAum.date) })
    .from(dailyAum)
    .where(and(eq(dailyAum.partnerCompanyId, companyId), onOrBefore ? lte(dailyAum.date, onOrBefore) : undefined));
  return row?.date ?? null;
}

/** The AUM (CHF) of the scope on a day. */
export async function aumOn(db: Executor, scope: StatisticsScope, date: string): Promise<number> {
  const [row] = await db
    .select({ aum: sql<string>`COALESCE(SUM(${dailyAum.aum}), 0)` })
    .from(dailyAum)
    .where(and(dailyAumIn(scope), eq(dailyAum.date, date)));
  return num(row?.aum);
}

/** AUM and net inflow (CHF) per day from `from` on. */
export async function aumSeries(db: Executor, scope: StatisticsScope, from: string | null, to?: string) {
  const rows = await db
    .select({
      date: dailyAum.date,
      aum: sql<string>`SUM(${dailyAum.aum})`,
      netInflow: sql<string>`SUM(${dailyAum.netInflow})`,
    })
    .from(dailyAum)
    .where(and(dailyAumIn(scope), from ? gte(dailyAum.date, from) : undefined, to ? lte(dailyAum.date, to) : undefined))
    .groupBy(dailyAum.date)
    .orderBy(asc(dailyAum.date));
  return rows.map((row) => ({ date: row.date, aum: num(row.aum), netInflow: num(row.netInflow) }));
}

/** AUM (CHF) per adviser and day of a company from `from` on, with the advisers' names. */
export async function aumSeriesByAdviser(db: Executor, companyId: number, from: string | null) {
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
    .where(and(eq(dailyAum.partnerCompanyId, companyId), from ? gte(dailyAum.date, from) : undefined))
    .orderBy(asc(partnerUsers.lastName), asc(partnerUsers.firstName), asc(dailyAum.partnerUserId), asc(dailyAum.date));
}

// ---- clients --------------------------------------------------------------------------------------------------

export async function countClients(db: Executor, scope: StatisticsScope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clients).where(clientsIn(scope));
  return row?.n ?? 0;
}

export async function countClientsByStage(db: Executor, scope: StatisticsScope): Promise<Map<FunnelStage, number>> {
  const rows = await db
    .select({ stage: funnelStageOf, n: count() })
    .from(clients)
    .where(clientsIn(scope))
    .groupBy(funnelStageOf);
  return new Map(rows.map((row) => [row.stage, Number(row.n)]));
}

/** Of the clients invited between the two days: how many, and how many of them have invested since. */
export async function invitationCohort(db: Executor, scope: StatisticsScope, from: string, to: string) {
  const [row] = await db
    .select({
      invited: count(),
      invested: sql<string>`COUNT(*) FILTER (WHERE ${clients.firstInvestedAt} IS NOT NULL)`,
    })
    .from(clients)
    .where(and(clientsIn(scope), sql`${clients.invitedAt}::date BETWEEN ${from}::date AND ${to}::date`));
  return { invited: Number(row?.invited ?? 0), invested: Number(row?.invested ?? 0) };
}

/** Average days from invitation to first investment, over the first investments between the two days. */
export async function averageDaysToFirstInvestment(db: Executor, scope: StatisticsScope, from: string, to: string) {
  const [row] = await db
    .select({
      days: sql<string | null>`AVG(EXTRACT(EPOCH FROM (${clients.firstInvestedAt} - ${clients.invitedAt})) / 86400)`,
    })
    .from(clients)
    .where(
      and(
        clientsIn(scope),
        isNotNull(clients.invitedAt),
        sql`${clients.firstInvestedAt}::date BETWEEN ${from}::date AND ${to}::date`,
      ),
    );
  return row?.days === null || row?.days === undefined ? null : Number(row.days);
}

/** Clients who had made their first investment by the end of `date`. */
export async function countInvestedBy(db: Executor, scope: StatisticsScope, date: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(clients)
    .where(and(clientsIn(scope), sql`${clients.firstInvestedAt}::date <= ${date}::date`));
  return row?.n ?? 0;
}

// ---- products and fees ----------------------------------------------------------------------------------------

/** Services of one product in the scope: clients, services, and their value (CHF) on `date`. */
export async function productAmounts(db: Executor, scope: StatisticsScope, product: ServiceProduct, date: string | null) {
  const [counts] = await db
    .select({ clients: sql<string>`COUNT(DISTINCT ${services.clientId})`, services: count() })
    .from(services)
    .innerJoin(clients, eq(clients.id, services.clientId))
    .where(and(clientsIn(scope), eq(services.kind, product)));
  let amount = 0;
  if (date) {
    const [value] = await db
      .select({ amount: sql<string>`COALESCE(SUM(${serviceValuations.value}), 0)` })
      .from(serviceValuations)
      .innerJoin(services, eq(services.id, serviceValuations.serviceId))
      .innerJoin(clients, eq(clients.id, services.clientId))
      .where(and(clientsIn(scope), eq(services.kind, product), eq(serviceValuations.date, date)));
    amount = num(value?.amount);
  }
  return { clientsCount: Number(counts?.clients ?? 0), servicesCount: counts?.services ?? 0, amount };
}

/**
 * The fee-paying clients (a fee structure and money invested on `date`) and what their fees bring in CHF: the
 * finders fee once on the AUM, the recurring fee (a yearly percentage) per month.
 */
export async function expectedFees(db: Executor, scope: StatisticsScope, date: string | null) {
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
    .where(clientsIn(scope))
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
}

// ---- AUM targets ----------------------------------------------------------------------------------------------

export async function listTargets(db: Executor, userId: number) {
  return db
    .select()
    .from(aumTargets)
    .where(eq(aumTargets.partnerUserId, userId))
    .orderBy(asc(aumTargets.targetDate), asc(aumTargets.id));
}

/** The first day on or after `from` on which the adviser's AUM reached `amount` (CHF), or null. */
export async function firstDayReaching(db: Executor, scope: StatisticsScope, amount: number, from: string) {
  const perDay = db
    .select({ date: dailyAum.date, aum: sql<string>`SUM(${dailyAum.aum})`.as('aum') })
    .from(dailyAum)
    .where(and(dailyAumIn(scope), gte(dailyAum.date, from)))
    .groupBy(dailyAum.date)
    .as('per_day');
  const [row] = await db
    .select({ date: sql<string | null>`MIN(${perDay.date})` })
    .from(perDay)
    .where(sql`${perDay.aum} >= ${amount}`);
  return row?.date ?? null;
}

export async function markTargetAchieved(db: Executor, id: number, date: string) {
  await db.update(aumTargets).set({ achievedAt: date }).where(eq(aumTargets.id, id));
}

/** Deletes some of the adviser's achieved targets; ids of other advisers or of open targets are ignored. */
export async function deleteAchievedTargets(db: Executor, userId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .delete(aumTargets)
    .where(and(eq(aumTargets.partnerUserId, userId), isNotNull(aumTargets.achievedAt), inArray(aumTargets.id, ids)));
}

/** Replaces the adviser's open targets; the achieved ones stay as history. */
export async function replaceOpenTargets(db: Executor, userId: number, targets: { amount: string; targetDate: string }[]) {
  await db.delete(aumTargets).where(and(eq(aumTargets.partnerUserId, userId), isNull(aumTargets.achievedAt)));
  if (targets.length > 0) {
    await db.insert(aumTargets).values(targets.map((target) => ({ partnerUserId: userId, ...target })));
  }
}

// ---- next steps -----------------------------------------------------------------------------------------------

/** Clients who have not invested and entered their stage more than `days` days before `today`, longest first. */
export async function stuckClients(db: Executor, scope: StatisticsScope, today: string, days: number, limit: number) {
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
        clientsIn(scope),
        isNull(clients.firstInvestedAt),
        sql`${clients.status} NOT IN ('rejected', 'blocked')`,
        sql`${daysInStage} > ${days}`,
      ),
    )
    .orderBy(desc(daysInStage), asc(clients.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, days: Number(row.days) }));
}

/** Clients with a pillar 3a service that holds money but no contribution for `year`. */
export async function openThirdPillarClients(db: Executor, scope: StatisticsScope, year: number, date: string | null, limit: number) {
  if (!date) return [];
  return db
    .selectDistinct({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName })
    .from(services)
    .innerJoin(clients, eq(clients.id, services.clientId))
    .innerJoin(serviceValuations, and(eq(serviceValuations.serviceId, services.id), eq(serviceValuations.date, date)))
    .where(
      and(
        clientsIn(scope),
        eq(services.kind, 'third_pillar'),
        sql`${serviceValuations.value} > 0`,
        sql`NOT EXISTS (SELECT 1 FROM ${thirdPillarContributions}
          WHERE ${thirdPillarContributions.serviceId} = ${services.id} AND ${thirdPillarContributions.year} = ${year})`,
      ),
    )
    .orderBy(asc(clients.lastName), asc(clients.firstName), asc(clients.id))
    .limit(limit);
}

// ---- blog and investment dates --------------------------------------------------------------------------------

export async function listBlog(db: Executor, locale: Locale, now: Date) {
  const categories = await db.select().from(blogCategories).orderBy(asc(blogCategories.id));
  const posts = await db
    .select()
    .from(blogPosts)
    .where(lte(blogPosts.publishedAt, now))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  const pick = (text: Record<Locale, string>) => text[locale] || text.de;
  return {
    categories: categories.map((category) => ({ id: category.id, name: pick(category.name) })),
    posts: posts.map((post) => ({
      id: post.id,
      category_id: post.categoryId,
      title: pick(post.title),
      excerpt: pick(post.excerpt),
      body: pick(post.body),
      image_url: post.imageUrl,
      published_at: post.publishedAt.toISOString(),
    })),
  };
}

export async function nextInvestmentDate(db: Executor, today: string): Promise<string | null> {
  const [row] = await db
    .select({ date: investmentDates.date })
    .from(investmentDates)
    .where(gte(investmentDates.date, today))
    .orderBy(asc(investmentDates.date))
    .limit(1);
  return row?.date ?? null;
}
