import { waitFor } from '@testing-library/react';
import type { RemoteRoute } from '../app/remote-routes';
import { loadRemoteModule } from './register-remotes';
import { remoteRouteOf, remoteRoutesLoader, startRemoteOfPage } from './remote-loaders';

jest.mock('./register-remotes', () => ({ loadRemoteModule: jest.fn(), resetRemote: jest.fn() }));

// most specific base first, as remote-routes.ts orders them
const routes: RemoteRoute[] = [
  { base: '/users/management/:uid/services', remote: 'mf_clients', expose: 'services' },
  { base: '/users/management', remote: 'mf_clients', expose: 'clients', module: 'clients' },
  { base: '/invoices', remote: 'mf_documents', expose: 'invoices', module: 'invoices' },
  { base: '/', remote: 'mf_statistics', expose: 'routes' },
];
const opening = { routes, signedIn: true, visibleModules: ['clients' as const] };

afterEach(() => jest.mocked(loadRemoteModule).mockReset());

describe('the remote of an address', () => {
  it('is the most specific route, with or without the language prefix, parameters included', () => {
    expect(remoteRouteOf('/', routes)?.expose).toBe('routes');
    expect(remoteRouteOf('/fr', routes)?.expose).toBe('routes');
    expect(remoteRouteOf('/users/management', routes)?.expose).toBe('clients');
    expect(remoteRouteOf('/it/users/management/42/services', routes)?.expose).toBe('services');
    expect(remoteRouteOf('/users/management/42', routes)?.expose).toBe('clients');
  });

  it('is none for the shell’s own pages and unknown ones', () => {
    expect(remoteRouteOf('/settings', routes)).toBeUndefined();
    expect(remoteRouteOf('/de/login', routes)).toBeUndefined();
    expect(remoteRouteOf('/invoicesxyz', routes)).toBeUndefined();
  });
});

describe('the remote of the page being opened', () => {
  it('starts loading before the first render, and the route’s first load takes that load instead of a second', async () => {
    const module = { default: () => null };
    jest.mocked(loadRemoteModule).mockResolvedValue(module);
    startRemoteOfPage({ ...opening, pathname: '/en/users/management/7/services' });
    startRemoteOfPage({ ...opening, pathname: '/en/users/management/7/services' });
    expect(loadRemoteModule).toHaveBeenCalledTimes(1);
    expect(loadRemoteModule).toHaveBeenCalledWith('mf_clients/services');
    const loader = remoteRoutesLoader('mf_clients', 'services');
    await expect(loader.load()).resolves.toBe(module);
    expect(loadRemoteModule).toHaveBeenCalledTimes(1);
    // a later load (a retry, a new visit) loads anew
    await loader.load();
    expect(loadRemoteModule).toHaveBeenCalledTimes(2);
  });

  it('hands the module that arrived ahead over at once, once; before it arrives there is none to take', async () => {
    const prefetch = jest.fn();
    const module = { default: () => null, prefetch };
    let arrive!: (value: typeof module) => void;
    jest.mocked(loadRemoteModule).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    startRemoteOfPage({ ...opening, pathname: '/users/management/12' });
    const loader = remoteRoutesLoader('mf_clients', 'clients');
    expect(loader.loaded?.()).toBeUndefined();
    arrive(module);
    // the prefetch is called once the module is kept
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(loader.loaded?.()).toBe(module);
    expect(loader.loaded?.()).toBeUndefined();
    // taken: a later load (a retry, a new visit) loads anew
    jest.mocked(loadRemoteModule).mockResolvedValue(module);
    await loader.load();
    expect(loadRemoteModule).toHaveBeenCalledTimes(2);
  });

  it('hands a failed early load to the route’s load, which reports and retries it', async () => {
    const failure = new Error('remote down');
    jest.mocked(loadRemoteModule).mockRejectedValueOnce(failure);
    startRemoteOfPage({ ...opening, pathname: '/users/management' });
    await expect(remoteRoutesLoader('mf_clients', 'clients').load()).rejects.toBe(failure);
  });

  it('loads nothing for a visitor who is not signed in, a module they lack, or a page of the shell', () => {
    startRemoteOfPage({ ...opening, pathname: '/', signedIn: false });
    startRemoteOfPage({ ...opening, pathname: '/invoices' });
    startRemoteOfPage({ ...opening, pathname: '/settings' });
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it('calls the page’s prefetch as soon as its code has loaded, before the route renders it', async () => {
    const prefetch = jest.fn();
    jest.mocked(loadRemoteModule).mockResolvedValue({ default: () => null, prefetch });
    startRemoteOfPage({ ...opening, pathname: '/invoices', visibleModules: ['invoices'] });
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    // the route's load takes the module; the prefetch is not repeated
    await remoteRoutesLoader('mf_documents', 'invoices').load();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('reports a failing prefetch and still hands the module to the route', async () => {
    const failure = new Error('prefetch broke');
    const module = {
      default: () => null,
      prefetch: () => {
        throw failure;
      },
    };
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadRemoteModule).mockResolvedValue(module);
    startRemoteOfPage({ ...opening, pathname: '/users/management/9/services' });
    await expect(remoteRoutesLoader('mf_clients', 'services').load()).resolves.toBe(module);
    await waitFor(() => expect(report).toHaveBeenCalledWith(expect.any(String), failure));
    report.mockRestore();
  });
});
