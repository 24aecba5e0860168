import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { notificationKinds } from '@portal/shared/contracts';
import { at } from './columns';
import { partnerUsers } from './partner-users';
import { clients } from './clients';

export type NotificationUserUpdates = {
  document_name?: string | null;
  new_status?: string | null;
  service_type?: string | null;
};

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerUserId: integer('partner_user_id')
      .notNull()
      .references(() => partnerUsers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    userUpdates: jsonb('user_updates').$type<NotificationUserUpdates>().notNull().default({}),
    seenAt: at('seen_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('notifications_user_created_idx').on(table.partnerUserId, table.createdAt)],
);

/** Per user and kind; a missing row means the default (both channels on). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    partnerUserId: integer('partner_user_id')
      .notNull()
      .references(() => partnerUsers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    email: boolean('email').notNull().default(true),
    inApp: boolean('in_app').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.partnerUserId, table.kind] })],
);

export type NotificationRow = typeof notifications.$inferSelect;
