/**
 * Token refreshes across the tabs of the portal: one at a time. Every tab refreshes with the same HttpOnly cookie,
 * and a refresh rotates it; two tabs refreshing at once would present one token twice. Under the Web Lock each tab's
 * refresh starts after the previous one has set the new cookie, so it presents the newest token. (The API also gives
 * a token presented again within a few seconds its successor instead of ending the session: REFRESH_GRACE_SECONDS.)
 * Without the Web Locks API (old browsers, tests) the refresh runs at once.
 */
export const REFRESH_LOCK_NAME = 'portal-token-refresh';

export function withRefreshLock<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks || typeof locks.request !== 'function') return refresh();
  return locks.request(REFRESH_LOCK_NAME, { mode: 'exclusive' }, () => refresh());
}
