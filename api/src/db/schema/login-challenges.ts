import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { partnerUsers } from './partner-users';

/** A login waiting for its e-mailed code: the temp_token and the code are kept only as hashes. */
export const loginChallenges = pgTable('login_challenges', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  partnerUserId: integer('partner_user_id')
    .notNull()
    .references(() => partnerUsers.id, { onDelete: 'cascade' }),
  tempTokenHash: text('temp_token_hash').notNull().unique(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  rememberDevice: boolean('remember_device').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export type LoginChallengeRow = typeof loginChallenges.$inferSelect;
