import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '@portal/shared/query';
import { remotePaths } from '@portal/shared/remote-paths';
import { localePrefix, matchPath } from '@portal/shared/router';
import { useSession } from '@portal/shared/session';
import { clientQueryOptions } from '../features/client-detail/api/get-client';
import { monthlyPerformanceQueryOptions } from '../features/client-detail/api/get-monthly-performance';
import { performanceQueryOptions } from '../features/client-detail/api/get-performance';
import { servicesQueryOptions } from '../features/client-detail/api/get-services';
import { rangeOf } from '../features/client-detail/hooks/use-range';
import { clientDocumentsQueryOptions } from '../features/client-documents/api/get-client-documents';
import { advisersQueryOptions } from '../features/client-list/api/get-advisers';
import { clientsQueryOptions } from '../features/client-list/api/get-clients';
import { custodiansQueryOptions } from '../features/client-list/api/get-custodians';
import { listRequest, parseListParams } from '../features/client-list/hooks/use-list-params';
import { parseId } from '../lib/client-id';
import { ClientDetailRoute, ServicePerformanceRoute } from './detail-pages';

/**
 * The list opened by its address: its first page as the address filters and sorts it, the custodians of its filter,
 * and the advisers of its adviser filter where the session shows that module. Its largest paint is a row's status,
 * which waited for the page's first render (400 ms after the remote's code on a warm load) before the list was asked
 * for (docs/performance.md, "The client list's data with its code").
 */
function prefetchList(client: QueryClient, search: string) {
  const { visibleModules, referenceCurrency } = useSession.getState();
  const canFilterByAdviser = visibleModules.includes('partner_company_users');
  const state = parseListParams(new URLSearchParams(search));
  void client.prefetchQuery(clientsQueryOptions(listRequest(state, { canFilterByAdviser, scope: undefined, currency: referenceCurrency })));
  void client.prefetchQuery(custodiansQueryOptions());
  if (canFilterByAdviser) void client.prefetchQuery(advisersQueryOptions());
}

/**
 * A page of this remote opened by its address (a reload, a link, the adviser's bookmark): the shell calls the
 * remote's `prefetch` as soon as the remote's code is there, before its first render. A client's page starts loading
 * its code then, and its first screen's data (the client, their services and performance in the session's currency
 * and the address's range, their monthly returns and documents) is asked for with the same query options as the
 * page's, which then finds it in the cache instead of asking once it has rendered; the list likewise (prefetchList).
 */
export function prefetchClientPage(
  client: QueryClient = queryClient,
  { pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location,
): void {
  const path = pathname.slice(localePrefix(pathname).length);
  const base = remotePaths.clients.list();
  if (matchPath(base, path)) {
    prefetchList(client, search);
    return;
  }
  if (matchPath(`${base}/:id/performance/:serviceId`, path)) {
    void ServicePerformanceRoute.preload().catch(() => undefined);
    return;
  }
  const id = parseId(matchPath(`${base}/:id`, path)?.params.id);
  if (id === null) return;
  void ClientDetailRoute.preload().catch(() => undefined);
  const currency = useSession.getState().referenceCurrency;
  void client.prefetchQuery(clientQueryOptions(id));
  void client.prefetchQuery(servicesQueryOptions(id, currency));
  void client.prefetchQuery(performanceQueryOptions(id, { period: rangeOf(new URLSearchParams(search)), currency }));
  void client.prefetchQuery(monthlyPerformanceQueryOptions(id, { currency }));
  void client.prefetchQuery(clientDocumentsQueryOptions(id));
}
