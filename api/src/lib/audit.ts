import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db';
import { auditLog } from '../db/schema';

/**
 * Appends who read or changed which data to the audit log (never updated or deleted). Modules that read or change
 * client data call it with the request, so the user and the address come from there.
 */
export async function audit(
  db: Executor,
  request: FastifyRequest,
  entry: {
    // (string & {}) keeps the four common actions as suggestions while any other action is allowed.
    action: 'read' | 'create' | 'update' | 'delete' | (string & {});
    entity: string;
    entityId?: string | number;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    partnerUserId: request.user?.id ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    details: entry.details ?? null,
    ip: request.ip,
  });
}
