/**
 * What the access check of every request reads, kept for a few seconds in this process: the caller's user row (its
 * modules, language, permissions) and whether the session's refresh-token family is still live. Without it every
 * authenticated request cost two queries before its own work.
 * - A revoked family is revoked for good, so that answer is kept (up to a bound); a live one only for `ttlMs`.
 * - This process forgets at once what it changes itself: a logout or reuse revokes the family (`forgetFamily`), a new
 *   password revokes all of a user's sessions (`forgetFamiliesOf`), a profile change (`forgetUser`).
 * - Another API instance sees such a change after at most `ttlMs` (AUTH_CACHE_SECONDS; 0 turns the cache off).
 */
export type AccessCache<User> = {
  user(userId: number, load: () => Promise<User | undefined>): Promise<User | undefined>;
  familyRevoked(familyId: string, userId: number, load: () => Promise<boolean>): Promise<boolean>;
  forgetUser(userId: number): void;
  forgetFamily(familyId: string): void;
  forgetFamiliesOf(userId: number): void;
};

const MAX_ENTRIES = 10_000;

export function createAccessCache<User>(ttlMs: number, now: () => number = Date.now): AccessCache<User> {
  const users = new Map<number, { at: number; value: Promise<User | undefined> }>();
  const families = new Map<string, { at: number; revoked: boolean; userId: number }>();
  const bounded = <K, V>(map: Map<K, V>) => {
    if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as K);
  };

  return {
    async user(userId, load) {
      if (ttlMs <= 0) return load();
      const hit = users.get(userId);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      bounded(users);
      // parallel requests of one user share the query
      const value = load();
      users.set(userId, { at: now(), value });
      value.catch(() => users.delete(userId));
      return value;
    },
    async familyRevoked(familyId, userId, load) {
      if (ttlMs <= 0) return load();
      const hit = families.get(familyId);
      if (hit && (hit.revoked || now() - hit.at < ttlMs)) return hit.revoked;
      const revoked = await load();
      bounded(families);
      families.set(familyId, { at: now(), revoked, userId });
      return revoked;
    },
    forgetUser(userId) {
      users.delete(userId);
    },
    forgetFamily(familyId) {
      families.delete(familyId);
    },
    forgetFamiliesOf(userId) {
      for (const [familyId, entry] of families) if (entry.userId === userId) families.delete(familyId);
    },
  };
}
