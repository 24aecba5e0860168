/**
 * Performance of a service (or of all of a client's services) over a period, from the stored end-of-day values and
 * the external cash flows. Pure functions: the routes load the rows, these do the arithmetic.
 *
 * The stored values follow value(t) = value(t-1)·(1 + r_t) + flows(t): a flow counts at the end of its day. Fees
 * are not external flows (they come out of the portfolio and belong to its performance, so returns are net of fees).
 */
import type { PerformancePeriod } from '@portal/shared/contracts';
import { addMonthsClamped, daysBetween } from '../../lib/dates';

export type Valuation = { date: string; value: number };
/** Positive: money paid into the service (a deposit); negative: money paid out (a withdrawal). */
export type Flow = { date: string; amount: number };

export { daysBetween };

/**
 * The time-weighted return from the value on `baseValue` (the end of the day before the period) through the
 * valuations: each step between two stored values is r = (V_t − flows in (t−1, t]) / V_(t−1) − 1, and the steps are
 * chained. A step from a value of zero is skipped (nothing was invested to earn a return). Null when no step could
 * be measured.
 */
export function timeWeightedReturn(baseValue: number, valuations: Valuation[], flows: Flow[]): number | null {
  const sortedFlows = [...flows].sort((a, b) => a.date.localeCompare(b.date));
  let growth = 1;
  let measured = false;
  let previous = baseValue;
  let flowIndex = 0;
  for (const { date, value } of valuations) {
    let flow = 0;
    while (flowIndex < sortedFlows.length && sortedFlows[flowIndex]!.date <= date) flow += sortedFlows[flowIndex++]!.amount;
    if (previous > 0) {
      growth *= (value - flow) / previous;
      measured = true;
    }
    previous = value;
  }
  return measured ? growth - 1 : null;
}

/**
 * XIRR: the yearly rate r at which Σ amount_i · (1 + r)^(−days_i / 365) = 0, the amounts from the investor's side
 * (money paid in negative, money received and the final value positive). Newton's method from 10 %, and bisection
 * when it does not settle. Null when the flows have no sign change (no rate solves them).
 */
export function xirr(cashFlows: Flow[]): number | null {
  const flows = cashFlows.filter((flow) => flow.amount !== 0);
  if (!flows.some((f) => f.amount > 0) || !flows.some((f) => f.amount < 0)) return null;
  const first = flows.reduce((min, f) => (f.date < min ? f.date : min), flows[0]!.date);
  const terms = flows.map((f) => ({ years: daysBetween(first, f.date) / 365, amount: f.amount }));
  const npv = (rate: number) => terms.reduce((sum, t) => sum + t.amount / (1 + rate) ** t.years, 0);
  const slope = (rate: number) => terms.reduce((sum, t) => sum - (t.years * t.amount) / (1 + rate) ** (t.years + 1), 0);

  let rate = 0.1;
  for (let i = 0; i < 50; i += 1) {
    const value = npv(rate);
    if (Math.abs(value) < 1e-9) return rate;
    const d = slope(rate);
    if (!Number.isFinite(d) || d === 0) break;
    const next = rate - value / d;
    if (!Number.isFinite(next) || next <= -0.999999) break;
    if (Math.abs(next - rate) < 1e-12) return next;
    rate = next;
  }
  // bisection on (−99.9999 %, 1e6 %): the NPV changes sign there whenever the flows do
  let low = -0.999999;
  let high = 1e4;
  let fLow = npv(low);
  if (Math.sign(fLow) === Math.sign(npv(high))) return null;
  for (let i = 0; i < 300; i += 1) {
    const mid = (low + high) / 2;
    const fMid = npv(mid);
    if (Math.abs(fMid) < 1e-9 || high - low < 1e-13) return mid;
    if (Math.sign(fMid) === Math.sign(fLow)) {
      low = mid;
      fLow = fMid;
    } else high = mid;
  }
  return (low + high) / 2;
}

export type PeriodPerformance = {
  startValue: number;
  endValue: number;
  deposits: number;
  withdrawals: number;
  twr: number | null;
  /** the money-weighted return over the period (XIRR compounded over the period's days) */
  mwr: number | null;
  /** yearly rates, only for a period of a year or more */
  annualised: { twr: number | null; mwr: number | null } | null;
};

/**
 * Both returns of a period. `base` is the day before the period with the value then (null when the money came in
 * during the period: max, or a service opened since); `valuations` are the values after it up to the end.
 */
export function periodPerformance(base: Valuation | null, valuations: Valuation[], flows: Flow[]): PeriodPerformance {
  const startValue = base?.value ?? 0;
  const last = valuations[valuations.length - 1];
  const endValue = last?.value ?? startValue;
  const deposits = flows.filter((f) => f.amount > 0).reduce((sum, f) => sum + f.amount, 0);
  const withdrawals = flows.filter((f) => f.amount < 0).reduce((sum, f) => sum - f.amount, 0);
  const twr = timeWeightedReturn(startValue, valuations, flows);

  // the investor's side: the value at the start is as if paid in then, the value at the end as if received
  const investor: Flow[] = [];
  if (base && startValue > 0) investor.push({ date: base.date, amount: -startValue });
  for (const flow of flows) investor.push({ date: flow.date, amount: -flow.amount });
  if (last && endValue > 0) investor.push({ date: last.date, amount: endValue });
  const yearly = xirr(investor);
  const firstDate = investor.reduce<string | null>((min, f) => (min === null || f.date < min ? f.date : min), null);
  const days = firstDate && last ? daysBetween(firstDate, last.date) : 0;
  const mwr = yearly === null || days === 0 ? null : (1 + yearly) ** (days / 365) - 1;

  const spanStart = base?.date ?? valuations[0]?.date;
  const span = spanStart && last ? daysBetween(spanStart, last.date) : 0;
  const annualised = span >= 365 ? { twr: twr === null ? null : (1 + twr) ** (365 / span) - 1, mwr: yearly } : null;
  return { startValue, endValue, deposits, withdrawals, twr, mwr, annualised };
}

/** `date` moved back by whole months, clamped to the month's last day (31 March − 1 month = 28/29 February). */
export function monthsBack(date: string, months: number): string {
  return addMonthsClamped(date, -months);
}

/**
 * The base day of a period ending on `end`: its value is the starting value, and the period's returns are measured
 * over the days after it. Null for max (from the first money in).
 */
export function periodBase(period: PerformancePeriod, end: string): string | null {
  switch (period) {
    case '1m':
      return monthsBack(end, 1);
    case '3m':
      return monthsBack(end, 3);
    case '1y':
      return monthsBack(end, 12);
    case 'ytd':
      return `${Number(end.slice(0, 4)) - 1}-12-31`;
    case 'max':
      return null;
  }
}

/** The time-weighted return of each calendar month of the series (the base is the previous month's last value). */
export function monthlyReturns(valuations: Valuation[], flows: Flow[]): { month: string; twr: number | null }[] {
  const months = new Map<string, Valuation[]>();
  for (const valuation of valuations) {
    const month = valuation.date.slice(0, 7);
    const list = months.get(month);
    if (list) list.push(valuation);
    else months.set(month, [valuation]);
  }
  const result: { month: string; twr: number | null }[] = [];
  let previous: Valuation | null = null;
  for (const [month, list] of months) {
    const from = previous?.date ?? '';
    const inMonth = flows.filter((f) => f.date > from && f.date <= list[list.length - 1]!.date);
    result.push({ month, twr: timeWeightedReturn(previous?.value ?? 0, list, inMonth) });
    previous = list[list.length - 1]!;
  }
  return result;
}
