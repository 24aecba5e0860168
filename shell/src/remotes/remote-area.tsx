import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadCurrentTexts } from '@portal/shared/i18n';
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

/**
 * The lazy component of a loader, kept outside React: a navigation is a transition, and while it waits (for the page
 * it leaves, say) the new area has not mounted, so React keeps none of its hooks' values. A lazy component made in
 * the render would start a new load on every attempt, and the navigation would wait for ever. A failed load is
 * forgotten, so that the next visit loads anew.
 */
const lazyAreas = new WeakMap<RemoteLoader, LazyExoticComponent<ComponentType>>();
function lazyArea(loader: RemoteLoader, retryDelayMs?: number) {
  let area = lazyAreas.get(loader);
  if (!area) {
    area = lazy(() =>
      loadWithRetries(loader, { delayMs: retryDelayMs })
        // the remote registered its texts as it loaded: those of the page's language, if not bundled, come first
        .then(async (module) => {
          await loadCurrentTexts();
          return module;
        })
        .catch((error: unknown) => {
          lazyAreas.delete(loader);
          if (loader.remote) reportRemoteFailure(loader.remote);
          throw error;
        }),
    );
    lazyAreas.set(loader, area);
  }
  return area;
}

export function RemoteArea({ loader, retryDelayMs }: { loader: RemoteLoader; retryDelayMs?: number }) {
  const [generation, setGeneration] = useState(0);
  const RemoteComponent = useMemo(
    () => lazyArea(loader, retryDelayMs),
    // A new generation is a user's retry: it needs a fresh lazy component (retry() dropped the failed one).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- generation is read by nobody: it only forces the new component
    [loader, generation, retryDelayMs],
  );
  const retry = useCallback(() => {
    lazyAreas.delete(loader);
    loader.reset?.();
    setGeneration((value) => value + 1);
  }, [loader]);

  return (
    <RemoteRetryContext value={retry}>
      <RemoteErrorBoundary key={generation} onRetry={retry}>
        <Suspense
          fallback={
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
              <CircularProgress aria-label="loading" />
            </Box>
          }
        >
          {/* eslint-disable-next-line react-hooks/static-components -- one lazy component per retry generation, memoised above */}
          <RemoteComponent />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext>
  );
}
