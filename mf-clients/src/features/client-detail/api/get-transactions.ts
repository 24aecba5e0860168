import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { transactionsResponseSchema, type TransactionsResponse } from '@portal/shared/contracts';
import { clientsKeys } from '../../../lib/query-keys';

/**
 * `GET admin_partner/client_overview/{id}/transactions/{serviceId}?group_by=month&last_loaded_month=`: one month of
 * transactions, newest first; without `last_loaded_month` the newest month that has any.
 */
export async function getTransactions(id: number, serviceId: number, lastLoadedMonth: string | undefined, signal?: AbortSignal) {
  const body = await api
    .get(`admin_partner/client_overview/${id}/transactions/${serviceId}`, {
      searchParams: { group_by: 'month', last_loaded_month: lastLoadedMonth },
      signal,
    })
    .json();
  return transactionsResponseSchema.parse(body);
}

/** Month after month, as the adviser scrolls: the next page is the month before the last one loaded. */
export const transactionsQueryOptions = (id: number, serviceId: number) =>
  infiniteQueryOptions({
    queryKey: clientsKeys.transactions(id, serviceId),
    queryFn: ({ pageParam, signal }) => getTransactions(id, serviceId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: TransactionsResponse) => (last.has_more && last.month ? last.month : undefined),
  });

export const useTransactions = (id: number, serviceId: number) => useInfiniteQuery(transactionsQueryOptions(id, serviceId));
