import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@portal/shared/contracts';
import { at, timestamps } from './columns';
import { partnerUsers } from './partner-users';

export const featurePrompts = pgTable('feature_prompts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  body: jsonb('body').$type<LocalizedText>().notNull(),
  imageUrl: text('image_url'),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

export const featurePromptDismissals = pgTable(
  'feature_prompt_dismissals',
  {
    featurePromptId: integer('feature_prompt_id')
      .notNull()
      .references(() => featurePrompts.id, { onDelete: 'cascade' }),
    partnerUserId: integer('partner_user_id')
      .notNull()
      .references(() => partnerUsers.id, { onDelete: 'cascade' }),
    dismissedAt: at('dismissed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.featurePromptId, table.partnerUserId] })],
);
