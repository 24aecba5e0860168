import { boolean, integer, pgTable } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';

export const scheduledDowntimes = pgTable('scheduled_downtimes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  startTime: at('start_time').notNull(),
  endTime: at('end_time').notNull(),
  active: boolean('active').notNull().default(false),
  ...timestamps,
});

export type ScheduledDowntimeRow = typeof scheduledDowntimes.$inferSelect;
