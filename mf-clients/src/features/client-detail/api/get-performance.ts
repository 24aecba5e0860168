import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api/client';
import { performanceResponseSchema, type PerformancePeriod } from '@portal/shared/contracts/clients';
import type { ReferenceCurrency } from '@portal/shared/contracts/statistics';
import { clientsKeys } from '../../../lib/query-keys';

export type PerformanceParams = { period: PerformancePeriod; currency: ReferenceCurrency; serviceId?: number };

/**
 * The performance of a period: of all the client's services (`overall_performance_for_period`) or of one
 * (`performance_for_period?service_id=`), with TWR and XIRR and the daily values.
 */
export async function getPerformance(id: number, { period, currency, serviceId }: PerformanceParams, signal?: AbortSignal) {
  const path =
    serviceId === undefined
      ? `admin_partner/client_overview/${id}/overall_performance_for_period`
      : `admin_partner/client_overview/${id}/performance_for_period`;
  const searchParams = { period, requested_currency: currency, service_id: serviceId };
  return performanceResponseSchema.parse(await api.get(path, { searchParams, signal }).json());
}

export const performanceQueryOptions = (id: number, params: PerformanceParams) =>
  queryOptions({
    queryKey: clientsKeys.performance(id, params),
    queryFn: ({ signal }) => getPerformance(id, params, signal),
    // the chart of the previous range stays while the next one loads
    placeholderData: keepPreviousData,
  });

export const usePerformance = (id: number, params: PerformanceParams) => useQuery(performanceQueryOptions(id, params));
