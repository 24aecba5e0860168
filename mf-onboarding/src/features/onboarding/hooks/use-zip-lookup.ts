import { useEffect, useState } from 'react';
import type { ZipCodeEntry } from '@portal/shared/contracts';
import { getZipCodes } from '../api/get-zip-codes';

/**
 * The zip look-up for what is typed: each new text cancels the request still in flight (SPEC §5), so an older,
 * slower answer never replaces a newer one. Entries come de-duplicated and sorted from the API.
 */
export function useZipLookup(text: string) {
  const [state, setState] = useState<{ query: string; entries: ZipCodeEntry[]; loading: boolean }>({
    query: '',
    entries: [],
    loading: false,
  });
  const query = text.trim();

  useEffect(() => {
    if (!query) return undefined;
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true }));
    getZipCodes(query, controller.signal).then(
      (entries) => setState({ query, entries, loading: false }),
      () => {
        // cancelled by the next text, or failed: an address error is only logged (SPEC §8), the field stays free text
        if (!controller.signal.aborted) setState({ query, entries: [], loading: false });
      },
    );
    return () => controller.abort();
  }, [query]);

  return query ? state : { query: '', entries: [], loading: false };
}
