import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { IncompatibleRemoteError } from './remote-compatibility';
import { isFallbackModule, type RemoteModule } from './remote-fallback';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRetryContext } from './remote-retry-context';

export const REMOTE_LOAD_ATTEMPTS = 3;

export interface RemoteLoader {
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

export function RemoteArea({ loader, retryDelayMs }: { loader: RemoteLoader; retryDelayMs?: number }) {
  const [generation, setGeneration] = useState(0);
  const RemoteComponent = useMemo(
    () => lazy(() => loadWithRetries(loader, { delayMs: retryDelayMs })),
    // A new generation is a user's retry: it needs a fresh lazy component, the old one keeps its failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- generation is read by nobody: it only forces the new component
    [loader, generation, retryDelayMs],
  );
  const retry = useCallback(() => {
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
