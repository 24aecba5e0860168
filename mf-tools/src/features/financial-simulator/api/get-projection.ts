import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { projectionResponseSchema, type ProjectionQuery } from '@portal/shared/contracts';
import { toolsKeys } from '../../../lib/query-keys';

/** The inputs as search parameters, without those left empty (the optional pillar 3a ones). */
export const searchParamsOf = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Record<string, string | number>;

/**
 * GET admin_partner/projections. The query consumes the signal, so TanStack Query aborts the request in flight as
 * soon as the inputs (the key) change. docs/api.md: projection errors are only logged, never toasted.
 */
export async function getProjection(params: ProjectionQuery, signal?: AbortSignal) {
  const body = await api
    .get('admin_partner/projections', { searchParams: searchParamsOf(params), signal, context: { silent: true } })
    .json();
  return projectionResponseSchema.parse(body);
}

export const projectionQueryOptions = (params: ProjectionQuery) =>
  queryOptions({ queryKey: toolsKeys.projection(params), queryFn: ({ signal }) => getProjection(params, signal) });

// The previous fan stays on screen (dimmed) while the next one is computed.
export const useProjection = (params: ProjectionQuery | null) =>
  useQuery({
    ...projectionQueryOptions(params ?? { strategy_id: 0, product: 'free', initial_amount: 0, monthly_contribution: 0, years: 1 }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
