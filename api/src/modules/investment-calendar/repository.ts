import { asc, gte, sql } from 'drizzle-orm';
import { investmentDates } from '../../db/schema';
import { scopedRepository } from '../../lib/scoped-repository';

/** The investment dates: the wealth manager's calendar, the same for every partner company. */
export const createInvestmentCalendarRepository = scopedRepository(({ db }) => ({
  async datesOf(year: number): Promise<string[]> {
    const rows = await db
      .select({ date: investmentDates.date })
      .from(investmentDates)
      .where(sql`${investmentDates.date} >= ${`${year}-01-01`} and ${investmentDates.date} <= ${`${year}-12-31`}`)
      .orderBy(asc(investmentDates.date));
    return rows.map((row) => row.date);
  },

  async years(): Promise<number[]> {
    const rows = await db
      .selectDistinct({ year: sql<number>`extract(year from ${investmentDates.date})::int` })
      .from(investmentDates)
      .orderBy(sql`1`);
    return rows.map((row) => Number(row.year));
  },

  async nextDate(today: string): Promise<string | null> {
    const [row] = await db
      .select({ date: investmentDates.date })
      .from(investmentDates)
      .where(gte(investmentDates.date, today))
      .orderBy(asc(investmentDates.date))
      .limit(1);
    return row?.date ?? null;
  },
}));
