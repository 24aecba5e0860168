import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api/client';
import { statisticsKeys } from '../../../lib/query-keys';
import { nextStepsResponseSchema, type StatisticsScopeQuery } from '@portal/shared/contracts/statistics';

export async function getNextSteps(params: StatisticsScopeQuery, signal?: AbortSignal) {
  const body = await api.get('admin_partner/statistics/next_steps', { searchParams: params, signal }).json();
  return nextStepsResponseSchema.parse(body);
}

export const nextStepsQueryOptions = (params: StatisticsScopeQuery) =>
  queryOptions({
    queryKey: statisticsKeys.nextSteps(params),
    queryFn: ({ signal }) => getNextSteps(params, signal),
  });

export const useNextSteps = (params: StatisticsScopeQuery) => useQuery(nextStepsQueryOptions(params));
