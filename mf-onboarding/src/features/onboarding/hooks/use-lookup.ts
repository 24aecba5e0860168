import { useEffect, useState } from 'react';

/**
 * An address look-up for what is typed (`request`, null while there is nothing to look up): each new request cancels
 * the one still in flight (docs/onboarding.md), so an older, slower answer never replaces a newer one. It is loading while the
 * last answer is not the one for the current request (the older entries stay meanwhile). A failed look-up only empties
 * the list: the field stays free text (docs/onboarding.md). `load` is a module function, the same on every render.
 */
export function useLookup<Request, Entry>(
  request: Request | null,
  load: (request: Request, signal: AbortSignal) => Promise<Entry[]>,
): { entries: Entry[]; loading: boolean } {
  const key = request === null ? '' : JSON.stringify(request);
  const [answer, setAnswer] = useState<{ key: string; entries: Entry[] }>({ key: '', entries: [] });

  useEffect(() => {
    if (!key) return undefined;
    const controller = new AbortController();
    load(JSON.parse(key) as Request, controller.signal).then(
      (entries) => setAnswer({ key, entries }),
      () => {
        // cancelled by the next request, or failed: an address error is only logged, the field stays free text
        if (!controller.signal.aborted) setAnswer({ key, entries: [] });
      },
    );
    return () => controller.abort();
  }, [key, load]);

  return key ? { entries: answer.entries, loading: answer.key !== key } : { entries: [], loading: false };
}
