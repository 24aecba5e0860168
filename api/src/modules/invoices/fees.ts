import { daysInMonth } from '../../lib/dates';
/**
 * The fee arithmetic of the partner invoices, as pure functions on integer cents (no floating point between the
 * data and the rounded line). Percentages arrive as the numeric strings of the database ("0.250" = 0.25 %) and are
 * handled in thousandths of a percent. The rules: docs/documents.md ("Fees").
 *
 * - Finders fee: once, at a client's first investment: its percentage of the first invested amount.
 * - Recurring fee: monthly: its percentage per year of the average daily AUM of the month, divided by twelve. The
 *   average runs over every calendar day of the month (a day without AUM counts as 0: a client who invests on the
 *   16th of a 30-day month pays for 15 days); the rate of each day is the one in force on that day, so a fee change
 *   in the month weighs by days.
 * - VAT: 8.1 % of the subtotal for a company registered for VAT, else none.
 */

export const VAT_RATE_PERCENT = '8.1';

/** A percentage string ("1.25", "0.250") in thousandths of a percent (1250, 250). */
export function percentToMilli(value: string | number): bigint {
  const text = typeof value === 'number' ? value.toFixed(3) : value.trim();
  const [whole = '0', fraction = ''] = text.split('.');
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) throw new Error(`not a percentage: ${value}`);
  if (fraction.length > 3 && /[1-9]/.test(fraction.slice(3))) throw new Error(`more than three decimals: ${value}`);
  return BigInt(whole) * 1000n + BigInt((fraction + '000').slice(0, 3));
}

/** `numerator / denominator` rounded half away from zero (commercial rounding), both positive or zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new Error('division by zero');
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const quotient = (abs * 2n + denominator) / (denominator * 2n);
  return negative ? -quotient : quotient;
}

/** The finders fee in cents: `percent` % of the first invested amount. */
export function findersFee(firstInvestedCents: bigint, percent: string): bigint {
  return divideRounded(firstInvestedCents * percentToMilli(percent), 100n * 1000n);
}

/** Every calendar day of a month `YYYY-MM`, as ISO dates. */
export function daysOfMonth(month: string): string[] {
  return Array.from({ length: daysInMonth(month) }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

export type RecurringFee = {
  /** the average daily AUM of the month, in cents */
  basisCents: bigint;
  /** the AUM-weighted yearly rate in thousandths of a percent (the rate itself when it did not change) */
  rateMilli: bigint;
  amountCents: bigint;
};

/**
 * The recurring fee of one client for one month: Σ over the month's days of AUM(d) × rate(d), divided by the days
 * of the month and by twelve. `aumByDay` holds the client's AUM in cents per ISO day (missing days: 0); `rateOn`
 * gives the yearly rate in force on a day, as a percentage string, or null for no fee.
 */
export function recurringFee(month: string, aumByDay: ReadonlyMap<string, bigint>, rateOn: (day: string) => string | null): RecurringFee {
  const days = daysOfMonth(month);
  let aumSum = 0n;
  let weighted = 0n;
  for (const day of days) {
    const aum = aumByDay.get(day) ?? 0n;
    const rate = rateOn(day);
    if (aum === 0n || rate === null) continue;
    aumSum += aum;
    weighted += aum * percentToMilli(rate);
  }
  const n = BigInt(days.length);
  return {
    basisCents: divideRounded(aumSum, n),
    rateMilli: aumSum === 0n ? 0n : divideRounded(weighted, aumSum),
    amountCents: divideRounded(weighted, n * 12n * 100n * 1000n),
  };
}

/** The rate in force on a day: the latest change on or before it, else the fee structure's rate. */
export function rateSchedule(
  base: string | null,
  changes: readonly { validFrom: string; percentage: string }[],
): (day: string) => string | null {
  const sorted = [...changes].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  return (day) => {
    let rate = base;
    for (const change of sorted) if (change.validFrom <= day) rate = change.percentage;
    return rate;
  };
}

/** VAT in cents on a subtotal, at a rate like "8.1" (percent). */
export function vatOf(subtotalCents: bigint, ratePercent: string): bigint {
  return divideRounded(subtotalCents * percentToMilli(ratePercent), 100n * 1000n);
}

/** Thousandths of a percent as the decimal string of the `rate` column ("0.250000"). */
export function milliToPercentString(milli: bigint): string {
  return `${milli / 1000n}.${String(milli % 1000n).padStart(3, '0')}000`;
}

export function lastDayOf(month: string): string {
  return daysOfMonth(month).at(-1)!;
}

export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}
