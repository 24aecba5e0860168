import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { dataVersions } from '../db/schema';
import { createVersionedCache } from './versioned-cache';

/**
 * Reads kept by the version rule of lib/versioned-cache.ts (docs/performance.md): an answer is served again to the same
 * caller, scope, language, reference currency, day (of the app's clock) and URL while `data_versions` has not moved;
 * every table the reads are made of moves it when a change commits, so a write shows at once. A failure (a 404) is not
 * kept. What must happen on every request (the audit log's entry of a read) stays outside.
 */
export function versionedReads(app: FastifyInstance) {
  // the one query of a kept read (`data_versions`, moved by the triggers of migrations 0019 and 0021), built once
  const version = app.db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.id, 1)).prepare('data_version');
  const currentVersion = async () => (await version.execute())[0]?.version ?? 0;
  const keyOf = (request: FastifyRequest) =>
    [
      request.scope.companyId,
      request.scope.userId,
      request.scope.clients,
      request.scope.modules.join(','),
      request.scope.locale,
      request.user.referenceCurrency,
      app.now().toISOString().slice(0, 10),
      request.url,
    ].join('|');
  return <T>() => {
    const cache = createVersionedCache<T>();
    return async (request: FastifyRequest, compute: () => Promise<T>): Promise<T> =>
      cache.get(keyOf(request), await currentVersion(), compute);
  };
}
