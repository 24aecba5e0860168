import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api/client';
import { statisticsKeys } from '../../../lib/query-keys';
import { aumTargetsResponseSchema, type StatisticsQuery } from '@portal/shared/contracts/statistics';

export async function getAchievedAumTargets(params: StatisticsQuery, signal?: AbortSignal) {
  const body = await api.get('admin_partner/statistics/achieved_aum_targets', { searchParams: params, signal }).json();
  return aumTargetsResponseSchema.parse(body);
}

export const achievedAumTargetsQueryOptions = (params: StatisticsQuery) =>
  queryOptions({
    queryKey: statisticsKeys.aumTargets(params),
    queryFn: ({ signal }) => getAchievedAumTargets(params, signal),
  });

export const useAchievedAumTargets = (params: StatisticsQuery) => useQuery(achievedAumTargetsQueryOptions(params));
