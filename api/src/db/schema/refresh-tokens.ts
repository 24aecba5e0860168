import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { partnerUsers } from './partner-users';

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Each use rotates the token: the used row gets `rotated_at`
 * and a new row joins the same family. Presenting a rotated token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerUserId: integer('partner_user_id')
      .notNull()
      .references(() => partnerUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
