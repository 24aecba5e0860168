import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, downloadFile } from '@portal/shared/api';
import { investmentCalendarResponseSchema } from '@portal/shared/contracts';
import { toolsKeys } from '../../../lib/query-keys';

/** GET admin_partner/admin/investment_calendars: the dates of a year, the next date and the calendar file. */
export async function getInvestmentCalendar(year: number | undefined, signal?: AbortSignal) {
  const body = await api.get('admin_partner/admin/investment_calendars', { searchParams: year ? { year } : {}, signal }).json();
  return investmentCalendarResponseSchema.parse(body);
}

export const investmentCalendarQueryOptions = (year: number | undefined) =>
  queryOptions({ queryKey: toolsKeys.calendar(year), queryFn: ({ signal }) => getInvestmentCalendar(year, signal) });

export const useInvestmentCalendar = (year: number | undefined) =>
  useQuery({ ...investmentCalendarQueryOptions(year), placeholderData: keepPreviousData });

/** The calendar of a year as .ics (Outlook) or PDF, in the page's language. */
export const downloadInvestmentCalendar = (year: number, format: 'ics' | 'pdf', locale: string) =>
  downloadFile('admin_partner/admin/investment_calendars/file', {
    fallbackName: `investment-calendar-${year}.${format}`,
    searchParams: { year, format, locale },
  });
