import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api/client';
import { statisticsKeys } from '../../../lib/query-keys';
import { expectedRevenueResponseSchema, type StatisticsQuery } from '@portal/shared/contracts/statistics';

export async function getExpectedRevenue(params: StatisticsQuery, signal?: AbortSignal) {
  const body = await api.get('admin_partner/admin/statistics/expected_revenue', { searchParams: params, signal }).json();
  return expectedRevenueResponseSchema.parse(body);
}

export const expectedRevenueQueryOptions = (params: StatisticsQuery) =>
  queryOptions({
    queryKey: statisticsKeys.expectedRevenue(params),
    queryFn: ({ signal }) => getExpectedRevenue(params, signal),
  });

export const useExpectedRevenue = (params: StatisticsQuery) => useQuery(expectedRevenueQueryOptions(params));
