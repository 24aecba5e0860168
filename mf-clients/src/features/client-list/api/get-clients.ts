import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPaged } from '@portal/shared/api/client';
import { clientListResponseSchema, type ClientListQuery } from '@portal/shared/contracts/clients';
import { clientsKeys } from '../../../lib/query-keys';
import { minimumFetchDelayMs, withMinimumDelay } from '../../../lib/minimum-delay';

/** The list's query as the page sends it: the page and its size always set (the schema's input leaves them open). */
export type ClientListRequest = Omit<ClientListQuery, 'page' | 'per_page' | 'adviser'> & {
  page: number;
  per_page: number;
  adviser?: number[];
};

/**
 * `GET admin_partner/clients`: one page, its position in the `x-current-page`, `x-per-page` and `x-total` headers.
 * The signal cancels the request in flight when the query changes (the next letter typed in the search).
 */
export function getClients(query: ClientListRequest, signal?: AbortSignal) {
  return withMinimumDelay(getPaged('admin_partner/clients', query, clientListResponseSchema, { signal }), minimumFetchDelayMs, signal);
}

export const clientsQueryOptions = (query: ClientListRequest) =>
  queryOptions({
    queryKey: clientsKeys.list(query),
    // TanStack Query aborts this signal when the list asks for another query before the answer came.
    queryFn: ({ signal }) => getClients(query, signal),
    // The previous page stays on screen (dimmed) while the next one loads, instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });

export const useClients = (query: ClientListRequest) => useQuery(clientsQueryOptions(query));
