import { firstBankBusinessDayOfMonth } from '@portal/shared/contracts';

const DAY = 24 * 60 * 60 * 1000;

/** Days are handled as UTC midnights and written as ISO dates (YYYY-MM-DD). */
export function utcToday(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / DAY);
}

export function isWeekend(date: Date): boolean {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}

/** The first bank business day of a month (`month` 0–11): weekends and Swiss bank holidays shift (docs/tools.md). */
export function firstBusinessDayOfMonth(year: number, month: number): Date {
  return new Date(`${firstBankBusinessDayOfMonth(year, month + 1)}T00:00:00Z`);
}

/** A time of day on `date`, for timestamps of events (hours in UTC). */
export function atHour(date: Date, hour: number, minute = 0): Date {
  return new Date(date.getTime() + (hour * 60 + minute) * 60 * 1000);
}
