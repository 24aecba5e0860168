// `npm run analysis:deliver -- ID FILE.pdf`: the analysts' PDF for a portfolio analysis in analysis (api/src/ops/deliver-analysis-cli.ts).
import path from 'node:path';
import { root, run } from './lib/proc.mjs';

const { code } = await run('pnpm', ['exec', 'tsx', 'src/ops/deliver-analysis-cli.ts', ...process.argv.slice(2)], {
  cwd: path.join(root, 'api'),
  env: { PORTAL_CWD: process.env.INIT_CWD ?? process.cwd() },
});
process.exit(code);
