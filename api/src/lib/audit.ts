import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '../db';
import { auditLog } from '../db/schema';

/** What an audit entry says: who (from the request) did what to which data. */
export type AuditEntry = {
  // (string & {}) keeps the four common actions as suggestions while any other action is allowed.
  action: 'read' | 'create' | 'update' | 'delete' | (string & {});
  entity: string;
  entityId?: string | number;
  details?: Record<string, unknown>;
};

/**
 * Appends who read or changed which data to the audit log (never updated or deleted). Modules that read or change
 * client data call it with the request, so the user and the address come from there.
 */
export async function audit(db: Executor, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    partnerUserId: request.user?.id ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    details: entry.details ?? null,
    ip: request.ip,
  });
}

// The data version and, when it is still the one a kept answer was computed at, that read's audit entry: one statement,
// one round trip (docs/performance.md). The entry is written in the same snapshot that read the version, so an entry
// is written exactly when the kept answer is served; otherwise nothing is written and the caller audits its new answer.
const VERSION_AND_AUDIT = `WITH v AS (SELECT version FROM data_versions WHERE id = 1),
written AS (
  INSERT INTO audit_log (partner_user_id, action, entity, entity_id, details, ip)
  SELECT $1::integer, $2::text, $3::text, $4::text, $5::jsonb, $6::text FROM v WHERE v.version = $7::bigint
  RETURNING 1
)
SELECT v.version::text AS version, (SELECT count(*) FROM written)::integer AS audited FROM v`;

type RawClient =
  | { unsafe(query: string, params: unknown[], options: { prepare: boolean }): Promise<Record<string, unknown>[]> }
  | { query(query: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/**
 * Reads the data version and writes `entry` in the same statement when the version is `expected`. Returns the version
 * (-1 without one) and whether the entry was written. On the database handle, never inside a transaction.
 */
export async function versionAndAudit(
  db: Database,
  request: FastifyRequest,
  entry: AuditEntry,
  expected: number,
): Promise<{ version: number; audited: boolean }> {
  const params = [
    request.user?.id ?? null,
    entry.action,
    entry.entity,
    entry.entityId === undefined ? null : String(entry.entityId),
    entry.details === undefined ? null : JSON.stringify(entry.details),
    request.ip,
    String(expected),
  ];
  // postgres.js prepares it once per connection; PGlite runs it in its one connection
  const client = (db as unknown as { $client: RawClient }).$client;
  const rows =
    'unsafe' in client
      ? await client.unsafe(VERSION_AND_AUDIT, params, { prepare: true })
      : (await client.query(VERSION_AND_AUDIT, params)).rows;
  const row = rows[0];
  return row ? { version: Number(row.version), audited: Number(row.audited) === 1 } : { version: -1, audited: false };
}
