/**
 * Answers kept per key together with the data version they were computed at (`data_versions`): one is served again
 * only while the version has not moved, so no instance ever serves an answer older than the data it has seen. The
 * version is read before the answer is computed: a change in between makes the kept answer newer than its version,
 * never older, and the next request computes it again. Bounded: the oldest entry goes first.
 */
export function createVersionedCache<T>(maxEntries = 1000) {
  const entries = new Map<string, { version: number; value: Promise<T> }>();
  return {
    /** `fresh` tells a kept answer that has outlived its own time (a blog post published since) from one still true. */
    async get(key: string, version: number, compute: () => Promise<T>, fresh?: (value: T) => boolean): Promise<T> {
      const kept = entries.get(key);
      if (kept && kept.version === version && (!fresh || (await kept.value.then(fresh, () => false)))) return kept.value;
      // the promise is kept, so that requests arriving together compute it once; a failure is not kept
      const value = compute();
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { version, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    /** The entry kept for a key, whatever its version (without computing anything). */
    peek(key: string): { version: number; value: Promise<T> } | undefined {
      return entries.get(key);
    },
    get size() {
      return entries.size;
    },
  };
}
