import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { currentTextsLoaded, loadCurrentTexts } from '@portal/shared/i18n';
import { IncompatibleRemoteError } from './remote-compatibility';
import { isFallbackModule, type RemoteModule } from './remote-fallback';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRetryContext } from './remote-retry-context';
import { reportRemoteFailure } from '../lib/telemetry';

export const REMOTE_LOAD_ATTEMPTS = 3;

export interface RemoteLoader {
  /** The remote's federation name (`mf_clients`): a load that fails after its retries is reported under it. */
  remote?: string;
  load: () => Promise<RemoteModule>;
  /** The module when a load started ahead of the first render has already brought it (taken like `load`'s). */
  loaded?: () => RemoteModule | undefined;
  /** Forgets what the runtime cached about a failed load. */
  reset?: () => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** First layer of fault isolation: a remote that is briefly unreachable (a deployment, a flaky network) is retried. */
export async function loadWithRetries(
  { load, reset }: RemoteLoader,
  { attempts = REMOTE_LOAD_ATTEMPTS, delayMs = 400 }: { attempts?: number; delayMs?: number } = {},
): Promise<RemoteModule> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const isLast = attempt === attempts;
    try {
      const module = await load();
      if (!isFallbackModule(module) || isLast) return module;
    } catch (error) {
      lastError = error;
      // an incompatible remote stays incompatible: no retry
      if (isLast || error instanceof IncompatibleRemoteError) break;
    }
    reset?.();
    await wait(delayMs * attempt);
  }
  throw lastError;
}

type AreaState = { status: 'loading' } | { status: 'loaded'; module: RemoteModule } | { status: 'failed'; error: unknown };

/** The load of a loader's module, as a store the area renders from. */
type AreaLoad = StoreApi<AreaState>;

/**
 * The load of each loader, kept outside React: a navigation is a transition, and while it waits (for the page it
 * leaves, say) the new area has not mounted, so React keeps none of its hooks' values. A load started in the render
 * would start anew on every attempt, and the navigation would wait for ever. A failed load is forgotten, so that the
 * next visit loads anew.
 *
 * The area waits for it without suspending: content that follows a Suspense fallback React holds back until 300 ms
 * after the fallback appeared (its Suspense throttling), which on a warm load of a page was most of its wait; a
 * spinner rendered as state is replaced as soon as the module is there (docs/performance.md).
 */
const areaLoads = new WeakMap<RemoteLoader, AreaLoad>();
function areaLoad(loader: RemoteLoader, retryDelayMs?: number): AreaLoad {
  const known = areaLoads.get(loader);
  if (known) return known;
  // loaded ahead of the first render (startRemoteOfPage), with the page's texts there: shown at once
  const early = currentTextsLoaded() ? loader.loaded?.() : undefined;
  const ready = early && !isFallbackModule(early) ? early : undefined;
  const load = createStore<AreaState>()(() => (ready ? { status: 'loaded', module: ready } : { status: 'loading' }));
  areaLoads.set(loader, load);
  if (ready) return load;
  loadWithRetries(loader, { delayMs: retryDelayMs })
    // the remote registered its texts as it loaded: those of the page's language, if not bundled, come first
    .then(async (module) => {
      await loadCurrentTexts();
      return module;
    })
    .then(
      (module) => load.setState({ status: 'loaded', module }, true),
      (error: unknown) => {
        areaLoads.delete(loader);
        if (loader.remote) reportRemoteFailure(loader.remote);
        load.setState({ status: 'failed', error }, true);
      },
    );
  return load;
}

const spinner = (
  <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
    <CircularProgress aria-label="loading" />
  </Box>
);

/** The remote's page once its module is there; a failed load is thrown to the area's error boundary. */
function LoadedArea({ load }: { load: AreaLoad }) {
  const state = useStore(load);
  if (state.status === 'failed') throw state.error;
  if (state.status === 'loading') return spinner;
  const Page = state.module.default;
  return <Page />;
}

export function RemoteArea({ loader, retryDelayMs }: { loader: RemoteLoader; retryDelayMs?: number }) {
  const [generation, setGeneration] = useState(0);
  const load = useMemo(
    () => areaLoad(loader, retryDelayMs),
    // A new generation is a user's retry: it needs a fresh load (retry() dropped the failed one).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- generation is read by nobody: it only forces the new load
    [loader, generation, retryDelayMs],
  );
  const retry = useCallback(() => {
    areaLoads.delete(loader);
    loader.reset?.();
    setGeneration((value) => value + 1);
  }, [loader]);

  return (
    <RemoteRetryContext value={retry}>
      <RemoteErrorBoundary key={generation} onRetry={retry}>
        {/* what the remote's page itself loads lazily */}
        <Suspense fallback={spinner}>
          <LoadedArea load={load} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext>
  );
}
