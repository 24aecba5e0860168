// `npm run publish:document -- FILE --category … --title …`: publishes a PDF to the partners (api/src/ops/publish-document-cli.ts).
import path from 'node:path';
import { root, run } from './lib/proc.mjs';

const { code } = await run('pnpm', ['exec', 'tsx', 'src/ops/publish-document-cli.ts', ...process.argv.slice(2)], {
  cwd: path.join(root, 'api'),
  env: { PORTAL_CWD: process.env.INIT_CWD ?? process.cwd() },
});
process.exit(code);
