import { asc, sql } from 'drizzle-orm';
import { nextBankBusinessDay } from '@portal/shared/contracts';
import { investmentDates } from '../../db/schema';
import { scopedRepository } from '../../lib/scoped-repository';
import { addDays } from '../../lib/dates';

/** The longest run of days without a bank business day (Christmas, St Stephen's and a weekend: four) and some slack. */
const LONGEST_CLOSURE_DAYS = 7;
const daysBefore = (day: string, days: number) => addDays(day, -days);

/**
 * The stored dates as investment days: a date on a weekend or a Swiss bank holiday moves to the next bank business day
 * (docs/tools.md, "Investment calendar"), two dates that land on the same day are one.
 */
function investmentDays(stored: readonly string[]): string[] {
  return [...new Set(stored.map(nextBankBusinessDay))].sort();
}

/** The investment dates: the wealth manager's calendar, the same for every partner company. */
export const createInvestmentCalendarRepository = scopedRepository(({ db }) => {
  /** The investment days between two days (both included), from the stored dates that can shift into them. */
  async function daysBetween(from: string, to: string | null): Promise<string[]> {
    const rows = await db
      .select({ date: investmentDates.date })
      .from(investmentDates)
      .where(
        to === null
          ? sql`${investmentDates.date} >= ${daysBefore(from, LONGEST_CLOSURE_DAYS)}`
          : sql`${investmentDates.date} >= ${daysBefore(from, LONGEST_CLOSURE_DAYS)} and ${investmentDates.date} <= ${to}`,
      )
      .orderBy(asc(investmentDates.date))
      .limit(to === null ? LONGEST_CLOSURE_DAYS + 1 : 1000);
    return investmentDays(rows.map((row) => row.date)).filter((day) => day >= from && (to === null || day <= to));
  }

  return {
    datesOf: (year: number): Promise<string[]> => daysBetween(`${year}-01-01`, `${year}-12-31`),

    async years(): Promise<number[]> {
      const rows = await db.select({ date: investmentDates.date }).from(investmentDates).orderBy(asc(investmentDates.date));
      return [...new Set(investmentDays(rows.map((row) => row.date)).map((day) => Number(day.slice(0, 4))))];
    },

    /** The first investment day on or after `today`: the one query of the next date (calendar and dashboard). */
    async nextDate(today: string): Promise<string | null> {
      return (await daysBetween(today, null))[0] ?? null;
    },
  };
});
