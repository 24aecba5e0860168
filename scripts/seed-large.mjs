// `npm run seed:large`: a partner company with 10,000 clients and two years of daily valuations, for the benchmarks.
// It writes to the same database as `npm start` (DATA_DIR or DATABASE_URL); stop the portal first when on PGlite.
import path from 'node:path';
import { root, run } from './lib/proc.mjs';

const { code } = await run('pnpm', ['exec', 'tsx', 'scripts/seed-large.ts', ...process.argv.slice(2)], { cwd: path.join(root, 'api') });
process.exit(code);
