import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, postgres.js a Buffer: both become a Buffer
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files the API serves (published partner documents): their bytes with a SHA-256 checksum. In the database, so that
 * every API instance reads the same files on PGlite and on PostgreSQL alike; `lib/file-store.ts` is the only code
 * that reads or writes this table, so moving the bytes to object storage changes that file only.
 */
export const storedFiles = pgTable('stored_files', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sha256: text('sha256').notNull(),
  size: integer('size').notNull(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export type StoredFileRow = typeof storedFiles.$inferSelect;
