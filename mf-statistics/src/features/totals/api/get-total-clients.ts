import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api/client';
import { statisticsKeys } from '../../../lib/query-keys';
import { totalClientsResponseSchema, type StatisticsQuery } from '@portal/shared/contracts/statistics';

export async function getTotalClients(params: StatisticsQuery, signal?: AbortSignal) {
  const body = await api.get('admin_partner/statistics/total_clients', { searchParams: params, signal }).json();
  return totalClientsResponseSchema.parse(body);
}

export const totalClientsQueryOptions = (params: StatisticsQuery) =>
  queryOptions({
    queryKey: statisticsKeys.totalClients(params),
    queryFn: ({ signal }) => getTotalClients(params, signal),
  });

export const useTotalClients = (params: StatisticsQuery) => useQuery(totalClientsQueryOptions(params));
