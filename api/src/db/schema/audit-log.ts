import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Append-only: who read or changed which data. Rows are never updated or deleted by the application. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    partnerUserId: integer('partner_user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  // a client's entries newest first, straight from the index (migration 0021)
  (table) => [index('audit_log_entity_time_idx').on(table.entity, table.entityId, table.createdAt.desc(), table.id.desc())],
);
