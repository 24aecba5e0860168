/**
 * `pnpm --filter @portal/api nationalities [list | add CODE... [--reason "..."] | remove CODE...]`: keeps the list of
 * restricted nationalities. The API reads the list on every request, so a change shows at once.
 */
import { runCommand } from './command';
import { addRestricted, listRestricted, parseCodes, removeRestricted } from './restricted-nationalities';

await runCommand(
  () => {
    const [command = 'list', ...rest] = process.argv.slice(2);
    if (!['list', 'add', 'remove'].includes(command)) throw new Error(`unknown command "${command}": list, add or remove`);
    const reasonAt = rest.indexOf('--reason');
    const reason = reasonAt >= 0 ? rest[reasonAt + 1] : undefined;
    const values = reasonAt >= 0 ? [...rest.slice(0, reasonAt), ...rest.slice(reasonAt + 2)] : rest;
    return { command, reason, values };
  },
  async ({ command, reason, values }, { db }) => {
    if (command === 'list') {
      for (const row of await listRestricted(db)) console.log(`${row.code}\t${row.reason ?? ''}`);
    } else if (command === 'add') {
      console.log(`added or updated: ${(await addRestricted(db, parseCodes(values), reason)).join(', ')}`);
    } else {
      const removed = await removeRestricted(db, parseCodes(values));
      console.log(removed.length > 0 ? `removed: ${removed.join(', ')}` : 'none of these was on the list');
    }
  },
);
