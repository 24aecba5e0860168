/**
 * The Swiss bank holidays and the bank business days (docs/tools.md, "Investment calendar"): the one holiday calendar
 * of the portal, used by the API (investment dates, their .ics and PDF) and by the front end (the calendar grid).
 * Days are ISO dates (YYYY-MM-DD), computed in UTC.
 */

const DAY_MS = 86_400_000;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const addDays = (day: string, days: number) => iso(new Date(utc(day).getTime() + days * DAY_MS));

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export type SwissBankHoliday =
  | 'new_year'
  | 'berchtolds_day'
  | 'good_friday'
  | 'easter_monday'
  | 'ascension'
  | 'whit_monday'
  | 'national_day'
  | 'christmas'
  | 'st_stephens_day';

/** The bank holidays of a year, in date order: 1 and 2 January, Good Friday, Easter Monday, Ascension, Whit Monday, 1 August, 25 and 26 December. */
export function swissBankHolidays(year: number): { date: string; holiday: SwissBankHoliday }[] {
  const easter = easterSunday(year);
  const y = String(year).padStart(4, '0');
  return [
    { date: `${y}-01-01`, holiday: 'new_year' as const },
    { date: `${y}-01-02`, holiday: 'berchtolds_day' as const },
    { date: addDays(easter, -2), holiday: 'good_friday' as const },
    { date: addDays(easter, 1), holiday: 'easter_monday' as const },
    { date: addDays(easter, 39), holiday: 'ascension' as const },
    { date: addDays(easter, 50), holiday: 'whit_monday' as const },
    { date: `${y}-08-01`, holiday: 'national_day' as const },
    { date: `${y}-12-25`, holiday: 'christmas' as const },
    { date: `${y}-12-26`, holiday: 'st_stephens_day' as const },
  ].sort((p, q) => p.date.localeCompare(q.date));
}

const holidaysByYear = new Map<number, Map<string, SwissBankHoliday>>();

/** The bank holiday on `day`, or null. */
export function swissBankHoliday(day: string): SwissBankHoliday | null {
  const year = Number(day.slice(0, 4));
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = new Map(swissBankHolidays(year).map(({ date, holiday }) => [date, holiday]));
    holidaysByYear.set(year, holidays);
  }
  return holidays.get(day) ?? null;
}

export function isWeekendDay(day: string): boolean {
  const weekday = utc(day).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Monday to Friday and not a bank holiday. */
export function isBankBusinessDay(day: string): boolean {
  return !isWeekendDay(day) && swissBankHoliday(day) === null;
}

/** `day` itself when it is a bank business day, else the next one: weekends and bank holidays shift forward. */
export function nextBankBusinessDay(day: string): string {
  let current = day;
  while (!isBankBusinessDay(current)) current = addDays(current, 1);
  return current;
}

/** The first bank business day of a month (`month` 1–12). */
export function firstBankBusinessDayOfMonth(year: number, month: number): string {
  return nextBankBusinessDay(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`);
}
