import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** The created/updated pair every mutable table carries. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A point in time with its zone; optional unless chained with `.notNull()`. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** Money and other exact amounts: read back as strings, so no float rounding happens before the code decides. */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
