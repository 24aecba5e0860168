import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { ReferenceCurrency } from '@portal/shared/contracts';
import type { Executor } from '../../db';
import { exchangeRates } from '../../db/schema';

/**
 * Turns CHF amounts into the reference currency at the rate of their day (the latest rate on or before it: there
 * is none on a holiday). Stored amounts are CHF; `chf_per_unit` is CHF per unit of the foreign currency.
 */
export type Converter = ((chf: number, date: string) => number) & {
  /** CHF per unit of the reference currency on a day */
  chfPerUnit(date: string): number;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

export async function loadConverter(db: Executor, currency: ReferenceCurrency, from: string, to: string): Promise<Converter> {
  if (currency === 'CHF') return Object.assign((chf: number) => round2(chf), { chfPerUnit: () => 1 });
  const inRange = await db
    .select({ date: exchangeRates.date, rate: exchangeRates.chfPerUnit })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), gte(exchangeRates.date, from), lte(exchangeRates.date, to)))
    .orderBy(exchangeRates.date);
  const [before] = await db
    .select({ date: exchangeRates.date, rate: exchangeRates.chfPerUnit })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.date, from)))
    .orderBy(desc(exchangeRates.date))
    .limit(1);
  const rates = [...(before ? [before] : []), ...inRange].map((row) => ({ date: row.date, rate: Number(row.rate) }));
  if (rates.length === 0) {
    // no rate up to `to`: the earliest one known stands in
    const [first] = await db
      .select({ rate: exchangeRates.chfPerUnit })
      .from(exchangeRates)
      .where(eq(exchangeRates.currency, currency))
      .orderBy(exchangeRates.date)
      .limit(1);
    if (!first) throw new Error(`no exchange rate for ${currency}`);
    rates.push({ date: from, rate: Number(first.rate) });
  }
  const rateOn = (date: string) => {
    // binary search for the last rate on or before `date`
    let low = 0;
    let high = rates.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (rates[middle]!.date <= date) low = middle;
      else high = middle - 1;
    }
    return rates[low]!.rate;
  };
  return Object.assign((chf: number, date: string) => round2(chf / rateOn(date)), { chfPerUnit: rateOn });
}
