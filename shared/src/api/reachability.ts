import { createStore } from 'zustand/vanilla';
import { pageSingleton } from '../singleton';

/** How long to wait before asking the API again when its gateway named no time (Retry-After). */
export const DEFAULT_RETRY_AFTER_MS = 5000;
/** A Retry-After longer than this is not waited for: the shell asks again after at most a minute. */
const MAX_RETRY_AFTER_MS = 60_000;

export type ApiReachability = { unreachable: boolean; retryAfterMs: number };

/**
 * Whether the API answered: the gateway answers 503 with Retry-After when it cannot reach the API (down, restarting;
 * docs/files-and-gateway.md). The shell shows a notice while it is so and asks again after Retry-After. One per page.
 */
export const apiReachability = pageSingleton('api-reachability', () =>
  createStore<ApiReachability>()(() => ({ unreachable: false, retryAfterMs: DEFAULT_RETRY_AFTER_MS })),
);

/** Reads what an answer tells of the API: a 503 with Retry-After is the gateway's "unreachable", any other an answer. */
export function noteApiAnswer(response: Response): void {
  const retryAfter = response.headers.get('Retry-After');
  if (response.status === 503 && retryAfter !== null) {
    const seconds = Number(retryAfter);
    const retryAfterMs = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : DEFAULT_RETRY_AFTER_MS;
    apiReachability.setState({ unreachable: true, retryAfterMs });
  } else if (apiReachability.getState().unreachable) {
    apiReachability.setState({ unreachable: false });
  }
}
