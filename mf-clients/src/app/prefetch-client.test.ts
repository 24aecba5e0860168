import { waitFor } from '@testing-library/react';
import { createTestQueryClient } from '@portal/shared/query';
import { useSession } from '@portal/shared/session';
import { mockApi } from '@portal/shared/test-utils';
import { partnerUser } from '../test/fixtures';
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

  it('asks for nothing on the list, the onboarding, a service’s page or an address that is no client’s', async () => {
    const server = mockApi({});
    const queryClient = createTestQueryClient();
    for (const address of [
      '/users/management',
      '/it/users/management?funnel_stage=onboarding',
      '/users/management/onboard',
      '/users/management/0',
      '/users/management/11/performance/101',
    ]) {
      const [pathname, search = ''] = address.split('?');
      prefetchClientPage(queryClient, { pathname: pathname!, search: search && `?${search}` });
    }
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(server.requests).toEqual([]);
  });
});
