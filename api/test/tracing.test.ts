import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { createTracing, statementName } from '../src/lib/tracing';
import { bearer, build, signIn, type TestContext } from './helpers';

// OpenTelemetry traces (lib/tracing.ts, plugins/tracing.ts, docs/operations.md "Traces"): the gateway's traceparent is
// continued by the API's request span, every SQL statement is a span under it, and the log lines carry both ids.
/** Keeps the spans, and tells when the request's span has ended (it ends after the answer went out). */
class Spans extends InMemorySpanExporter {
  private waiting: (() => void)[] = [];
  override export(spans: ReadableSpan[], done: Parameters<InMemorySpanExporter['export']>[1]) {
    super.export(spans, done);
    if (spans.some((span) => span.kind === SpanKind.SERVER)) this.waiting.splice(0).forEach((resolve) => resolve());
  }
  /** the request spans, once one has ended */
  async servers(): Promise<ReadableSpan[]> {
    if (!this.getFinishedSpans().some((span) => span.kind === SpanKind.SERVER))
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    return this.getFinishedSpans().filter((span) => span.kind === SpanKind.SERVER);
  }
}
const exporter = new Spans();
const lines: Record<string, unknown>[] = [];
const logger = { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } };

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await build({}, undefined, undefined, { logger, spanExporter: exporter });
  token = (await signIn(ctx.app)).access_token;
});
afterAll(() => ctx.close());
beforeEach(() => {
  exporter.reset();
  lines.length = 0;
});

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const GATEWAY_SPAN = '00f067aa0ba902b7';
const traceparent = `00-${TRACE_ID}-${GATEWAY_SPAN}-01`;

const serverSpans = () => exporter.servers();
const statementsUnder = (parent: ReadableSpan) =>
  exporter
    .getFinishedSpans()
    .filter((span) => span.kind === SpanKind.CLIENT && span.parentSpanContext?.spanId === parent.spanContext().spanId);

describe('traces', () => {
  it("continues the gateway's trace: a request span and a span per statement, with the request id in the log", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin_partner/clients',
      headers: { ...bearer(token), traceparent, 'x-request-id': 'gw-request-1' },
    });
    expect(response.statusCode).toBe(200);
    const [server, ...others] = await serverSpans();
    expect(others).toHaveLength(0);
    expect(server!.name).toBe('GET /api/v1/admin_partner/clients');
    expect(server!.spanContext().traceId).toBe(TRACE_ID);
    expect(server!.parentSpanContext?.spanId).toBe(GATEWAY_SPAN);
    expect(server!.attributes['portal.request_id']).toBe('gw-request-1');
    expect(server!.attributes['http.response.status_code']).toBe(200);

    const statements = statementsUnder(server!);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.every((span) => span.spanContext().traceId === TRACE_ID)).toBe(true);
    expect(statements.map((span) => span.name)).toContain('SELECT clients');
    expect(statements.every((span) => span.attributes['db.system.name'] === 'postgresql')).toBe(true);
    // the statement's text, never its parameters (names, e-mail addresses)
    expect(statements.every((span) => typeof span.attributes['db.query.text'] === 'string')).toBe(true);
    expect(statements.some((span) => JSON.stringify(span.attributes).includes('demo@partner.example'))).toBe(false);

    const completed = lines.find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ reqId: 'gw-request-1', trace_id: TRACE_ID, span_id: server!.spanContext().spanId });
  });

  it('keeps the trace through a request with a body, over a real connection', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/v1/admin_partner/authorization/login`, {
      method: 'POST',
      headers: { traceparent, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@partner.example', password: 'Not-the-password-1' }),
    });
    expect(response.status).toBe(401);
    const [server] = await serverSpans();
    expect(server!.spanContext().traceId).toBe(TRACE_ID);
    expect(statementsUnder(server!).length).toBeGreaterThan(0);
  });

  it('starts a trace of its own for a request without traceparent', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/v1/admin_partner/clients', headers: bearer(token) });
    const [server] = await serverSpans();
    expect(server!.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(server!.spanContext().traceId).not.toBe(TRACE_ID);
    expect(server!.parentSpanContext).toBeUndefined();
    expect(statementsUnder(server!).length).toBeGreaterThan(0);
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(completed?.trace_id).toBe(server!.spanContext().traceId);
  });

  it("leaves out the probes of the platform and Prometheus' scrapes", async () => {
    for (const url of ['/health', '/ready', '/metrics']) await ctx.app.inject({ method: 'GET', url });
    await ctx.app.inject({ method: 'GET', url: '/api/v1/admin_partner/clients', headers: bearer(token) });
    const servers = await serverSpans();
    expect(servers.map((span) => span.name)).toEqual(['GET /api/v1/admin_partner/clients']);
  });

  it('records no statement outside a request (background rounds)', async () => {
    await ctx.app.mailer.runQueue();
    expect(exporter.getFinishedSpans()).toHaveLength(0);
  });
});

describe('tracing off', () => {
  it('is not set up without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
    expect(createTracing({ serviceName: 'portal-api' })).toBeUndefined();
  });

  it('names a statement by its operation and table', () => {
    expect(statementName('select "id", "email" from "clients" where "clients"."id" = $1')).toBe('SELECT clients');
    expect(statementName('insert into "mail_queue" ("to") values ($1)')).toBe('INSERT mail_queue');
    expect(statementName('update "partner_users" set "x" = $1')).toBe('UPDATE partner_users');
    expect(statementName('begin')).toBe('BEGIN');
  });
});
