import { fetchPortalConfig } from './portal-config';

afterEach(() => jest.restoreAllMocks());

const reply = (body: unknown, status = 200) =>
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('portal-config.json', () => {
  it('reads the API base and the remotes', async () => {
    const config = {
      apiBase: '/api/v1',
      remotes: { mf_statistics: { manifest: '/remotes/mf-statistics/mf-manifest.json', version: '1.0.0' } },
    };
    reply(config);
    await expect(fetchPortalConfig('http://localhost/portal-config.json')).resolves.toEqual(config);
  });

  it('refuses a configuration without an API base or with a bad remote name', async () => {
    reply({ remotes: {} });
    await expect(fetchPortalConfig('http://localhost/portal-config.json')).rejects.toThrow('apiBase must be a non-empty string');
    reply({ apiBase: '/api/v1', remotes: { 'mf-statistics': { manifest: '/m.json', version: '1' } } });
    await expect(fetchPortalConfig('http://localhost/portal-config.json')).rejects.toThrow('invalid remote name "mf-statistics"');
  });

  it('fails when the gateway does not answer', async () => {
    reply({}, 502);
    await expect(fetchPortalConfig('http://localhost/portal-config.json')).rejects.toThrow('502');
  });
});
