import { eq, max } from 'drizzle-orm';
import type { Executor } from '../../db';
import { exchangeRates } from '../../db/schema';

/** CHF per unit of each foreign currency on the latest day with rates (reference data, the same for every company). */
export async function latestRates(db: Executor): Promise<Map<string, number>> {
  const [latest] = await db.select({ day: max(exchangeRates.date) }).from(exchangeRates);
  if (!latest?.day) return new Map();
  const rows = await db.select().from(exchangeRates).where(eq(exchangeRates.date, latest.day));
  return new Map(rows.map((row) => [row.currency, Number(row.chfPerUnit)]));
}
