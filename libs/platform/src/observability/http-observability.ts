import {
  type Context,
  context,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import type { Logger } from '../logging/logger.js';
import type { PlatformMetrics } from './metrics.js';
import { idsOf, requestEnded, requestStarted } from './propagation.js';
import { contextFrom, type PropagatedIds } from './trace-context.js';
import { tracer, tracingHasAsyncContext, tracingRecords } from './tracing.js';

export const METRICS_PATH = '/metrics';
/** Route label of requests no route matched (404s): one series, whatever the URL. */
export const UNMATCHED_ROUTE = '(unmatched)';
const HEALTH_ROUTE = '/api/health';
const SERVER_SPAN = { kind: SpanKind.SERVER };

/** What the platform keeps on each request while it is in flight. */
export interface RequestTelemetry {
  span: Span;
  /** The request's context, made active around its handling (only with TRACE_ASYNC_CONTEXT). */
  context: Context | null;
  route: string;
  /** What the request hands on to its events: trace id, its span as parent, request id. */
  ids: PropagatedIds;
  /** Its log fields, built once: requestId, traceId, spanId. */
  logFields: RequestLogFields;
  /** Set by the error filter when the request failed with an unexpected exception. */
  unhandledError?: unknown;
  /** Its entry in the in-flight registry is gone (answered or aborted). */
  ended?: boolean;
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

export interface RequestLogFields {
  requestId: string;
  traceId?: string;
  spanId?: string;
}

/** The request's ids for a log line written about it: requestId, traceId, spanId. */
export function requestLogFields(request: FastifyRequest | undefined): Partial<RequestLogFields> {
  if (!request) return {};
  return request.telemetry?.logFields ?? { requestId: String(request.id) };
}

/**
 * Per request, at the cost of a few microseconds: a SERVER span (child of an incoming
 * `traceparent`, else a new trace) whose ids are registered under the request id while the
 * request is in flight, so the events it records carry them (propagation.ts), and made
 * active when TRACE_ASYNC_CONTEXT is on; then, once answered, the request counter and
 * latency histogram (route template labels) and one JSON log line with requestId, traceId,
 * route, status and duration. /metrics itself is left out.
 */
export function installHttpObservability(
  fastify: FastifyInstance,
  metrics: PlatformMetrics,
  logger: Logger,
): void {
  fastify.decorateRequest('telemetry', null);

  fastify.addHook(
    'onRequest',
    (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const route = routeLabel(request);
      if (route === METRICS_PATH) return done();
      const requestId = String(request.id);
      const asyncContext = tracingHasAsyncContext();
      // Without the async context only the caller's span matters (as the parent): no request id in it.
      const parent = contextFrom({
        traceparent: request.headers.traceparent,
        requestId: asyncContext ? requestId : undefined,
      });
      const span = tracingRecords()
        ? tracer().startSpan(
            `${request.method} ${route}`,
            {
              kind: SpanKind.SERVER,
              attributes: {
                'http.request.method': request.method,
                'http.route': route,
                'wheelbase.request_id': requestId,
              },
            },
            parent,
          )
        : tracer().startSpan('http', SERVER_SPAN, parent);
      const spanContext = span.spanContext();
      const ids = idsOf(spanContext, requestId);
      requestStarted(requestId, ids);
      const active = asyncContext ? trace.setSpan(parent, span) : null;
      request.telemetry = {
        span,
        context: active,
        route,
        ids,
        logFields: { requestId, traceId: spanContext.traceId, spanId: spanContext.spanId },
      };
      if (active) context.with(active, done);
      else done();
    },
  );

  // With TRACE_ASYNC_CONTEXT: reading the body hops through the socket's own callbacks,
  // which lose the active context; the handler gets it back here.
  if (tracingHasAsyncContext()) {
    fastify.addHook(
      'preHandler',
      (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
        const active = request.telemetry?.context;
        if (!active) return done();
        context.with(active, done);
      },
    );
  }

  // A request the client gave up on may never reach onResponse: it must leave the registry all the same.
  fastify.addHook('onRequestAbort', (request: FastifyRequest, done: HookHandlerDoneFunction) => {
    endInFlight(request);
    done();
  });

  fastify.addHook(
    'onResponse',
    (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const telemetry = request.telemetry;
      if (!telemetry) return done();
      endInFlight(request);
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

      const { logFields } = telemetry;
      const line = {
        requestId: logFields.requestId,
        traceId: logFields.traceId,
        spanId: logFields.spanId,
        method: request.method,
        route: telemetry.route,
        path: request.url.split('?', 1)[0],
        status,
        durationMs: Math.round(durationMs * 100) / 100,
      };
      // Probes hit health every few seconds: at info they would drown the useful lines.
      if (telemetry.route === HEALTH_ROUTE && status < 500) logger.debug(line, 'request completed');
      else logger.info(line, 'request completed');
      done();
    },
  );
}

function endInFlight(request: FastifyRequest): void {
  const telemetry = request.telemetry;
  if (!telemetry || telemetry.ended) return;
  telemetry.ended = true;
  requestEnded(String(request.id));
}
