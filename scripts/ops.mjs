// `bash scripts/run.sh ops NAME ARGS…`: an operations command of the API (api/src/ops/NAME-cli.ts), run with the
// workspace's tsx; paths in ARGS are relative to where the npm command was started (the CLI reads PORTAL_CWD).
// The root package.json names them: publish:document, invoices:issue, analysis:deliver, import:streets, users:invite.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './lib/proc.mjs';

const [name, ...args] = process.argv.slice(2);
const cli = `src/ops/${name}-cli.ts`;
if (!name || !existsSync(path.join(root, 'api', cli))) {
  console.error(`usage: bash scripts/run.sh ops NAME ARGS… (no api/${cli})`);
  process.exit(2);
}
const { code } = await run('pnpm', ['exec', 'tsx', cli, ...args], {
  cwd: path.join(root, 'api'),
  env: { PORTAL_CWD: process.env.INIT_CWD ?? process.cwd() },
});
process.exit(code);
