import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api/client';
import { monthlyPerformanceResponseSchema } from '@portal/shared/contracts/clients';
import type { ReferenceCurrency } from '@portal/shared/contracts/statistics';
import { clientsKeys } from '../../../lib/query-keys';

export type MonthlyParams = { currency: ReferenceCurrency; serviceId?: number };

/** `GET admin_partner/client_overview/{id}/monthly_performance`: the time-weighted return of each month. */
export async function getMonthlyPerformance(id: number, { currency, serviceId }: MonthlyParams, signal?: AbortSignal) {
  const body = await api
    .get(`admin_partner/client_overview/${id}/monthly_performance`, {
      searchParams: { requested_currency: currency, service_id: serviceId },
      signal,
    })
    .json();
  return monthlyPerformanceResponseSchema.parse(body);
}

export const monthlyPerformanceQueryOptions = (id: number, params: MonthlyParams) =>
  queryOptions({ queryKey: clientsKeys.monthly(id, params), queryFn: ({ signal }) => getMonthlyPerformance(id, params, signal) });

export const useMonthlyPerformance = (id: number, params: MonthlyParams) => useQuery(monthlyPerformanceQueryOptions(id, params));
