import { and, desc, eq } from 'drizzle-orm';
import type { ClientAuditLogResponse } from '@portal/shared/contracts';
import type { Executor } from '../../db';
import { auditLog, partnerUsers } from '../../db/schema';

/** The newest 100 audit entries about one client (the caller has checked that the client is in scope). */
export async function auditLogOf(db: Executor, clientId: number): Promise<ClientAuditLogResponse['entries']> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      details: auditLog.details,
      firstName: partnerUsers.firstName,
      lastName: partnerUsers.lastName,
      ip: auditLog.ip,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(partnerUsers, eq(partnerUsers.id, auditLog.partnerUserId))
    .where(and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, String(clientId))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    what: typeof row.details?.what === 'string' ? row.details.what : null,
    partner_user: row.firstName === null ? null : [row.firstName, row.lastName].filter(Boolean).join(' '),
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
  }));
}
