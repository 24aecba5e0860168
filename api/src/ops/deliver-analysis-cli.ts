/**
 * `npm run analysis:deliver -- ID FILE.pdf`: the wealth manager's analysts deliver their PDF for a portfolio analysis
 * upload that is in analysis (src/ops/analysis-delivery.ts); the upload is done and the adviser notified. Works on the
 * database of the configuration (DATABASE_URL, else the embedded one: stop the portal first).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { pgliteDirOf } from '../app';
import { openDatabase } from '../db/client';
import { deliverAnalysis } from './analysis-delivery';

const usage = 'usage: npm run analysis:deliver -- ID FILE.pdf';
// paths are relative to where the command was started (the wrapper passes it on)
const cwd = process.env.PORTAL_CWD ?? process.cwd();

const config = loadConfig();
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
try {
  const [idText, file, ...rest] = process.argv.slice(2);
  const id = Number(idText);
  if (!Number.isInteger(id) || id <= 0 || !file || rest.length) throw new Error(usage);
  const pdf = readFileSync(resolve(cwd, file));
  database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config) });
  await database.migrate(config.migrationsDir);
  const result = await deliverAnalysis(database.db, id, pdf, new Date());
  console.log(`portfolio analysis ${result.id}: done${result.notified ? ', adviser notified' : ''}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database?.close();
}
