import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { version as reactVersion } from 'react';
import { RemoteArea } from './remote-area';
import { assertCompatibleRemote, IncompatibleRemoteError, manifestHandOverPlugin, singletonConflicts } from './remote-compatibility';

const manifestWith = (shared: object[]) =>
  jest.fn(async () => new Response(JSON.stringify({ id: 'mf_statistics', shared }), { status: 200 })) as unknown as typeof fetch;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('singletons of a remote against the shell', () => {
  it('finds another React major and nothing else', () => {
    const host = { react: '19.3.1', 'react-dom': '19.3.1' };
    expect(
      singletonConflicts(
        [
          { name: 'react', version: '19.0.0' },
          { name: '@mui/material', version: '5.0.0' },
        ],
        host,
      ),
    ).toEqual([]);
    expect(
      singletonConflicts(
        [
          { name: 'react', version: '18.3.1' },
          { name: 'react-dom', requiredVersion: '^18.2.0' },
        ],
        host,
      ),
    ).toEqual(['react 18.3.1 (shell 19.3.1)', 'react-dom ^18.2.0 (shell 19.3.1)']);
  });

  it("refuses a remote whose manifest declares another React major than the shell's", async () => {
    const fetcher = manifestWith([{ name: 'react', version: '18.3.1', singleton: true }]);
    await expect(assertCompatibleRemote('mf_statistics', '/remotes/mf-statistics/mf-manifest.json', fetcher)).rejects.toBeInstanceOf(
      IncompatibleRemoteError,
    );
    await expect(
      assertCompatibleRemote('mf_statistics', '/m.json', manifestWith([{ name: 'react', version: reactVersion }])),
    ).resolves.toBeUndefined();
  });

  it('hands the manifest it read to the federation runtime once, so that the runtime does not request it again', async () => {
    const plugin = manifestHandOverPlugin();
    const body = { id: 'mf_statistics', shared: [{ name: 'react', version: reactVersion }] };
    const fetcher = jest.fn(async () => new Response(JSON.stringify(body), { status: 200 })) as unknown as typeof fetch;
    await assertCompatibleRemote('mf_statistics', '/remotes/mf-statistics/mf-manifest.json', fetcher);
    // the runtime asks by the absolute address
    const handed = await plugin.fetch?.(`${window.location.origin}/remotes/mf-statistics/mf-manifest.json`, {});
    expect(handed).toBeInstanceOf(Response);
    await expect((handed as Response).json()).resolves.toEqual(body);
    // once: a second request (after a retry's new check, or of another address) goes to the network
    expect(plugin.fetch?.('/remotes/mf-statistics/mf-manifest.json', {})).toBeUndefined();
    expect(plugin.fetch?.('/remotes/mf-clients/mf-manifest.json', {})).toBeUndefined();
  });

  it('hands nothing over of a refused or unreadable manifest', async () => {
    const plugin = manifestHandOverPlugin();
    await expect(
      assertCompatibleRemote('mf_statistics', '/r.json', manifestWith([{ name: 'react', version: '18.3.1' }])),
    ).rejects.toBeInstanceOf(IncompatibleRemoteError);
    const broken = jest.fn(async () => new Response('{not json', { status: 200 })) as unknown as typeof fetch;
    await assertCompatibleRemote('mf_statistics', '/b.json', broken);
    expect(plugin.fetch?.('/r.json', {})).toBeUndefined();
    expect(plugin.fetch?.('/b.json', {})).toBeUndefined();
  });

  it('leaves a manifest that cannot be read to the runtime (unavailable, retried)', async () => {
    const failing = jest.fn(async () => new Response('', { status: 503 })) as unknown as typeof fetch;
    await expect(assertCompatibleRemote('mf_statistics', '/m.json', failing)).resolves.toBeUndefined();
  });

  it('shows the translated refusal in the area, once, without a retry, and the layout stays', async () => {
    const load = jest.fn(async () => {
      throw new IncompatibleRemoteError('mf_statistics', ['react 18.3.1 (shell 19.3.1)']);
    });
    await act(async () => {
      renderWithProviders(
        <>
          <nav aria-label="Hauptnavigation">sidebar</nav>
          <RemoteArea loader={{ load }} retryDelayMs={0} />
        </>,
      );
    });
    expect(
      await screen.findByText(
        'Dieser Bereich passt nicht zur aktuellen Version des Portals und wurde nicht geladen. Alles andere funktioniert weiter.',
      ),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Erneut laden' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
  });
});
