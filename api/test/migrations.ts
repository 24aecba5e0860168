import type { PGlite } from '@electric-sql/pglite';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The migration tests' helpers: the SQL files in their order, and one file run statement by statement.

const dir = path.join(__dirname, '..', 'drizzle');

/** The migrations' file names, in the order they run. */
export const migrationFiles = readdirSync(dir)
  .filter((name) => name.endsWith('.sql'))
  .sort();

/** Runs one migration file as the migrator does: statement by statement. */
export async function runMigration(db: PGlite, file: string): Promise<void> {
  for (const statement of readFileSync(path.join(dir, file), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}
