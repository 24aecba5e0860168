/**
 * `npm run import:streets -- FILE`: loads swisstopo's official street directory (the CSV of "Amtliches
 * Strassenverzeichnis") into the street look-up, replacing the streets there (src/modules/onboarding/streets.ts).
 * Works on the database of the configuration (DATABASE_URL, else the embedded one: stop the portal first).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { pgliteDirOf } from '../app';
import { openDatabase } from '../db/client';
import { importStreets, parseStreetDirectory } from '../modules/onboarding/streets';

const usage = 'usage: npm run import:streets -- FILE.csv';
// paths are relative to where the command was started (the wrapper passes it on)
const cwd = process.env.PORTAL_CWD ?? process.cwd();

const config = loadConfig();
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
try {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length) throw new Error(usage);
  const { streets, skipped } = parseStreetDirectory(readFileSync(resolve(cwd, file), 'utf8'));
  if (streets.length === 0) throw new Error('the file holds no street with a Swiss postal code: nothing was changed');
  database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config) });
  await database.migrate(config.migrationsDir);
  const imported = await importStreets(database.db, streets, { replace: true });
  console.log(`streets: ${imported} imported${skipped ? `, ${skipped} rows without a street name or postal code skipped` : ''}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database?.close();
}
