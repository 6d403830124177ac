import {
  type Context,
  context,
  createContextKey,
  isSpanContextValid,
  ROOT_CONTEXT,
  type SpanContext,
  trace,
  TraceFlags,
} from '@opentelemetry/api';

/**
 * The ids that follow a piece of work across processes: the W3C trace context (trace id,
 * parent span) and our request id. Pure @opentelemetry/api, so it costs nothing until a
 * tracer provider is installed (see tracing.ts) and can be used from any layer.
 */
const REQUEST_ID = createContextKey('wheelbase.request-id');
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(?:-.*)?$/;

/** What an event envelope carries so its consumers continue the trace of the request that caused it. */
export interface PropagatedIds {
  traceId?: string;
  traceparent?: string;
  requestId?: string;
}

/** `traceparent` header value of a span context (W3C Trace Context, version 00). */
export function formatTraceparent(spanContext: SpanContext): string {
  const flags = (spanContext.traceFlags & TraceFlags.SAMPLED).toString(16).padStart(2, '0');
  return `00-${spanContext.traceId}-${spanContext.spanId}-${flags}`;
}

/** The remote span context of a `traceparent` value, or null when it is absent or malformed (never throws). */
export function parseTraceparent(value: unknown): SpanContext | null {
  if (typeof value !== 'string') return null;
  const match = TRACEPARENT.exec(value.trim());
  // Version ff is forbidden; a future version may append fields, which the regex allows.
  if (!match || match[1] === 'ff' || (match[1] === '00' && value.trim().length !== 55)) return null;
  const spanContext: SpanContext = {
    traceId: match[2],
    spanId: match[3],
    traceFlags: parseInt(match[4], 16) & TraceFlags.SAMPLED,
    isRemote: true,
  };
  return isSpanContextValid(spanContext) ? spanContext : null;
}

/** A context whose parent is the given `traceparent` (when valid) and which carries the request id. */
export function contextFrom(
  ids: { traceparent?: unknown; requestId?: unknown },
  base: Context = ROOT_CONTEXT,
): Context {
  let result = base;
  const parent = parseTraceparent(ids.traceparent);
  if (parent) result = trace.setSpanContext(result, parent);
  if (typeof ids.requestId === 'string' && ids.requestId)
    result = result.setValue(REQUEST_ID, ids.requestId);
  return result;
}

export function withRequestId(base: Context, requestId: string): Context {
  return base.setValue(REQUEST_ID, requestId);
}

export function requestIdOf(ctx: Context = context.active()): string | undefined {
  return ctx.getValue(REQUEST_ID) as string | undefined;
}

/** The ids of the work in progress (a request or an event being handled), for an outgoing event. */
export function currentIds(ctx: Context = context.active()): PropagatedIds {
  const ids: PropagatedIds = {};
  const spanContext = trace.getSpanContext(ctx);
  if (spanContext && isSpanContextValid(spanContext)) {
    ids.traceId = spanContext.traceId;
    ids.traceparent = formatTraceparent(spanContext);
  }
  const requestId = requestIdOf(ctx);
  if (requestId) ids.requestId = requestId;
  return ids;
}

/** Fields every log line written during a request or an event's handling carries (pino mixin). */
export function logCorrelationFields(): Record<string, string> {
  const ctx = context.active();
  if (ctx === ROOT_CONTEXT) return {};
  const fields: Record<string, string> = {};
  const requestId = ctx.getValue(REQUEST_ID) as string | undefined;
  if (requestId) fields.requestId = requestId;
  const spanContext = trace.getSpanContext(ctx);
  if (spanContext && isSpanContextValid(spanContext)) {
    fields.traceId = spanContext.traceId;
    fields.spanId = spanContext.spanId;
  }
  return fields;
}
