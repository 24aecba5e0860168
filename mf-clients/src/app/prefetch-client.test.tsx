import { screen, waitFor, within } from '@testing-library/react';
import { createTestQueryClient } from '@portal/shared/query';
import { useSession } from '@portal/shared/session';
import { mockApi, renderWithProviders } from '@portal/shared/test-utils';
import { ClientListPage } from '../features/client-list/components/client-list-page';
import { listBody, listItem, pagingHeaders, partnerUser } from '../test/fixtures';
import { base, detailHandlers, paths } from '../test/detail-api';
import { clientsKeys } from '../lib/query-keys';
import { prefetchClientPage } from './prefetch-client';

const documents = `${base}/clients/11/documents`;

beforeEach(() => useSession.setState({ accessToken: 'access', partnerUser, visibleModules: ['clients'], referenceCurrency: 'EUR' }));

describe('the clients remote’s prefetch (called by the shell when a client’s page is opened by its address)', () => {
  it('asks for the first screen’s data in the session’s currency and the address’s range, which the page then finds', async () => {
    const server = mockApi({ ...detailHandlers(), [documents]: () => ({ body: { documents: [] } }) });
    const queryClient = createTestQueryClient();
    prefetchClientPage(queryClient, { pathname: '/fr/users/management/11', search: '?range=ytd' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(server.requests.map((request) => new URL(request.url).pathname).sort()).toEqual(
      [paths.client, documents, paths.services, paths.overall, paths.monthly].sort(),
    );
    const query = (path: string) => Object.fromEntries(new URL(server.to(path)[0]!.url).searchParams);
    expect(query(paths.services)).toEqual({ requested_currency: 'EUR' });
    expect(query(paths.overall)).toEqual({ period: 'ytd', requested_currency: 'EUR' });
    expect(query(paths.monthly)).toEqual({ requested_currency: 'EUR' });
    expect(queryClient.getQueryData(clientsKeys.detail(11))).toMatchObject({ client: { id: 11 } });
    expect(queryClient.getQueryData(clientsKeys.services(11, 'EUR'))).toMatchObject({ services: expect.any(Array) });
    expect(queryClient.getQueryData(clientsKeys.performance(11, { period: 'ytd', currency: 'EUR' }))).toBeDefined();
  });

  it('asks for the list as its address filters it, which the list page then finds instead of asking again', async () => {
    const clients = `${base}/clients`;
    const custodians = `${base}/custodians`;
    const advisers = `${base}/partner_company_users`;
    const server = mockApi({
      [clients]: () => ({ body: listBody([listItem()]), headers: pagingHeaders(1, 25, 1) }),
      [custodians]: () => ({ body: { custodians: [{ bank_code: 'UBS', name: 'UBS Switzerland AG', custom_custodian: false }] } }),
      [advisers]: () => ({ body: { partner_company_users: [{ id: 7, name: 'Marco Rossi' }] } }),
    });
    const session = {
      partnerUser,
      visibleModules: ['clients' as const, 'partner_company_users' as const],
      referenceCurrency: 'EUR' as const,
    };
    useSession.setState(session);
    const queryClient = createTestQueryClient();
    const search = '?funnel_stage=ready&adviser=7&per_page=25&sort=name';
    prefetchClientPage(queryClient, { pathname: '/it/users/management', search });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(server.requests.map((request) => new URL(request.url).pathname).sort()).toEqual([advisers, clients, custodians].sort());
    const asked = new URL(server.to(clients)[0]!.url).searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({ per_page: '25', sort: 'name', currency: 'EUR' });
    expect(asked.getAll('funnel_stage[]')).toEqual(['ready']);
    expect(asked.getAll('adviser[]')).toEqual(['7']);

    renderWithProviders(<ClientListPage />, { session, queryClient, route: `/${search}` });
    const table = await screen.findByRole('table', { name: 'Kundenliste' });
    expect(within(table).getByRole('link', { name: 'Lea Brunner' })).toBeInTheDocument();
    expect(server.to(clients)).toHaveLength(1);
    expect(server.to(custodians)).toHaveLength(1);
    expect(server.to(advisers)).toHaveLength(1);
  });

  it('leaves an adviser in the address out of the list’s request without the adviser module, and what a hand-edited link gets wrong', async () => {
    const clients = `${base}/clients`;
    const server = mockApi({
      [clients]: () => ({ body: listBody([]), headers: pagingHeaders(1, 10, 0) }),
      [`${base}/custodians`]: () => ({ body: { custodians: [] } }),
    });
    const queryClient = createTestQueryClient();
    prefetchClientPage(queryClient, { pathname: '/users/management/', search: '?adviser=7&page=abc&status=nonsense&sort=evil' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(server.requests.map((request) => new URL(request.url).pathname).sort()).toEqual([clients, `${base}/custodians`].sort());
    // as the page reads the same link (parseListParams): the defaults instead of what it got wrong
    const asked = new URL(server.to(clients)[0]!.url).searchParams;
    expect(asked.has('adviser[]')).toBe(false);
    expect(asked.has('status[]')).toBe(false);
    expect(Object.fromEntries(asked)).toMatchObject({ page: '1', sort: 'created_at' });
  });

  it('asks for nothing on the onboarding, a service’s page or an address that is no client’s', async () => {
    const server = mockApi({});
    const queryClient = createTestQueryClient();
    for (const pathname of ['/users/management/onboard', '/users/management/0', '/users/management/11/performance/101']) {
      prefetchClientPage(queryClient, { pathname, search: '' });
    }
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(server.requests).toEqual([]);
  });
});
