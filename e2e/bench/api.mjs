// Throughput and latency of authenticated GETs under concurrent connections: a closed loop of N workers, each
// sending its next request when the previous one answered, for a fixed time; every latency is kept for exact
// percentiles. Usage: node bench/api.mjs <baseUrl> <path> [<path> ...] [--login email] [--connections 20] [--seconds 10]
import { Agent, request } from 'undici';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const email = opt('login', 'demo@partner.example');
const connections = Number(opt('connections', 20));
const seconds = Number(opt('seconds', 10));
const [baseUrl, ...paths] = args;

const res = await fetch(`${baseUrl}/api/v1/admin_partner/authorization/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'app-type': 'partner' },
  body: JSON.stringify({ email, password: process.env.BENCH_PASSWORD ?? 'Partner-2026' }),
});
const body = await res.json();
if (!body.tokens) {
  console.error(`bench: login as ${email} failed (${res.status}): ${JSON.stringify(body)}`);
  process.exit(2);
}
// the encodings a browser accepts: a large answer travels compressed, as it does to the pages (compressed by the
// gateway per request, or kept compressed by the API, lib/versioned-reads.ts); its bytes are read, not decompressed
const headers = {
  authorization: `Bearer ${body.tokens.access_token}`,
  'app-type': 'partner',
  'accept-encoding': 'gzip, deflate, br, zstd',
};
const dispatcher = new Agent({ connections, pipelining: 1 });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

for (const apiPath of paths) {
  const url = `${baseUrl}/api/v1/${apiPath}`;
  const latencies = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const start = performance.now();
      try {
        const response = await request(url, { headers, dispatcher });
        await response.body.arrayBuffer();
        if (response.statusCode >= 400) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - start);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      endpoint: `GET ${apiPath.split('?')[0]}`,
      query: apiPath.includes('?') ? apiPath.split('?')[1] : undefined,
      connections,
      requests: latencies.length,
      requests_per_second: Math.round(latencies.length / elapsed),
      latency_p50_ms: +percentile(latencies, 50).toFixed(1),
      latency_p95_ms: +percentile(latencies, 95).toFixed(1),
      latency_p975_ms: +percentile(latencies, 97.5).toFixed(1),
      errors,
    }),
  );
}
await dispatcher.close();
