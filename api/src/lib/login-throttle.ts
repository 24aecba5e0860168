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

export type ThrottleState = {
  failures: number;
  /** how long the next attempt without a remembered device must wait; 0: it may try now */
  waitMs: number;
  /** past the free failures: a right password from an unknown device needs a second factor (the e-mailed code) */
  stepUp: boolean;
};

type Entry = { failures: number; lastFailureAt: number };

type Store = {
  get(key: string): Promise<Entry | undefined>;
  fail(key: string, now: number): Promise<void>;
  clear(key: string): Promise<void>;
};

/** In this process only: a restart forgets it, a second instance has its own. Bounded, oldest entries go first. */
function memoryStore(settings: LoginThrottleSettings, now: () => number, limit = 50_000): Store {
  const entries = new Map<string, Entry>();
  const live = (entry: Entry | undefined) => (entry && now() - entry.lastFailureAt < settings.windowMs ? entry : undefined);
  return {
    async get(key) {
      const entry = live(entries.get(key));
      if (!entry) entries.delete(key);
      return entry;
    },
    async fail(key, at) {
      const entry = live(entries.get(key));
      entries.delete(key);
      entries.set(key, { failures: (entry?.failures ?? 0) + 1, lastFailureAt: at });
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

/** Shared by every API instance on the same Redis (REDIS_URL). */
function redisStore(redis: Redis, settings: LoginThrottleSettings, prefix = 'portal-login-'): Store {
  return {
    async get(key) {
      const values = await redis.hgetall(prefix + key);
      if (!values.failures) return undefined;
      return { failures: Number(values.failures), lastFailureAt: Number(values.last) };
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
 * Guessing one account's password is slowed down, but nobody can lock its owner out: a few wrong passwords are
 * free, then each further attempt waits twice as long as the one before (up to maxDelayMs, told in Retry-After);
 * a device that signed in before (the remembered-device cookie) does not wait, and a right password from any other
 * device then needs the e-mailed code as well. A successful sign-in clears the count.
 */
export function createLoginThrottle(options: { settings: LoginThrottleSettings; now?: () => number; redis?: Redis; prefix?: string }) {
  const { settings } = options;
  const now = options.now ?? Date.now;
  const store = options.redis ? redisStore(options.redis, settings, options.prefix) : memoryStore(settings, now);
  const keyOf = (email: string) => email.trim().toLowerCase();

  const delayAfter = (failures: number) =>
    failures < settings.freeFailures ? 0 : Math.min(settings.baseDelayMs * 2 ** (failures - settings.freeFailures), settings.maxDelayMs);

  return {
    async state(email: string): Promise<ThrottleState> {
      const entry = await store.get(keyOf(email));
      if (!entry) return { failures: 0, waitMs: 0, stepUp: false };
      const waitMs = Math.max(0, entry.lastFailureAt + delayAfter(entry.failures) - now());
      return { failures: entry.failures, waitMs, stepUp: entry.failures >= settings.freeFailures };
    },
    fail: (email: string) => store.fail(keyOf(email), now()),
    clear: (email: string) => store.clear(keyOf(email)),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
