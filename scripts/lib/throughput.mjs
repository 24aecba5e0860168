// The API throughput part of `npm run bench` (scripts/bench.mjs, issue 32): each read of the dashboard, the client list
// and a client's page under 20 connections, as a ratio to GET profile in the same run.
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { root, run } from './proc.mjs';

const e2e = path.join(root, 'e2e');
/** The product lines, each with its amounts card on the dashboard. */
export const PRODUCTS = ['wealth_management', 'vested_benefits', 'third_pillar', 'private_markets', 'crypto', 'bank_account'];
/** The minimum ratio of each page's reads to GET profile's requests per second (issue 32): demo data. */
const THROUGHPUT_RATIO = 0.3;
/** The large partner of `npm run seed:large` (10,000 clients): its own aims, a ratio and a p97.5 latency. */
const LARGE = { email: 'large@partner.example', ratio: 0.15, p975Ms: 50 };

/**
 * Brings the planner's statistics of a PostgreSQL database up to date, as autovacuum does on a server left at its
 * defaults: where it is off (as on the machines this bench was written on), the audit log the bench's reads write grows
 * by tens of thousands of entries a run with statistics from when it was empty, and its read of a client's newest 100
 * entries sorts every entry of the client instead of taking 100 from its index (50 instead of 1,339 req/s).
 */
export async function analyzeDatabase(databaseUrl) {
  if (!databaseUrl) return;
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [{ autovacuum }] = await sql`SELECT current_setting('autovacuum') AS autovacuum`;
    if (autovacuum === 'on') return;
    console.log('throughput: autovacuum is off on this PostgreSQL: ANALYZE first, as it would have');
    await sql`ANALYZE`;
  } finally {
    await sql.end();
  }
}

/**
 * The reads of the three pages an adviser opens most, as the pages send them (demo partner, company scope): each under
 * 20 connections for THROUGHPUT_SECONDS, GET profile first and last (its mean is the reference: the machine's load
 * drifts during a run), each read's requests per second as a ratio to it.
 */
export async function benchThroughput(baseUrl) {
  const api = `${baseUrl}/api/v1/admin_partner`;
  // THROUGHPUT_LOGIN=large@partner.example measures the company of `npm run seed:large` (10,000 clients)
  const email = process.env.THROUGHPUT_LOGIN ?? 'demo@partner.example';
  const login = await fetch(`${api}/authorization/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'app-type': 'partner' },
    body: JSON.stringify({ email, password: 'Partner-2026' }),
  });
  if (login.status !== 200) {
    console.log(`throughput: signing in as ${email} failed (${login.status}); \`npm run seed:large\` creates large@partner.example`);
    return false;
  }
  const { tokens } = await login.json();
  const headers = { authorization: `Bearer ${tokens.access_token}`, 'app-type': 'partner' };
  const top = await (await fetch(`${api}/clients?page=1&per_page=1&sort=invested_amount&direction=desc`, { headers })).json();
  const id = top.clients[0].id;
  const services = await (await fetch(`${api}/client_overview/${id}/services?requested_currency=CHF`, { headers })).json();
  const serviceId = services.services[0]?.id;
  const pages = {
    dashboard: [
      'admin_partner/statistics/total_clients?currency=CHF',
      'admin_partner/statistics/client_states',
      'admin_partner/statistics/aum_growth?range=1y&currency=CHF',
      'admin_partner/statistics/kpis?currency=CHF',
      'admin_partner/statistics/achieved_aum_targets?currency=CHF',
      'admin_partner/statistics/next_steps',
      ...PRODUCTS.map((product) => `admin_partner/${product}_services/amounts?currency=CHF`),
      'admin_partner/admin/statistics/expected_revenue?currency=CHF',
      'admin_partner/blog_posts?locale=de',
      'admin_partner/admin/investment_dates/next_date',
    ],
    'client list': ['admin_partner/clients?page=1&per_page=10'],
    'client detail': [
      `admin_partner/clients/${id}`,
      `admin_partner/client_overview/${id}/services?requested_currency=CHF`,
      `admin_partner/client_overview/${id}/overall_performance_for_period?period=1y&requested_currency=CHF`,
      `admin_partner/client_overview/${id}/monthly_performance?requested_currency=CHF`,
      `admin_partner/client_overview/${id}/devices`,
      `admin_partner/clients/${id}/audit_log`,
      ...(serviceId ? [`admin_partner/client_overview/${id}/transactions/${serviceId}?group_by=month`] : []),
    ],
  };
  const profile = 'admin_partner/profile';
  // a first round of GET profile warms the API up (its code compiled, its connections open) and is not counted: the
  // first measured round came out at half the last one
  const paths = [profile, profile, ...Object.values(pages).flat(), profile];
  const seconds = process.env.THROUGHPUT_SECONDS ?? '10';
  const result = await run('node', ['bench/api.mjs', baseUrl, ...paths, '--login', email, '--connections', '20', '--seconds', seconds], {
    cwd: e2e,
    quiet: true,
  });
  const lines = result.output
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
    .slice(1);
  if (lines.length !== paths.length - 1) {
    console.log(result.output);
    return false;
  }
  const large = email === LARGE.email;
  const minRatio = large ? LARGE.ratio : THROUGHPUT_RATIO;
  const reference = (lines[0].requests_per_second + lines.at(-1).requests_per_second) / 2;
  console.log(
    `GET profile: ${lines[0].requests_per_second} and ${lines.at(-1).requests_per_second} req/s (reference ${Math.round(reference)})`,
  );
  let index = 1;
  let passed = true;
  for (const [page, reads] of Object.entries(pages)) {
    for (const read of reads) {
      const line = lines[index++];
      const ratio = line.requests_per_second / reference;
      const ok = ratio >= minRatio && line.errors === 0 && (!large || line.latency_p975_ms <= LARGE.p975Ms);
      console.log(
        `${ok ? '✓' : '✗'} ${page.padEnd(13)} ${read.replace('admin_partner/', '').padEnd(72)} ${String(line.requests_per_second).padStart(6)} req/s  ${ratio.toFixed(2)}× profile  p95 ${line.latency_p95_ms} ms  p97.5 ${line.latency_p975_ms} ms${line.errors ? `  ${line.errors} errors` : ''}`,
      );
      passed &&= ok;
    }
  }
  console.log(JSON.stringify({ load_average_1m: os.loadavg()[0].toFixed(1) }));
  return passed;
}
