import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { PortalConfigContext } from '../config/portal-config-context';
import type { RemoteLoader } from '../remotes/remote-area';
import { LocationDisplay } from '../test/location-display';
import { mockFetch, signedInSession } from '../test/mock-fetch';
import { AppRoutes } from './app-routes';
import { deployedRoutes, navItems, remoteRoutes, visibleNavItems } from './remote-routes';

const shellApi = (modules: string[]) =>
  mockFetch({
    'GET admin_partner/partner_notifications/unseen_count': { body: { unseen_count: 0 } },
    'GET admin_partner/available_modules': { body: { available_modules: modules } },
    'GET admin_partner/scheduled_downtime': { body: {} },
    'GET admin_partner/feature_prompt': { body: { feature_prompt: null } },
  });

afterEach(() => jest.restoreAllMocks());

describe('the registry (build-kit/remotes.json) in the shell', () => {
  it('mounts the dashboard remote at the index route and orders nested bases first', () => {
    expect(remoteRoutes.find((route) => route.base === '/')).toMatchObject({ remote: 'mf_statistics', expose: 'routes' });
    const bases = remoteRoutes.map((route) => route.base);
    expect(bases.indexOf('/users/management/onboard')).toBeLessThan(bases.indexOf('/users/management'));
  });

  it('shows a sidebar entry only for a deployed remote and a visible module', () => {
    const deployed = { mf_statistics: {}, mf_clients: {} };
    expect(visibleNavItems(navItems, deployed, []).map((item) => item.key)).toEqual(['dashboard']);
    expect(visibleNavItems(navItems, deployed, ['clients']).map((item) => item.key)).toEqual(['dashboard', 'clients']);
    expect(visibleNavItems(navItems, { mf_statistics: {} }, ['clients']).map((item) => item.key)).toEqual(['dashboard']);
  });

  it('keeps the routes of the deployed remotes only, in their order', () => {
    const deployed = deployedRoutes(remoteRoutes, { mf_statistics: {}, mf_clients: {} });
    expect(new Set(deployed.map((route) => route.remote))).toEqual(new Set(['mf_statistics', 'mf_clients']));
    expect(deployed.length).toBeLessThan(remoteRoutes.length);
    const bases = deployed.map((route) => route.base);
    expect(bases.indexOf('/users/management')).toBeGreaterThanOrEqual(0);
    expect(bases.indexOf('/users/management')).toBeLessThan(bases.indexOf('/'));
    expect(deployedRoutes(remoteRoutes, {})).toEqual([]);
  });
});

describe('routes from the remote registry', () => {
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

  it("mounts a remote's exposed module below its base, the most specific base first", async () => {
    await renderRoutes('/custom_portfolios/detail/7', ['custom_strategies']);
    expect(await screen.findByRole('heading', { name: 'mf_custom_portfolios/detail' })).toBeInTheDocument();
    expect(loaded).toEqual(['mf_custom_portfolios/detail']);
  });

  it('answers a locale-prefixed address of a remote', async () => {
    await renderRoutes('/en/custom_portfolios', ['custom_strategies']);
    expect(await screen.findByRole('heading', { name: 'mf_custom_portfolios/routes' })).toBeInTheDocument();
  });

  it('has no route for a registered remote that is not deployed', async () => {
    await renderRoutes('/not/deployed', []);
    expect(await screen.findByText('Diese Seite konnte nicht gefunden werden')).toBeInTheDocument();
  });
});
