/**
 * One instance per page, whichever copy of `@portal/shared` asks. Module Federation normally gives every remote the
 * shell's copy, but a remote whose build also provides one (a version tie, the standalone host, a chunk loaded first)
 * must not end up with a session, toast list or query cache of its own: an adviser would switch private mode in the
 * shell while the remote's amounts stayed visible. The state lives on `globalThis` under a registered symbol.
 */
export function pageSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`@portal/shared/${name}`);
  const registry = globalThis as unknown as Record<symbol, T | undefined>;
  return (registry[key] ??= create());
}
