import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '@portal/shared/api/client';
import { statisticsKeys } from '../../../lib/query-keys';
import {
  serviceAmountsResponseSchema,
  serviceProducts,
  type ServiceProduct,
  type StatisticsQuery,
} from '@portal/shared/contracts/statistics';

export async function getProductAmounts(product: ServiceProduct, params: StatisticsQuery, signal?: AbortSignal) {
  const body = await api.get(`admin_partner/${product}_services/amounts`, { searchParams: params, signal }).json();
  return serviceAmountsResponseSchema.parse(body);
}

export const productAmountsQueryOptions = (product: ServiceProduct, params: StatisticsQuery) =>
  queryOptions({
    queryKey: statisticsKeys.serviceAmounts(product, params),
    queryFn: ({ signal }) => getProductAmounts(product, params, signal),
  });

/** One query per product, so that one product's failure leaves the other five on screen. */
export const useProductAmounts = (params: StatisticsQuery) =>
  useQueries({ queries: serviceProducts.map((product) => productAmountsQueryOptions(product, params)) });
