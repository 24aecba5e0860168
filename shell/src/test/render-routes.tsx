import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { queryClient as portalQueryClient } from '@portal/shared/query';
import { renderWithProviders } from '@portal/shared/test-utils';
import { useSession } from '@portal/shared/session';
import type { RemoteRoute } from '../app/remote-routes';
import { AppRoutes } from '../app/app-routes';
import { PortalConfigContext } from '../config/portal-config-context';
import type { RemoteLoader } from '../remotes/remote-area';
import { LocationDisplay } from './location-display';
import { mockFetch, signedInSession } from './mock-fetch';

/** The portal configuration of the route tests: two remotes deployed, `mf_later` registered but not deployed. */
export const routesConfig = {
  apiBase: '/api/v1',
  remotes: {
    mf_statistics: { manifest: '/remotes/mf-statistics/mf-manifest.json', version: '1.0.0' },
    mf_custom_portfolios: { manifest: '/remotes/mf-custom-portfolios/mf-manifest.json', version: '1.0.0' },
  },
};

/** The routes of the route tests, nested bases first as the registry orders them. */
export const testRoutes: RemoteRoute[] = [
  { base: '/custom_portfolios/detail', remote: 'mf_custom_portfolios', expose: 'detail', module: 'custom_strategies' },
  { base: '/custom_portfolios', remote: 'mf_custom_portfolios', expose: 'routes', module: 'custom_strategies' },
  { base: '/', remote: 'mf_statistics', expose: 'routes' },
  { base: '/not/deployed', remote: 'mf_later', expose: 'routes' },
];

/**
 * The shell's routes with remotes that render their id as a heading, and what they loaded. Each test starts with a
 * fresh loader per exposed module, and after each test the query clients are emptied and the
 * session store signed out: nothing of one test's session reaches the next. The routes behind the sign-in read through
 * the portal's one query client (query-layout.tsx), not the render's: kept, its list of visible modules (fresh for
 * 30 s) answered the next test's render without a request, and a user without the module saw the remote.
 */
export function remoteRoutesFixture() {
  const loaded: string[] = [];
  // one stable loader per exposed module, as the federation's (remote-loaders.ts)
  const loaders = new Map<string, RemoteLoader>();
  const loader = (remote: string, expose: string) => {
    const id = `${remote}/${expose}`;
    if (!loaders.has(id)) {
      loaders.set(id, {
        load: async () => {
          loaded.push(id);
          return { default: () => <h2>{id}</h2> };
        },
      });
    }
    return loaders.get(id)!;
  };
  let queryClient: QueryClient | undefined;

  beforeEach(() => {
    loaded.length = 0;
    loaders.clear();
  });
  afterEach(() => {
    queryClient?.clear();
    queryClient = undefined;
    portalQueryClient.clear();
    useSession.getState().signOut();
    jest.restoreAllMocks();
  });

  async function renderRoutes(route: string, visibleModules: string[]) {
    mockFetch({
      'GET admin_partner/partner_notifications/unseen_count': { body: { unseen_count: 0 } },
      'GET admin_partner/available_modules': { body: { available_modules: visibleModules } },
      'GET admin_partner/scheduled_downtime': { body: {} },
      'GET admin_partner/feature_prompt': { body: { feature_prompt: null } },
    });
    await act(async () => {
      ({ queryClient } = renderWithProviders(
        <PortalConfigContext value={routesConfig}>
          <AppRoutes remoteLoader={loader} routes={testRoutes} />
          <LocationDisplay />
        </PortalConfigContext>,
        { route, session: { ...signedInSession, visibleModules } as typeof signedInSession },
      ));
    });
    // the shell's reads (the modules synced into the session store) end within the test that started them
    await waitFor(() => expect((queryClient?.isFetching() ?? 0) + portalQueryClient.isFetching()).toBe(0));
  }

  return { loaded, renderRoutes };
}
