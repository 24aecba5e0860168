import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api/client';
import { statisticsKeys } from '../../../lib/query-keys';
import { clientStatesResponseSchema, type StatisticsScopeQuery } from '@portal/shared/contracts/statistics';

export async function getClientStates(params: StatisticsScopeQuery, signal?: AbortSignal) {
  const body = await api.get('admin_partner/statistics/client_states', { searchParams: params, signal }).json();
  return clientStatesResponseSchema.parse(body);
}

export const clientStatesQueryOptions = (params: StatisticsScopeQuery) =>
  queryOptions({
    queryKey: statisticsKeys.clientStates(params),
    queryFn: ({ signal }) => getClientStates(params, signal),
  });

export const useClientStates = (params: StatisticsScopeQuery) => useQuery(clientStatesQueryOptions(params));
