import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Mail kept instead of sent when no SMTP server is configured (development, tests). */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('outbox_emails_to_idx').on(table.to, table.createdAt)],
);
