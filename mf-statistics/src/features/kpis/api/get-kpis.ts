import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api/client';
import { statisticsKeys } from '../../../lib/query-keys';
import { kpisResponseSchema, type StatisticsQuery } from '@portal/shared/contracts/statistics';

export async function getKpis(params: StatisticsQuery, signal?: AbortSignal) {
  const body = await api.get('admin_partner/statistics/kpis', { searchParams: params, signal }).json();
  return kpisResponseSchema.parse(body);
}

export const kpisQueryOptions = (params: StatisticsQuery) =>
  queryOptions({
    queryKey: statisticsKeys.kpis(params),
    queryFn: ({ signal }) => getKpis(params, signal),
  });

export const useKpis = (params: StatisticsQuery) => useQuery(kpisQueryOptions(params));
