// docs/screens-and-layout.md: a chunk that fails to load (typically after a deployment replaced the hashed files) reloads the
// page, but at most once per 60 s so that a chunk that is really gone cannot put the browser in a reload loop.
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'portal.chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** Reloads the page for a chunk-load error unless that happened less than a minute ago; true when it reloads. */
export function reloadOnChunkError(
  error: unknown,
  { now = Date.now(), reload = () => window.location.reload() }: { now?: number; reload?: () => void } = {},
): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(readStorage() ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  writeStorage(String(now));
  reload();
  return true;
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(value: string) {
  try {
    window.localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Private browsing may refuse storage; the reload still helps once.
  }
}
