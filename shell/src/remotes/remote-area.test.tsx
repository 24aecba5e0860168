import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { createFallbackModule, remoteFallbackPlugin } from './remote-fallback';
import { loadWithRetries, RemoteArea, type RemoteLoader } from './remote-area';

function Layout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <nav aria-label="Hauptnavigation">sidebar</nav>
      <main>{children}</main>
    </>
  );
}

async function renderArea(loader: RemoteLoader) {
  let result!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    result = renderWithProviders(
      <Layout>
        <RemoteArea loader={loader} retryDelayMs={0} />
      </Layout>,
    );
  });
  return result;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('remote loading during a navigation', () => {
  it('does not load again when the area is rendered anew before its load answered', async () => {
    // A navigation is a transition: while the page it leaves still waits for something, React renders the new area
    // again and again without mounting it, and keeps none of its hooks' values. Each of those renders must find the
    // load already under way (seen in the browser: the manifest fetched 133 times and the page never shown).
    let answer!: (module: { default: () => React.ReactElement }) => void;
    const load = jest.fn(() => new Promise<{ default: () => React.ReactElement }>((resolve) => (answer = resolve)));
    const loader: RemoteLoader = { load };
    const first = await renderArea(loader);
    first.unmount();
    await renderArea(loader);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => answer({ default: () => <h2>Simulator</h2> }));
    expect(await screen.findByRole('heading', { name: 'Simulator' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('a remote loaded ahead of the first render', () => {
  it('renders in the first pass, without the spinner and without loading again', () => {
    // React holds content that comes after a Suspense fallback back for 300 ms: a page whose code is already there
    // must not suspend at all (@portal/shared/ui/lazy)
    const load = jest.fn(async () => ({ default: () => <h2>Kunden</h2> }));
    renderWithProviders(<RemoteArea loader={{ load, loaded: () => ({ default: () => <h2>Kunden</h2> }) }} retryDelayMs={0} />);
    expect(screen.getByRole('heading', { name: 'Kunden' })).toBeInTheDocument();
    expect(screen.queryByLabelText('loading')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the spinner while the load is still under way, then the page', async () => {
    const load = jest.fn(async () => ({ default: () => <h2>Kunden</h2> }));
    renderWithProviders(<RemoteArea loader={{ load, loaded: () => undefined }} retryDelayMs={0} />);
    expect(screen.getByLabelText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Kunden' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads anew when what arrived ahead is the fallback of an unavailable remote', async () => {
    const load = jest.fn(async () => ({ default: () => <h2>Kunden</h2> }));
    renderWithProviders(<RemoteArea loader={{ load, loaded: () => createFallbackModule() }} retryDelayMs={0} />);
    expect(await screen.findByRole('heading', { name: 'Kunden' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('remote fault isolation', () => {
  it('shows the translated message with a retry when the remote throws, and the layout stays', async () => {
    let broken = true;
    function Dashboard() {
      if (broken) throw new Error('remote crashed');
      return <h2>Dashboard</h2>;
    }
    const { user } = await renderArea({ load: async () => ({ default: Dashboard }) });

    expect(await screen.findByText('Dieser Bereich ist zurzeit nicht verfügbar.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Erneut laden' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('retries a remote that cannot be loaded before it gives up, then retries on request', async () => {
    const reset = jest.fn();
    let available = false;
    const load = jest.fn(async () => {
      if (!available) return createFallbackModule();
      return { default: () => <h2>Dashboard</h2> };
    });
    const { user } = await renderArea({ load, reset });

    expect(await screen.findByText('Dieser Bereich ist zurzeit nicht verfügbar.')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(reset).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();

    available = true;
    await user.click(screen.getByRole('button', { name: 'Erneut laden' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the message when loading keeps rejecting', async () => {
    await renderArea({ load: () => Promise.reject(new Error('Loading script failed')) });
    expect(await screen.findByText('Dieser Bereich ist zurzeit nicht verfügbar.')).toBeInTheDocument();
  });
});

describe('loadWithRetries', () => {
  it('returns as soon as a later attempt succeeds', async () => {
    const module = { default: () => null };
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(module);
    await expect(loadWithRetries({ load }, { delayMs: 0 })).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('errorLoadRemote plugin', () => {
  it('answers a failed load with a fallback module and leaves earlier lifecycles alone', async () => {
    const plugin = remoteFallbackPlugin();
    const hook = plugin.errorLoadRemote as (args: { id: string; error: unknown; lifecycle: string }) => unknown;
    expect(hook({ id: 'mf_statistics/routes', error: new Error('x'), lifecycle: 'afterResolve' })).toBeUndefined();
    const fallback = hook({ id: 'mf_statistics/routes', error: new Error('x'), lifecycle: 'onLoad' }) as {
      default: () => React.ReactNode;
    };
    await act(async () => {
      renderWithProviders(<fallback.default />);
    });
    expect(await screen.findByText('Dieser Bereich ist zurzeit nicht verfügbar.')).toBeInTheDocument();
  });
});
