import { loadRemoteModule, registerPortalRemotes, resetRemote } from './register-remotes';

/**
 * A federation runtime in memory that behaves as the real one does for what the shell relies on: a remote loads only
 * once registered, by the entry it was registered with; a load's outcome (a failure too) is kept for the remote until
 * it is registered again with `force`; registering it again without `force` changes nothing.
 */
const mockServe = new Map<string, () => Promise<unknown>>();
const mockRuntime = { entries: new Map<string, string>(), loads: new Map<string, Promise<unknown>>() };

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: () => undefined,
  registerRemotes: (remotes: { name: string; entry: string }[], options?: { force?: boolean }) => {
    for (const { name, entry } of remotes) {
      if (mockRuntime.entries.has(name) && !options?.force) continue;
      mockRuntime.entries.set(name, entry);
      for (const id of [...mockRuntime.loads.keys()]) if (id.startsWith(`${name}/`)) mockRuntime.loads.delete(id);
    }
  },
  loadRemote: (id: string) => {
    const entry = mockRuntime.entries.get(id.split('/')[0] ?? '');
    if (!entry) return Promise.reject(new Error(`remote of ${id} is not registered`));
    const load = mockRuntime.loads.get(id) ?? (mockServe.get(entry) ?? (() => Promise.reject(new Error(`no entry at ${entry}`))))();
    mockRuntime.loads.set(id, load);
    return load;
  },
}));

const manifest = '/remotes/mf-statistics/mf-manifest.json';
const config = { apiBase: '/api/v1', remotes: { mf_statistics: { manifest, version: '1.0.0' } } };

beforeEach(() => {
  mockServe.clear();
  mockRuntime.entries.clear();
  mockRuntime.loads.clear();
});

describe('remote registration', () => {
  it('loads a remote of portal-config.json from its manifest, and no remote the configuration lacks', async () => {
    const module = { default: () => null };
    mockServe.set(manifest, async () => module);
    registerPortalRemotes(config);
    await expect(loadRemoteModule('mf_statistics/routes')).resolves.toBe(module);
    await expect(loadRemoteModule('mf_clients/routes')).rejects.toThrow('remote of mf_clients/routes is not registered');
  });

  it('loads a remote anew after a reset, so that a retry does not get the failed load again', async () => {
    const module = { default: () => null };
    let up = false;
    mockServe.set(manifest, () => (up ? Promise.resolve(module) : Promise.reject(new Error('entry unreachable'))));
    registerPortalRemotes(config);
    await expect(loadRemoteModule('mf_statistics/routes')).rejects.toThrow('entry unreachable');
    up = true;
    // without the reset the failed load stays
    await expect(loadRemoteModule('mf_statistics/routes')).rejects.toThrow('entry unreachable');
    resetRemote('mf_statistics');
    await expect(loadRemoteModule('mf_statistics/routes')).resolves.toBe(module);
  });

  it('refuses an empty answer', async () => {
    mockServe.set(manifest, async () => null);
    registerPortalRemotes(config);
    await expect(loadRemoteModule('mf_statistics/routes')).rejects.toThrow('remote module mf_statistics/routes is empty');
  });
});
