import { useEffect, useState } from 'react';
import type { ZipCodeEntry } from '@portal/shared/contracts';
import { getZipCodes } from '../api/get-zip-codes';

/**
 * The zip look-up for what is typed: each new text cancels the request still in flight (SPEC §5), so an older,
 * slower answer never replaces a newer one. Entries come de-duplicated and sorted from the API.
 * It is loading while the last answer is not the one for the text typed (the older entries stay meanwhile).
 */
export function useZipLookup(text: string) {
  const [answer, setAnswer] = useState<{ query: string; entries: ZipCodeEntry[] }>({ query: '', entries: [] });
  const query = text.trim();

  useEffect(() => {
    if (!query) return undefined;
    const controller = new AbortController();
    getZipCodes(query, controller.signal).then(
      (entries) => setAnswer({ query, entries }),
      () => {
        // cancelled by the next text, or failed: an address error is only logged (SPEC §8), the field stays free text
        if (!controller.signal.aborted) setAnswer({ query, entries: [] });
      },
    );
    return () => controller.abort();
  }, [query]);

  return query ? { ...answer, loading: answer.query !== query } : { query: '', entries: [], loading: false };
}
