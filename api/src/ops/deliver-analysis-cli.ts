/**
 * `npm run analysis:deliver -- ID FILE.pdf`: the wealth manager's analysts deliver their PDF for a portfolio analysis
 * upload that is in analysis (src/ops/analysis-delivery.ts); the upload is done and the adviser notified.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deliverAnalysis } from './analysis-delivery';
import { runCommand } from './command';

const usage = 'usage: npm run analysis:deliver -- ID FILE.pdf';
// paths are relative to where the command was started (the wrapper passes it on)
const cwd = process.env.PORTAL_CWD ?? process.cwd();

await runCommand(
  () => {
    const [idText, file, ...rest] = process.argv.slice(2);
    const id = Number(idText);
    if (!Number.isInteger(id) || id <= 0 || !file || rest.length) throw new Error(usage);
    return { id, pdf: readFileSync(resolve(cwd, file)) };
  },
  async ({ id, pdf }, { db }) => {
    const result = await deliverAnalysis(db, id, pdf, new Date());
    console.log(`portfolio analysis ${result.id}: done${result.notified ? ', adviser notified' : ''}`);
  },
);
