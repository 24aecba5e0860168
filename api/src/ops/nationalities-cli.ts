/**
 * `pnpm --filter @portal/api nationalities [list | add CODE... [--reason "..."] | remove CODE...]`: keeps the list of
 * restricted nationalities in the database of the configuration (DATABASE_URL, else the embedded one: stop the
 * portal first). The API reads the list on every request, so a change shows at once.
 */
import { loadConfig } from '../config';
import { pgliteDirOf } from '../app';
import { openDatabase } from '../db/client';
import { addRestricted, listRestricted, parseCodes, removeRestricted } from './restricted-nationalities';

const [command = 'list', ...rest] = process.argv.slice(2);
const reasonAt = rest.indexOf('--reason');
const reason = reasonAt >= 0 ? rest[reasonAt + 1] : undefined;
const values = reasonAt >= 0 ? [...rest.slice(0, reasonAt), ...rest.slice(reasonAt + 2)] : rest;

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config) });
try {
  await database.migrate(config.migrationsDir);
  if (command === 'list') {
    for (const row of await listRestricted(database.db)) console.log(`${row.code}\t${row.reason ?? ''}`);
  } else if (command === 'add') {
    console.log(`added or updated: ${(await addRestricted(database.db, parseCodes(values), reason)).join(', ')}`);
  } else if (command === 'remove') {
    const removed = await removeRestricted(database.db, parseCodes(values));
    console.log(removed.length > 0 ? `removed: ${removed.join(', ')}` : 'none of these was on the list');
  } else {
    throw new Error(`unknown command "${command}": list, add or remove`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
