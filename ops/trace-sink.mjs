// The composed portal's receiver of traces (docker-compose.yml, service `traces`; docs/operations.md "Traces"): an
// OTLP/HTTP endpoint in JSON, as the API's exporter sends it (POST /v1/traces), that writes every span as one JSON line
// on stdout (`docker-compose logs traces`) and keeps the latest ones in memory to answer GET /v1/traces/<trace id>.
// No collector image can be had where the portal is built; a deployment points OTEL_EXPORTER_OTLP_ENDPOINT at its
// own collector (Jaeger, Tempo, an OpenTelemetry Collector) instead. Node only, no dependency.
//   node ops/trace-sink.mjs            listens on PORT (4318, OTLP/HTTP's port); KEEP_SPANS spans kept (10000)
import http from 'node:http';
import { gunzipSync } from 'node:zlib';

/** An OTLP attribute value ({ stringValue }, { intValue }, …) as a plain value. */
function valueOf(value = {}) {
  if ('stringValue' in value) return value.stringValue;
  if ('intValue' in value) return Number(value.intValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('boolValue' in value) return value.boolValue;
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(valueOf);
  return null;
}
const attributesOf = (list = []) => Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

/** The spans of an OTLP ExportTraceServiceRequest (JSON), each flat: ids in hex, times in ms, its service's name. */
export function spansOf(request) {
  return (request.resourceSpans ?? []).flatMap((resourceSpans) => {
    const service = attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? null;
    return (resourceSpans.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        service,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId || null,
        name: span.name,
        kind: span.kind,
        start: Number(BigInt(span.startTimeUnixNano ?? 0) / 1_000_000n),
        ms: Number(BigInt(span.endTimeUnixNano ?? 0) - BigInt(span.startTimeUnixNano ?? 0)) / 1e6,
        status: span.status?.code ?? 0,
        attributes: attributesOf(span.attributes),
      })),
    );
  });
}

export function startTraceSink({ port = 4318, host = '0.0.0.0', keep = 10_000, write = (line) => process.stdout.write(`${line}\n`) } = {}) {
  const spans = [];
  const server = http.createServer((req, res) => {
    const trace = /^\/v1\/traces\/([0-9a-f]{32})$/.exec(req.url ?? '');
    if (req.method === 'GET' && trace) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ spans: spans.filter((span) => span.traceId === trace[1]) }));
      return;
    }
    if (req.method === 'GET' && req.url === '/health') return void res.end('ok\n');
    if (req.method !== 'POST' || req.url !== '/v1/traces') return void res.writeHead(404).end();
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
      res.writeHead(415, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ message: 'OTLP/HTTP in JSON only (exporter-trace-otlp-http)' }));
    }
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const body = Buffer.concat(chunks);
        const received = spansOf(JSON.parse((req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8')));
        for (const span of received) write(JSON.stringify(span));
        spans.push(...received);
        spans.splice(0, Math.max(0, spans.length - keep));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } catch (error) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: String(error) }));
      }
    });
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startTraceSink({ port: Number(process.env.PORT ?? 4318), keep: Number(process.env.KEEP_SPANS ?? 10_000) });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
