import { context, defaultTextMapGetter, ROOT_CONTEXT, SpanKind, SpanStatusCode, type Context, type Span } from '@opentelemetry/api';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestContext, type Tracing } from '../lib/tracing';

type Traced = { span: Span; context: Context };

/** The probes of the platform and Prometheus (every few seconds on every instance): not traced. */
const UNTRACED = new Set(['/health', '/ready', '/metrics']);

/**
 * A server span per request (docs/operations.md, "Traces"), in the trace that the gateway's `traceparent` names, or a
 * new one for a request that did not pass a gateway. The request's log lines carry `trace_id` and `span_id` beside
 * `reqId`; its SQL statements become child spans (lib/tracing.ts). Registered only when tracing is configured.
 */
const tracingPlugin: FastifyPluginAsync<{ tracing: Tracing }> = async (app, { tracing }) => {
  const { tracer, propagator } = tracing;
  const traced = new WeakMap<FastifyRequest, Traced>();

  app.addHook('onRequest', (request, reply, done) => {
    if (UNTRACED.has(request.url.split('?')[0]!)) return done();
    const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
    const route = request.routeOptions.url;
    const span = tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0],
          ...(route ? { 'http.route': route } : {}),
          'portal.request_id': request.id,
        },
      },
      parent,
    );
    const { traceId, spanId } = span.spanContext();
    const log = request.log.child({ trace_id: traceId, span_id: spanId });
    request.log = log;
    reply.log = log;
    const entry = { span, context: requestContext(parent, span, tracer) };
    traced.set(request, entry);
    // the rest of the request's hooks and its handler run in the span's context (AsyncLocalStorage carries it on)
    context.with(entry.context, done);
  });

  app.addHook('onError', async (request, _reply, error) => {
    const entry = traced.get(request);
    entry?.span.recordException(error);
  });
  const end = (request: FastifyRequest, status?: number) => {
    const entry = traced.get(request);
    if (!entry) return;
    traced.delete(request);
    if (status !== undefined) {
      entry.span.setAttribute('http.response.status_code', status);
      if (status >= 500) entry.span.setStatus({ code: SpanStatusCode.ERROR });
    } else {
      entry.span.setStatus({ code: SpanStatusCode.ERROR, message: 'aborted by the client' });
    }
    entry.span.end();
  };
  app.addHook('onResponse', async (request, reply) => end(request, reply.statusCode));
  app.addHook('onRequestAbort', async (request) => end(request));
  app.addHook('onClose', async () => tracing.shutdown());
};

export default fp(tracingPlugin, { name: 'tracing' });
