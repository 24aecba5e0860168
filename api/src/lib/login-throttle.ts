import type { Redis } from 'ioredis';

export type LoginThrottleSettings = {
  /** wrong passwords for one account that cost nothing */
  freeFailures: number;
  /** the wait after the first failure beyond the free ones; it doubles with each further failure */
  baseDelayMs: number;
  maxDelayMs: number;
  /** a count is forgotten this long after the account's last failure */
  windowMs: number;
};

/** The outcome of counting one sign-in attempt before its password is checked. */
export type ThrottleAttempt = {
  /** false: the attempt falls into the wait after the last failures; it was not counted and gets no verdict */
  allowed: boolean;
  /** how long until an attempt is counted and checked again; 0 when allowed */
  waitMs: number;
  /** past the free failures: a right password from an unknown device needs a second factor (the e-mailed code) */
  stepUp: boolean;
};

type Entry = { failures: number; lastFailureAt: number };

/** The wait after `failures` failures: none for the free ones, then doubling up to the maximum. */
function delayAfter(settings: LoginThrottleSettings, failures: number): number {
  return failures < settings.freeFailures
    ? 0
    : Math.min(settings.baseDelayMs * 2 ** (failures - settings.freeFailures), settings.maxDelayMs);
}

type Store = {
  /** counts an attempt as a failure unless it falls into the wait, in one atomic step; the count before it */
  attempt(key: string, now: number): Promise<{ allowed: boolean; failures: number; waitMs: number }>;
  /** takes back the failure an attempt counted (its password was right) */
  undo(key: string): Promise<void>;
  fail(key: string, now: number): Promise<void>;
  clear(key: string): Promise<void>;
};

/** In this process only: a restart forgets it, a second instance has its own. Bounded, oldest entries go first. */
function memoryStore(settings: LoginThrottleSettings, now: () => number, limit = 50_000): Store {
  const entries = new Map<string, Entry>();
  const live = (entry: Entry | undefined) => (entry && now() - entry.lastFailureAt < settings.windowMs ? entry : undefined);
  const put = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > limit) entries.delete(entries.keys().next().value!);
  };
  // no await between reading and writing an entry: each step is atomic in the one thread of the process
  return {
    async attempt(key, at) {
      const entry = live(entries.get(key));
      const failures = entry?.failures ?? 0;
      const waitMs = entry ? Math.max(0, entry.lastFailureAt + delayAfter(settings, failures) - at) : 0;
      if (waitMs > 0) return { allowed: false, failures, waitMs };
      put(key, { failures: failures + 1, lastFailureAt: at });
      return { allowed: true, failures, waitMs: 0 };
    },
    async undo(key) {
      const entry = entries.get(key);
      if (entry && entry.failures > 1) entry.failures -= 1;
      else entries.delete(key);
    },
    async fail(key, at) {
      put(key, { failures: (live(entries.get(key))?.failures ?? 0) + 1, lastFailureAt: at });
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

/**
 * Read, decide and count in one step on the Redis server, so that parallel attempts on several API instances are
 * counted one after the other. KEYS[1]: the account; ARGV: now, free failures, base delay, max delay, window.
 */
const ATTEMPT_SCRIPT = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local now, free, base, max, window = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
if failures >= free then
  local delay = math.min(base * 2 ^ (failures - free), max)
  if now < last + delay then return {0, failures, last + delay - now} end
end
redis.call('HSET', KEYS[1], 'failures', failures + 1, 'last', now)
redis.call('PEXPIRE', KEYS[1], window)
return {1, failures, 0}
`;

/** Shared by every API instance on the same Redis (REDIS_URL). */
function redisStore(redis: Redis, settings: LoginThrottleSettings, prefix = 'portal-login-'): Store {
  return {
    async attempt(key, at) {
      const [allowed, failures, waitMs] = (await redis.eval(
        ATTEMPT_SCRIPT,
        1,
        prefix + key,
        at,
        settings.freeFailures,
        settings.baseDelayMs,
        settings.maxDelayMs,
        settings.windowMs,
      )) as [number, number, number];
      return { allowed: allowed === 1, failures: Number(failures), waitMs: Number(waitMs) };
    },
    async undo(key) {
      await redis.hincrby(prefix + key, 'failures', -1);
    },
    async fail(key, at) {
      await redis
        .multi()
        .hincrby(prefix + key, 'failures', 1)
        .hset(prefix + key, 'last', String(at))
        .pexpire(prefix + key, settings.windowMs)
        .exec();
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Guessing one account's password is slowed down, but nobody can lock its owner out (docs/operations.md): a few wrong
 * passwords are free, then each further attempt waits twice as long as the one before (up to maxDelayMs). An attempt
 * is counted as a failure before its password is checked (`attempt`, atomic in this process and in Redis), so that
 * parallel attempts cannot all be checked in the window of the first ones; a right password takes its count back
 * (`undo`) and a sign-in clears it. An attempt inside the wait gets no verdict: the sign-in answers it like a step-up
 * (modules/auth), so that the owner's right password still leads to the e-mailed code. A device that signed in before
 * (the remembered-device cookie) is not counted first; its wrong passwords count (`fail`).
 */
export function createLoginThrottle(options: { settings: LoginThrottleSettings; now?: () => number; redis?: Redis; prefix?: string }) {
  const { settings } = options;
  const now = options.now ?? Date.now;
  const store = options.redis ? redisStore(options.redis, settings, options.prefix) : memoryStore(settings, now);
  const keyOf = (email: string) => email.trim().toLowerCase();

  return {
    async attempt(email: string): Promise<ThrottleAttempt> {
      const { allowed, failures, waitMs } = await store.attempt(keyOf(email), now());
      return { allowed, waitMs, stepUp: failures >= settings.freeFailures };
    },
    undo: (email: string) => store.undo(keyOf(email)),
    fail: (email: string) => store.fail(keyOf(email), now()),
    clear: (email: string) => store.clear(keyOf(email)),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
