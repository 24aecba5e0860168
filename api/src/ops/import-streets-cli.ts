/**
 * `npm run import:streets -- FILE`: loads swisstopo's official street directory (the CSV of "Amtliches
 * Strassenverzeichnis") into the street look-up, replacing the streets there (src/modules/onboarding/streets.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { importStreets, parseStreetDirectory } from '../modules/onboarding/streets';
import { runCommand } from './command';

const usage = 'usage: npm run import:streets -- FILE.csv';
// paths are relative to where the command was started (the wrapper passes it on)
const cwd = process.env.PORTAL_CWD ?? process.cwd();

await runCommand(
  () => {
    const [file, ...rest] = process.argv.slice(2);
    if (!file || rest.length) throw new Error(usage);
    const parsed = parseStreetDirectory(readFileSync(resolve(cwd, file), 'utf8'));
    if (parsed.streets.length === 0) throw new Error('the file holds no street with a Swiss postal code: nothing was changed');
    return parsed;
  },
  async ({ streets, skipped }, { db }) => {
    const imported = await importStreets(db, streets, { replace: true });
    console.log(`streets: ${imported} imported${skipped ? `, ${skipped} rows without a street name or postal code skipped` : ''}`);
  },
);
