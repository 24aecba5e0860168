import { addMonths } from '../../lib/dates';
import { lastDayOf, monthOf } from './fees';

export const firstDayOf = (month: string) => `${month}-01`;

/**
 * The day the next invoice is expected: fees are issued at month end, so the last day of the current month, or of
 * the next one when the current month's invoice is already out.
 */
export function nextExpectedInvoiceDate(today: Date, currentMonthIssued: boolean): string {
  const month = monthOf(today);
  return lastDayOf(currentMonthIssued ? addMonths(month, 1) : month);
}
