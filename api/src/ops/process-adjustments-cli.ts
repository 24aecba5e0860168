/**
 * `npm run adjustments:process` (or `pnpm --filter @portal/api adjustments:process`): plays the wealth manager's side
 * of the custom portfolios, which is not in this portal: every pending weight adjustment is approved, overwritten or
 * rejected (src/ops/weight-adjustments.ts) and the adviser is notified. Works on the database of the configuration
 * (DATABASE_URL, else the embedded one: stop the portal first).
 */
import { loadConfig } from '../config';
import { pgliteDirOf } from '../app';
import { openDatabase } from '../db/client';
import { processPendingAdjustments } from './weight-adjustments';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config) });
try {
  await database.migrate(config.migrationsDir);
  const done = await processPendingAdjustments(database.db, new Date());
  console.log(
    done.length ? done.map((entry) => `weight adjustment ${entry.id}: ${entry.status}`).join('\n') : 'no pending weight adjustments',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
