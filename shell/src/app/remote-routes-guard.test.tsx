import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { PortalConfigContext } from '../config/portal-config-context';
import type { RemoteLoader } from '../remotes/remote-area';
import { LocationDisplay } from '../test/location-display';
import { mockFetch, signedInSession } from '../test/mock-fetch';
import { AppRoutes } from './app-routes';

const shellApi = (modules: string[]) =>
  mockFetch({
    'GET admin_partner/partner_notifications/unseen_count': { body: { unseen_count: 0 } },
    'GET admin_partner/available_modules': { body: { available_modules: modules } },
    'GET admin_partner/scheduled_downtime': { body: {} },
    'GET admin_partner/feature_prompt': { body: { feature_prompt: null } },
  });

afterEach(() => jest.restoreAllMocks());

// In a file of its own: the session store of the other route tests' renders reaches into this one when they share a
// module registry, and a user without the module would then see the remote.
describe('routes from the remote registry: the module guard', () => {
  const clientsConfig = {
    apiBase: '/api/v1',
    remotes: {
      mf_statistics: { manifest: '/remotes/mf-statistics/mf-manifest.json', version: '1.0.0' },
      mf_custom_portfolios: { manifest: '/remotes/mf-custom-portfolios/mf-manifest.json', version: '1.0.0' },
    },
  };
  const routes = [
    { base: '/custom_portfolios/detail', remote: 'mf_custom_portfolios', expose: 'detail', module: 'custom_strategies' as const },
    { base: '/custom_portfolios', remote: 'mf_custom_portfolios', expose: 'routes', module: 'custom_strategies' as const },
    { base: '/', remote: 'mf_statistics', expose: 'routes' },
    { base: '/not/deployed', remote: 'mf_later', expose: 'routes' },
  ];
  const loaded: string[] = [];
  // One stable loader per exposed module, as the federation's (remote-loaders.ts).
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

  async function renderRoutes(route: string, visibleModules: string[]) {
    shellApi(visibleModules);
    let queryClient: QueryClient | undefined;
    await act(async () => {
      ({ queryClient } = renderWithProviders(
        <PortalConfigContext value={clientsConfig}>
          <AppRoutes remoteLoader={loader} routes={routes} />
          <LocationDisplay />
        </PortalConfigContext>,
        { route, session: { ...signedInSession, visibleModules } as typeof signedInSession },
      ));
    });
    // the shell's reads (the modules synced into the session store) end within the test that started them
    await waitFor(() => expect(queryClient?.isFetching()).toBe(0));
  }

  beforeEach(() => {
    loaded.length = 0;
    loaders.clear();
  });

  it("guards the route with the registry entry's module", async () => {
    // the address stays and the remote is not loaded; the guard's page says why (app-routes.test.tsx, docs/modules.md)
    await renderRoutes('/custom_portfolios', ['clients']);
    await waitFor(() => expect(document.body).toHaveTextContent('Dieses Modul ist für Sie nicht verfügbar.'));
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/custom_portfolios$/);
    expect(screen.queryByRole('heading', { name: 'mf_statistics/routes' })).not.toBeInTheDocument();
  });
});
