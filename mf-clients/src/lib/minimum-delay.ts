/** docs/screens-and-layout.md: a page fetch takes at least 200 ms, so that a fast answer does not make the list flicker. */
export const minimumFetchDelayMs = 200;

/**
 * Resolves with `work`'s result, but not before `ms` have passed since the call. An aborted signal rejects at once
 * (with the signal's reason), so a cancelled request does not hold anything up.
 */
export async function withMinimumDelay<T>(work: Promise<T>, ms: number, signal?: AbortSignal): Promise<T> {
  const delay = new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
  const [result] = await Promise.all([work, delay]);
  return result;
}
