import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { partnerUsers } from './partner-users';

/** Browsers that passed a code with "remember device": the cookie value is stored hashed. */
export const rememberedDevices = pgTable('remembered_devices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  partnerUserId: integer('partner_user_id')
    .notNull()
    .references(() => partnerUsers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  userAgent: text('user_agent'),
  createdAt: at('created_at').notNull().defaultNow(),
  lastUsedAt: at('last_used_at'),
  expiresAt: at('expires_at').notNull(),
});
