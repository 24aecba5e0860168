import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/**
 * Calendar days in the API are UTC midnights written as ISO dates (`YYYY-MM-DD`), months as `YYYY-MM`: their arithmetic
 * is dayjs's in UTC mode (the front end's library), never milliseconds by hand. "Today" comes from `app.now()`.
 */
export const utcDay = (value: string | Date): Dayjs => dayjs.utc(typeof value === 'string' ? value.slice(0, 10) : value);

/** `value`'s calendar day (UTC) as `YYYY-MM-DD`. */
export const isoDay = (value: string | Date | Dayjs): string => (dayjs.isDayjs(value) ? value : utcDay(value)).format('YYYY-MM-DD');

/** The day `days` after `day` (negative: before). */
export const addDays = (day: string, days: number): string => isoDay(utcDay(day).add(days, 'day'));

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => utcDay(to).diff(utcDay(from), 'day');

/** The same day `months` later (negative: earlier), or that month's last day (31 March − 1 month = 28/29 February). */
export const addMonthsClamped = (day: string, months: number): string => isoDay(utcDay(day).add(months, 'month'));

/** The month `offset` months after `YYYY-MM` (negative: earlier). */
export const addMonths = (month: string, offset: number): string => dayjs.utc(`${month}-01`).add(offset, 'month').format('YYYY-MM');

/** The number of days of a month `YYYY-MM`. */
export const daysInMonth = (month: string): number => dayjs.utc(`${month}-01`).daysInMonth();

/** The first day of a month (`month` 0–11) as a UTC day. */
export const firstOfMonth = (year: number, month: number): Dayjs => dayjs.utc(`${year}-${String(month + 1).padStart(2, '0')}-01`);

/** `instant` moved on by `days` whole days (a token's or a code's end of validity). */
export const daysAfter = (instant: Date, days: number): Date => dayjs.utc(instant).add(days, 'day').toDate();
