import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Mail to be sent, written inside the request and sent by the worker of `plugins/mailer.ts` outside it: a request
 * never waits for SMTP, and the reset request does the same work whether or not the address has an account (the
 * worker decides, `kind: 'password_reset'`). A row is deleted once sent, so codes and links do not stay here.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `mail`: `payload` is the message; `password_reset`: `payload` is the request, the worker writes the link */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    /** when it may be tried (again): later after a failure */
    dueAt: at('due_at').notNull().defaultNow(),
    /** a worker holds it until then; another instance takes it over after a crash */
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
  },
  (table) => [index('mail_queue_due_idx').on(table.dueAt)],
);

export type MailQueueRow = typeof mailQueue.$inferSelect;
