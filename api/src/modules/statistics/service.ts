import {
  funnelStages,
  type AumGrowthResponse,
  type AumRange,
  type AumTargetInput,
  type AumTargetsResponse,
  type ClientStatesResponse,
  type ExpectedRevenueResponse,
  type Kpi,
  type KpisResponse,
  type NextStep,
  type ReferenceCurrency,
  type ServiceAmountsResponse,
  type ServiceProduct,
  type TotalClientsResponse,
} from '@portal/shared/contracts';
import { addDays, isoDate, utcToday } from '../../seed/dates';
import { toMoneyString } from '../../lib/money';
import type { createStatisticsRepository } from './repository';
import { addMonthsClamped } from '../../lib/dates';

/** The statistics repository of the request's scope (`app.repos.statistics(request.scope)`). */
export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;

/** A client waiting longer than this in a funnel stage is a next step. */
export const STUCK_AFTER_DAYS = 14;
/** KPIs compare the last 90 days with the 90 days before. */
export const KPI_PERIOD_DAYS = 90;
const NEXT_STEPS_LIMIT = 50;

const today = () => isoDate(utcToday());

/** The first day of a chart range ending on `end` (null: everything). */
export function rangeStart(range: AumRange, end: string): string | null {
  // the same day `months` earlier, or that month's last day
  const monthsBack = (months: number) => addMonthsClamped(end, -months);
  switch (range) {
    case '1m':
      return monthsBack(1);
    case '3m':
      return monthsBack(3);
    case 'ytd':
      return `${end.slice(0, 4)}-01-01`;
    case '1y':
      return monthsBack(12);
    case 'max':
      return null;
  }
}

export async function totalClients(repo: StatisticsRepository, currency: ReferenceCurrency): Promise<TotalClientsResponse> {
  // independent queries run side by side: the dashboard's first figure waits for the slowest, not for their sum
  const [date, total] = await Promise.all([repo.latestValuationDate(), repo.countClients()]);
  const [aum, convert] = await Promise.all([date ? repo.aumOn(date) : 0, repo.converter(currency, date ?? today(), date ?? today())]);
  return { total_clients: total, total_invested_amount: convert(aum, date ?? today()), currency };
}

export async function clientStates(repo: StatisticsRepository): Promise<ClientStatesResponse> {
  const byStage = await repo.countClientsByStage();
  const counts = Object.fromEntries(funnelStages.map((stage) => [stage, byStage.get(stage) ?? 0])) as Record<
    (typeof funnelStages)[number],
    number
  >;
  const total = funnelStages.reduce((sum, stage) => sum + counts[stage], 0);
  return { total_clients: total, ...counts };
}

export async function aumGrowth(
  repo: StatisticsRepository,
  options: { currency: ReferenceCurrency; range: AumRange; byAdviser: boolean },
): Promise<AumGrowthResponse> {
  const end = (await repo.latestValuationDate()) ?? today();
  const from = rangeStart(options.range, end);
  const series = await repo.aumSeries(from);
  const convert = await repo.converter(options.currency, series[0]?.date ?? end, end);
  const valuations = series.map((point) => ({
    date: point.date,
    aum: convert(point.aum, point.date),
    net_inflow: convert(point.netInflow, point.date),
  }));

  const partners: AumGrowthResponse['partners'] = [];
  if (options.byAdviser) {
    const rows = await repo.aumSeriesByAdviser(from);
    for (const row of rows) {
      let partner = partners[partners.length - 1];
      if (!partner || partner.partner_user_id !== row.partnerUserId) {
        partner = { partner_user_id: row.partnerUserId!, name: `${row.firstName} ${row.lastName}`, valuations: [] };
        partners.push(partner);
      }
      partner.valuations.push({ date: row.date, aum: convert(Number(row.aum), row.date) });
    }
  }
  // a split with one adviser says nothing the total does not
  return { currency: options.currency, valuations, partners: partners.length > 1 ? partners : [] };
}

export async function kpis(repo: StatisticsRepository, currency: ReferenceCurrency): Promise<KpisResponse> {
  const to = today();
  const from = isoDate(addDays(utcToday(), -(KPI_PERIOD_DAYS - 1)));
  const previousTo = isoDate(addDays(utcToday(), -KPI_PERIOD_DAYS));
  const previousFrom = isoDate(addDays(utcToday(), -(2 * KPI_PERIOD_DAYS - 1)));
  const convert = await repo.converter(currency, previousFrom, to);

  const measure = async (periodFrom: string, periodTo: string) => {
    // independent reads: on PostgreSQL they run side by side (PGlite queues them)
    const [flows, cohort, days, endDate, invested] = await Promise.all([
      repo.aumSeries(periodFrom, periodTo),
      repo.invitationCohort(periodFrom, periodTo),
      repo.averageDaysToFirstInvestment(periodFrom, periodTo),
      repo.latestValuationDate(periodTo),
      repo.countInvestedBy(periodTo),
    ]);
    const netNewMoney = flows.reduce((sum, point) => sum + convert(point.netInflow, point.date), 0);
    const aum = endDate ? convert(await repo.aumOn(endDate), endDate) : 0;
    return {
      net_new_money: flows.length > 0 ? Math.round(netNewMoney * 100) / 100 : null,
      invited_to_invested_conversion: cohort.invited > 0 ? cohort.invested / cohort.invited : null,
      average_days_to_first_investment: days === null ? null : Math.round(days * 10) / 10,
      average_aum_per_invested_client: invested > 0 && endDate ? Math.round((aum / invested) * 100) / 100 : null,
    };
  };
  const [current, previous] = await Promise.all([measure(from, to), measure(previousFrom, previousTo)]);
  const units: Record<Kpi['key'], Kpi['unit']> = {
    net_new_money: 'amount',
    invited_to_invested_conversion: 'percent',
    average_days_to_first_investment: 'days',
    average_aum_per_invested_client: 'amount',
  };
  return {
    currency,
    period: { from, to },
    previous_period: { from: previousFrom, to: previousTo },
    kpis: (Object.keys(units) as Kpi['key'][]).map((key) => ({
      key,
      value: current[key],
      previous_value: previous[key],
      unit: units[key],
    })),
  };
}

