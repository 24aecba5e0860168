/** `pnpm --filter @portal/api seed`: empties the database of the configuration and fills it with the demo data. */
import { loadConfig } from '../config';
import { openUploadStore } from '../plugins/upload-store';
import { pgliteDirOf } from '../app';
import { openDatabase } from '../db/client';
import { applyDemoDowntime } from '../db/prepare';
import { resetDatabase, seed } from './index';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config) });
try {
  await database.migrate(config.migrationsDir);
  const started = Date.now();
  await resetDatabase(database.db);
  const summary = await seed(database.db, { uploads: await openUploadStore(config) });
  await applyDemoDowntime(database.db, config.demoDowntime);
  console.log(`Seeded ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s:`, summary);
} finally {
  await database.close();
}
