import { context, createContextKey, SpanKind, SpanStatusCode, trace, type Context, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, TracerProvider, type SpanExporter } from '@opentelemetry/sdk-trace';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';

/**
 * OpenTelemetry traces of the API (docs/operations.md, "Traces"): a span per request, continuing the trace of the
 * gateway's `traceparent`, and a span per SQL statement under it. Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (or a
 * test hands an exporter): then nothing here is loaded into the request path and no query is wrapped.
 */

export type Tracing = {
  tracer: Tracer;
  /** W3C Trace Context: reads `traceparent`/`tracestate` of the incoming request */
  propagator: W3CTraceContextPropagator;
  /** sends what is still buffered and stops */
  shutdown(): Promise<void>;
};

export type TracingOptions = {
  serviceName: string;
  /** OTLP/HTTP base address (OTEL_EXPORTER_OTLP_ENDPOINT); spans go to `<endpoint>/v1/traces` as JSON, in batches */
  endpoint?: string;
  /** an exporter of the caller's (tests: InMemorySpanExporter), handed every span as it ends */
  exporter?: SpanExporter;
};

/** Which tracer the statements of the current request report to: set by the request's span, read by the query wrapper. */
const TRACER = createContextKey('portal tracer');

let contextManagerSet = false;
let queriesWrapped = false;

/** The provider of one app; undefined when tracing is not configured. */
export function createTracing(options: TracingOptions): Tracing | undefined {
  const exporter =
    options.exporter ??
    (options.endpoint ? new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` }) : undefined);
  if (!exporter) return undefined;
  const processor = options.exporter ? new SimpleSpanProcessor({ exporter }) : new BatchSpanProcessor({ exporter });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [processor],
  });
  if (!contextManagerSet) {
    // the active span follows the request through its awaits (AsyncLocalStorage); set once per process
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    contextManagerSet = true;
  }
  wrapQueries();
  return { tracer: provider.getTracer('portal-api'), propagator: new W3CTraceContextPropagator(), shutdown: () => provider.shutdown() };
}

/** The context of a request's span: the span itself and the tracer its statements report to. */
export const requestContext = (parent: Context, span: ReturnType<Tracer['startSpan']>, tracer: Tracer): Context =>
  trace.setSpan(parent, span).setValue(TRACER, tracer);

/** `SELECT "clients"."id", … FROM "clients" …` → `SELECT clients`: the span's name, without values or column lists. */
export function statementName(sql: string): string {
  const operation = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';
  const table = /\b(?:from|into|update|join)\s+"?([\w.]+)"?/i.exec(sql)?.[1];
  return table ? `${operation} ${table}` : operation;
}

/**
 * Every statement drizzle runs, on PostgreSQL (postgres.js) as on PGlite, passes `PgPreparedQuery.queryWithCache`:
 * wrapped once, it opens a client span under the request's span, with the statement's text (parameters stay out: they
 * hold names and e-mail addresses). postgres.js has no OpenTelemetry instrumentation of its own. A statement outside a
 * traced request (the background rounds, migrations) runs as before, without a span.
 */
function wrapQueries() {
  if (queriesWrapped) return;
  queriesWrapped = true;
  type Run = (queryString: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;
  const prototype = PgPreparedQuery.prototype as unknown as { queryWithCache: Run };
  const original = prototype.queryWithCache;
  prototype.queryWithCache = function (this: unknown, queryString, params, query) {
    const active = context.active();
    const tracer = active.getValue(TRACER) as Tracer | undefined;
    if (!tracer) return original.call(this, queryString, params, query);
    return tracer.startActiveSpan(
      statementName(queryString),
      { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.query.text': queryString } },
      active,
      async (span) => {
        try {
          return await original.call(this, queryString, params, query);
        } catch (error) {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      },
    );
  };
}