/** The adviser's targets, measured against the adviser's own AUM; a target reached since is marked with its day. */
export async function aumTargets(repo: StatisticsRepository, currency: ReferenceCurrency): Promise<AumTargetsResponse> {
  const date = await repo.latestValuationDate();
  const current = date ? await repo.ownAumOn(date) : 0;
  const targets = await repo.listTargets();
  for (const target of targets) {
    if (target.achievedAt) continue;
    const amount = Number(target.amount);
    const reached = await repo.firstDayReaching(amount, isoDate(target.createdAt));
    const achievedAt = reached ?? (date && current >= amount ? today() : null);
    if (achievedAt) {
      await repo.markTargetAchieved(target.id, achievedAt);
      target.achievedAt = achievedAt;
    }
  }
  const convert = await repo.converter(currency, date ?? today(), date ?? today());
  const on = date ?? today();
  return {
    currency,
    current_aum: convert(current, on),
    targets: targets.map((target) => {
      const amount = Number(target.amount);
      return {
        id: target.id,
        amount: convert(amount, on),
        target_date: target.targetDate,
        achieved_at: target.achievedAt,
        progress: target.achievedAt ? 1 : amount > 0 ? Math.min(1, current / amount) : 0,
      };
    }),
  };
}

/**
 * Replaces the open targets by the given ones (amounts in the reference currency) and deletes the achieved ones
 * asked for (a mistyped target is reached at once and would otherwise stay for good), in one transaction.
 */
export async function setAumTargets(
  repo: StatisticsRepository,
  currency: ReferenceCurrency,
  targets: AumTargetInput[],
  removeAchieved: number[] = [],
): Promise<AumTargetsResponse> {
  const on = (await repo.latestValuationDate()) ?? today();
  const chfPerUnit = (await repo.converter(currency, on, on)).chfPerUnit(on);
  await repo.transaction(async (tx) => {
    await tx.deleteAchievedTargets(removeAchieved);
    await tx.replaceOpenTargets(
      targets.map((target) => ({ amount: toMoneyString(target.amount * chfPerUnit), targetDate: target.target_date })),
    );
  });
  return aumTargets(repo, currency);
}

export async function serviceAmounts(
  repo: StatisticsRepository,
  product: ServiceProduct,
  currency: ReferenceCurrency,
): Promise<ServiceAmountsResponse> {
  const date = await repo.latestValuationDate();
  const result = await repo.productAmounts(product, date);
  const convert = await repo.converter(currency, date ?? today(), date ?? today());
  return {
    product,
    currency,
    clients_count: result.clientsCount,
    services_count: result.servicesCount,
    amount: convert(result.amount, date ?? today()),
  };
}

export async function expectedRevenue(repo: StatisticsRepository, currency: ReferenceCurrency): Promise<ExpectedRevenueResponse> {
  const date = await repo.latestValuationDate();
  const fees = await repo.expectedFees(date);
  const convert = await repo.converter(currency, date ?? today(), date ?? today());
  return {
    currency,
    clients_count: fees.clientsCount,
    expected_revenue: {
      finders_fee: convert(fees.findersFee, date ?? today()),
      recurring_fee_monthly: convert(fees.recurringFeeMonthly, date ?? today()),
    },
  };
}

/**
 * What needs the adviser now: a pillar 3a contribution still open in the year's last quarter (it must be paid by
 * the end of December), then clients stuck in a funnel stage for more than two weeks, longest first.
 */
export async function nextSteps(repo: StatisticsRepository, now = utcToday()): Promise<{ items: NextStep[] }> {
  const items: NextStep[] = [];
  const year = now.getUTCFullYear();
  if (now.getUTCMonth() >= 9) {
    const date = await repo.latestValuationDate();
    for (const client of await repo.openThirdPillarClients(year, date, NEXT_STEPS_LIMIT)) {
      items.push({ client_id: client.id, client_name: `${client.firstName} ${client.lastName}`, reason: 'third_pillar_open', year });
    }
  }
  const stuck = await repo.stuckClients(isoDate(now), STUCK_AFTER_DAYS, NEXT_STEPS_LIMIT);
  for (const client of stuck) {
    items.push({
      client_id: client.id,
      client_name: `${client.firstName} ${client.lastName}`,
      reason: 'stuck_in_stage',
      stage: client.stage,
      days: client.days,
    });
  }
  return { items };
}
