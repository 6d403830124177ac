import { type Context, context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Logger } from '../logging/logger.js';
import type { PlatformMetrics } from './metrics.js';
import { contextFrom } from './trace-context.js';
import { tracer, tracingRecords } from './tracing.js';

export const METRICS_PATH = '/metrics';
/** Route label of requests no route matched (404s): one series, whatever the URL. */
export const UNMATCHED_ROUTE = '(unmatched)';
const HEALTH_ROUTE = '/api/health';
const SERVER_SPAN = { kind: SpanKind.SERVER };

/** What the platform keeps on each request while it is in flight. */
export interface RequestTelemetry {
  span: Span;
  context: Context;
  route: string;
  /** Set by the error filter when the request failed with an unexpected exception. */
  unhandledError?: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    telemetry: RequestTelemetry | null;
  }
}

/** The route template of a request (`/api/listings/:id`), never its URL, so labels stay bounded. */
export function routeLabel(request: Pick<FastifyRequest, 'routeOptions'>): string {
  return request.routeOptions?.url || UNMATCHED_ROUTE;
}

/** Called by the error filter: counted as an unhandled error and recorded on the request's span. */
export function markUnhandledError(request: FastifyRequest | undefined, error: unknown): void {
  if (request?.telemetry) request.telemetry.unhandledError = error;
}

/**
 * Per request, at the cost of a few microseconds: a SERVER span (child of an incoming
 * `traceparent`, else a new trace) made active for the rest of the request, so logs and
 * recorded events carry its ids; then, once answered, the request counter and latency
 * histogram (route template labels) and one JSON log line with requestId, traceId, route,
 * status and duration. /metrics itself is left out.
 */
export function installHttpObservability(fastify: FastifyInstance, metrics: PlatformMetrics, logger: Logger): void {
  fastify.decorateRequest('telemetry', null);

  fastify.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const route = routeLabel(request);
    if (route === METRICS_PATH) return done();
    const parent = contextFrom({ traceparent: request.headers.traceparent, requestId: String(request.id) });
    const span = tracingRecords()
      ? tracer().startSpan(
          `${request.method} ${route}`,
          { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'http.route': route, 'wheelbase.request_id': String(request.id) } },
          parent,
        )
      : tracer().startSpan('http', SERVER_SPAN, parent);
    const active = trace.setSpan(parent, span);
    request.telemetry = { span, context: active, route };
    context.with(active, done);
  });

  // Reading the body hops through the socket's own callbacks, which lose the active
  // context: the handler gets it back here.
  fastify.addHook('preHandler', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!request.telemetry) return done();
    context.with(request.telemetry.context, done);
  });

  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const telemetry = request.telemetry;
    if (!telemetry) return done();
    const status = reply.statusCode;
    const durationMs = reply.elapsedTime;
    const unhandled = telemetry.unhandledError !== undefined;
    metrics.recordRequest(request.method, telemetry.route, status, durationMs / 1000, unhandled);

    const { span } = telemetry;
    if (span.isRecording()) {
      span.setAttribute('http.response.status_code', status);
      if (unhandled) span.recordException(telemetry.unhandledError as Error);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();

    // Inside the request's context, so the logger's mixin adds requestId, traceId and spanId.
    context.with(telemetry.context, () => {
      const line = {
        method: request.method,
        route: telemetry.route,
        path: request.url.split('?', 1)[0],
        status,
        durationMs: Math.round(durationMs * 100) / 100,
      };
      // Probes hit health every few seconds: at info they would drown the useful lines.
      if (telemetry.route === HEALTH_ROUTE && status < 500) logger.debug(line, 'request completed');
      else logger.info(line, 'request completed');
    });
    done();
  });
}
