// `npm run invoices:issue -- 2026-10`: issues the partner invoices of a month, idempotently (api/src/ops/invoices-cli.ts).
import path from 'node:path';
import { root, run } from './lib/proc.mjs';

const { code } = await run('pnpm', ['exec', 'tsx', 'src/ops/invoices-cli.ts', ...process.argv.slice(2)], { cwd: path.join(root, 'api') });
process.exit(code);
