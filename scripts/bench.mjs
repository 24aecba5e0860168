// `npm run bench`: the measures that matter, on the production build.
//   pages       initial JavaScript (KB gzip) and median LCP of five cold loads of /login and / (dashboard)
//   lighthouse  the performance score of /login on Lighthouse's default mobile preset
//   api         GET profile under 20 concurrent connections: requests per second and p95 latency
//   statistics  p95 latency of each statistics endpoint, as the large partner of `npm run seed:large` when it exists
// Options: --only=<part,...> runs a subset (pages, lighthouse, api, statistics).
// It uses the same database as `npm start` (DATA_DIR or DATABASE_URL), on ports 8280/8281.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from './build.mjs';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { root, run } from './lib/proc.mjs';
import { startPortal } from './portal.mjs';

const port = Number(process.env.BENCH_PORT ?? 8280);
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const wants = (part) => !only || only.includes(part);
const e2e = path.join(root, 'e2e');
const out = path.join(root, '.bench');
mkdirSync(out, { recursive: true });

const STATISTICS = [
  'admin_partner/statistics/total_clients',
  'admin_partner/statistics/client_states',
  'admin_partner/statistics/aum_growth?range=1y',
  'admin_partner/statistics/aum_growth?range=max',
  'admin_partner/statistics/kpis',
  'admin_partner/statistics/achieved_aum_targets',
  'admin_partner/statistics/next_steps',
  'admin_partner/wealth_management_services/amounts',
  'admin_partner/admin/statistics/expected_revenue',
];

await ensureChromium();
await build();
const portal = await startPortal({ port, apiPort: port + 1, silent: true, env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' } });
try {
  if (wants('pages')) {
    console.log(`› pages (${portal.url})`);
    await run('node', ['bench/pages.mjs', portal.url, '/login'], { cwd: e2e });
    await run('node', ['bench/pages.mjs', portal.url, '/', '--login', 'demo@partner.example'], { cwd: e2e });
  }

  if (wants('lighthouse')) {
    console.log('› lighthouse /login (mobile preset)');
    const report = path.join(out, 'lighthouse-login.json');
    const lh = await run('pnpm', ['exec', 'lighthouse', `${portal.url}/login`, '--only-categories=performance', '--output=json',
      `--output-path=${report}`, '--quiet', `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`], { cwd: e2e, env: { CHROME_PATH: CHROMIUM }, quiet: true });
    if (lh.code === 0) {
      const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
      console.log(JSON.stringify({
        page: '/login',
        lighthouse_performance: categories.performance.score,
        fcp_ms: Math.round(audits['first-contentful-paint'].numericValue),
        lcp_ms: Math.round(audits['largest-contentful-paint'].numericValue),
        tbt_ms: Math.round(audits['total-blocking-time'].numericValue),
      }));
    } else {
      console.log(`lighthouse failed:\n${lh.output.slice(-1500)}`);
    }
  }

  if (wants('api')) {
    console.log('› api: GET profile, 20 connections');
    await run('node', ['bench/api.mjs', portal.url, 'admin_partner/profile', '--connections', '20', '--seconds', '10'], { cwd: e2e });
  }

  if (wants('statistics')) {
    console.log('› statistics endpoints, 20 connections');
    const large = await run('node', ['bench/api.mjs', portal.url, ...STATISTICS, '--login', 'large@partner.example', '--seconds', '5'], { cwd: e2e });
    if (large.code === 2) {
      console.log('(no large partner: `npm run seed:large` creates one with 10,000 clients; measuring on the demo partner)');
      await run('node', ['bench/api.mjs', portal.url, ...STATISTICS, '--login', 'demo@partner.example', '--seconds', '5'], { cwd: e2e });
    }
  }
} finally {
  await portal.stop();
}
