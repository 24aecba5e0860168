import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api/client';
import { statisticsKeys } from '../../../lib/query-keys';
import { aumGrowthResponseSchema, type AumGrowthQuery } from '@portal/shared/contracts/statistics';

export async function getAumGrowth(params: AumGrowthQuery, signal?: AbortSignal) {
  const body = await api.get('admin_partner/statistics/aum_growth', { searchParams: params, signal }).json();
  return aumGrowthResponseSchema.parse(body);
}

export const aumGrowthQueryOptions = (params: AumGrowthQuery) =>
  queryOptions({
    queryKey: statisticsKeys.aumGrowth(params),
    queryFn: ({ signal }) => getAumGrowth(params, signal),
  });

// Switching the range keeps the previous series on screen until the new one arrives instead of flashing a skeleton.
export const useAumGrowth = (params: AumGrowthQuery) => useQuery({ ...aumGrowthQueryOptions(params), placeholderData: keepPreviousData });
