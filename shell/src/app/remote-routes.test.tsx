import { screen, waitFor } from '@testing-library/react';
import { remoteRoutesFixture } from '../test/render-routes';
import { deployedRoutes, navItems, remoteRoutes, visibleNavItems } from './remote-routes';

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
  const { loaded, renderRoutes } = remoteRoutesFixture();

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

  it("guards the route with the registry entry's module", async () => {
    // the address stays and the remote is not loaded; the guard's page says why (app-routes.test.tsx, docs/modules.md)
    await renderRoutes('/custom_portfolios', ['clients']);
    await waitFor(() => expect(document.body).toHaveTextContent('Dieses Modul ist für Sie nicht verfügbar.'));
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/custom_portfolios$/);
    expect(screen.queryByRole('heading', { name: 'mf_custom_portfolios/routes' })).not.toBeInTheDocument();
    expect(loaded).toEqual([]);
  });
});
