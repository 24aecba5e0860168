/**
 * p95 latency of every statistics endpoint, as JSON lines on stdout.
 *
 * Signs in as the adviser of `seed-large.ts` and calls each endpoint sequentially (one request at a time) and then
 * with 20 requests in flight. Against a running API when BENCH_API_URL is set (e.g. http://localhost:8080/api/v1);
 * otherwise it starts the API in this process on a free port, on DATABASE_URL / DATA_DIR like the server.
 *
 *   pnpm --filter @portal/api exec tsx bench/statistics.ts
 *
 * Environment: BENCH_EMAIL / BENCH_PASSWORD (default the large adviser), BENCH_REQUESTS (sequential requests per
 * endpoint, default 50), BENCH_CONCURRENCY (default 20), BENCH_CONCURRENT_REQUESTS (default 200).
 */
import { performance } from 'node:perf_hooks';

const email = process.env.BENCH_EMAIL ?? 'large@partner.example';
const password = process.env.BENCH_PASSWORD ?? 'Partner-2026';
const sequentialRequests = Number(process.env.BENCH_REQUESTS ?? 50);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const concurrentRequests = Number(process.env.BENCH_CONCURRENT_REQUESTS ?? 200);
const warmup = 3;

const products = ['wealth_management', 'vested_benefits', 'third_pillar', 'private_markets', 'crypto', 'bank_account'];

const endpoints: { name: string; path: string }[] = [
  { name: 'total_clients', path: 'admin_partner/statistics/total_clients?scope=company&currency=CHF' },
  { name: 'client_states', path: 'admin_partner/statistics/client_states?scope=company' },
  ...['1m', '3m', 'ytd', '1y', 'max'].map((range) => ({
    name: `aum_growth_${range}`,
    path: `admin_partner/statistics/aum_growth?scope=company&currency=EUR&range=${range}`,
  })),
  { name: 'aum_growth_1y_personal', path: 'admin_partner/statistics/aum_growth?scope=personal&currency=CHF&range=1y' },
  { name: 'kpis', path: 'admin_partner/statistics/kpis?scope=company&currency=CHF' },
  { name: 'achieved_aum_targets', path: 'admin_partner/statistics/achieved_aum_targets?scope=company&currency=CHF' },
  { name: 'next_steps', path: 'admin_partner/statistics/next_steps?scope=company' },
  ...products.map((product) => ({
    name: `${product}_services_amounts`,
    path: `admin_partner/${product}_services/amounts?scope=company&currency=USD`,
  })),
  { name: 'expected_revenue', path: 'admin_partner/admin/statistics/expected_revenue?scope=company&currency=CHF' },
  { name: 'blog_posts', path: 'admin_partner/blog_posts?locale=de' },
  { name: 'next_investment_date', path: 'admin_partner/admin/investment_dates/next_date' },
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

async function timedGet(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'app-type': 'partner' } });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return elapsed;
}

function summary(name: string, mode: string, durations: number[], wallMs: number) {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    endpoint: name,
    mode,
    requests: sorted.length,
    p50_ms: round(percentile(sorted, 50)),
    p95_ms: round(percentile(sorted, 95)),
    max_ms: round(sorted[sorted.length - 1] ?? 0),
    requests_per_second: round((sorted.length / wallMs) * 1000),
  };
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/admin_partner/authorization/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'app-type': 'partner' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { status?: string; tokens?: { access_token: string }; message?: string };
  if (!response.ok || body.status !== 'success' || !body.tokens) {
    throw new Error(`sign-in as ${email} failed (${response.status}): ${body.message ?? ''}; run seed-large first`);
  }
  return body.tokens.access_token;
}

async function run(base: string): Promise<void> {
  const token = await signIn(base);
  for (const endpoint of endpoints) {
    const url = `${base}/${endpoint.path}`;
    for (let i = 0; i < warmup; i += 1) await timedGet(url, token);

    const sequential: number[] = [];
    let started = performance.now();
    for (let i = 0; i < sequentialRequests; i += 1) sequential.push(await timedGet(url, token));
    console.log(JSON.stringify(summary(endpoint.name, 'sequential', sequential, performance.now() - started)));

    const concurrent: number[] = [];
    let issued = 0;
    started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (issued < concurrentRequests) {
          issued += 1;
          concurrent.push(await timedGet(url, token));
        }
      }),
    );
    console.log(
      JSON.stringify(summary(endpoint.name, `concurrent_${concurrency}`, concurrent, performance.now() - started)),
    );
  }
}

async function main(): Promise<void> {
  const external = process.env.BENCH_API_URL;
  if (external) {
    await run(external.replace(/\/$/, ''));
    return;
  }
  const { startBenchServer } = await import('./server.js');
  const server = await startBenchServer();
  try {
    await run(`${server.url}/api/v1`);
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
