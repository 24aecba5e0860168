import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { simulatorStrategiesResponseSchema } from '@portal/shared/contracts';
import { toolsKeys } from '../query-keys';

/** GET admin_partner/projections/strategies: the strategies with their expected return, volatility and fee. */
export async function getStrategies(signal?: AbortSignal) {
  const body = await api.get('admin_partner/projections/strategies', { signal }).json();
  return simulatorStrategiesResponseSchema.parse(body).strategies;
}

export const strategiesQueryOptions = () =>
  queryOptions({ queryKey: toolsKeys.strategies(), queryFn: ({ signal }) => getStrategies(signal), staleTime: 5 * 60_000 });

export const useStrategies = () => useQuery(strategiesQueryOptions());
