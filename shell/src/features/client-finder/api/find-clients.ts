import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPaged } from '@portal/shared/api/client';
import { clientListResponseSchema } from '@portal/shared/contracts/clients';
import { shellKeys } from '@portal/shared/query';

/** How many clients the finder offers for what was typed. */
export const finderSize = 8;

/**
 * The clients whose name (or e-mail, or phone) matches, best first by name: the client list of the API
 * (`GET admin_partner/clients?search=`), one short page. Each letter typed cancels the request of the one before.
 */
export async function findClients(search: string, signal?: AbortSignal) {
  const page = await getPaged('admin_partner/clients', { search, per_page: finderSize, page: 1, sort: 'name' }, clientListResponseSchema, {
    signal,
    context: { silent: true },
  });
  return { clients: page.items.clients, total: page.total };
}

export const clientFinderQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...shellKeys.all, 'client_finder', search] as const,
    queryFn: ({ signal }) => findClients(search, signal),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useClientFinder = (search: string) => useQuery(clientFinderQueryOptions(search.trim()));
