import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { partnerUsers } from './partner-users';

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  partnerUserId: integer('partner_user_id')
    .notNull()
    .references(() => partnerUsers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** Tokens of the e-mail verification link (`POST verify_email`). */
export const emailVerificationTokens = pgTable('email_verification_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  partnerUserId: integer('partner_user_id')
    .notNull()
    .references(() => partnerUsers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});
