import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, registerPortalRemotes, resetRemote } from './register-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const config = {
  apiBase: '/api/v1',
  remotes: { mf_statistics: { manifest: '/remotes/mf-statistics/mf-manifest.json', version: '1.0.0' } },
};

describe('remote registration', () => {
  it('registers every remote of portal-config.json with the fallback and manifest plugins', () => {
    registerPortalRemotes(config);
    expect(registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'portal-remote-fallback' }),
      expect.objectContaining({ name: 'portal-manifest-hand-over' }),
    ]);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_statistics', entry: '/remotes/mf-statistics/mf-manifest.json' }]);
  });

  it('registers a remote again, forced, so that a retry does not reuse the failed load', () => {
    registerPortalRemotes(config);
    resetRemote('mf_statistics');
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_statistics', entry: '/remotes/mf-statistics/mf-manifest.json' }], {
      force: true,
    });
  });

  it('loads the exposed module and refuses an empty answer', async () => {
    const module = { default: () => null };
    jest.mocked(loadRemote).mockResolvedValueOnce(module).mockResolvedValueOnce(null);
    await expect(loadRemoteModule('mf_statistics/routes')).resolves.toBe(module);
    await expect(loadRemoteModule('mf_statistics/routes')).rejects.toThrow('empty');
  });
});
