import type { SpanContext } from '@opentelemetry/api';
import type { EventEnvelope } from '@market/contracts';
import { currentIds, formatTraceparent, type PropagatedIds } from './trace-context.js';

/**
 * How an event learns which request or event handling caused it, without an ambient
 * context. On Node 20 the AsyncLocalStorage context manager costs about 25 µs of CPU per
 * HTTP request (its hooks run for every promise and socket operation), a fifth of a small
 * request's cost, so by default the ids travel by handles the code already passes along:
 *
 * - a request, by its request id: services give `meta.requestId` to `ServiceEvents.record`,
 *   and the request's ids are registered here while it is in flight;
 * - an event's handling, by the transaction it runs in: `ServiceEvents.consume` binds the
 *   inbox transaction's EntityManager to the consumer span, so events recorded in it
 *   continue the trace.
 * With TRACE_ASYNC_CONTEXT=true the active span is also read (and carried into log lines).
 */
interface InFlight {
  ids: PropagatedIds;
  /** Two requests may share a client-chosen x-request-id: the entry lives until both end. */
  count: number;
}

/** An EntityManager, seen only as a key. */
type TransactionHandle = { queryRunner?: object };

const requests = new Map<string, InFlight>();
const transactions = new WeakMap<object, PropagatedIds>();

/** The ids a piece of work hands on: its trace, the span doing the work, its request id. */
export function idsOf(spanContext: SpanContext, requestId: string | undefined): PropagatedIds {
  return {
    traceId: spanContext.traceId,
    traceparent: formatTraceparent(spanContext),
    ...(requestId ? { requestId } : {}),
  };
}

export function requestStarted(requestId: string, ids: PropagatedIds): void {
  const entry = requests.get(requestId);
  if (entry) entry.count++;
  else requests.set(requestId, { ids, count: 1 });
}

export function requestEnded(requestId: string): void {
  const entry = requests.get(requestId);
  if (entry && --entry.count === 0) requests.delete(requestId);
}

/**
 * Events recorded in this transaction continue the trace of `ids` (an event's handling)
 * until the returned function is called. Keyed by the transaction's query runner, which
 * nested transactions of the same handling share, else by the manager itself.
 */
export function bindTransaction(manager: TransactionHandle, ids: PropagatedIds): () => void {
  const key = manager.queryRunner ?? manager;
  transactions.set(key, ids);
  return () => transactions.delete(key);
}

/** What an event recorded in `manager` for `requestId` carries: the most specific of what is known. */
export function idsForEvent(
  manager: TransactionHandle,
  requestId: string | undefined,
): PropagatedIds {
  const ids =
    transactions.get(manager.queryRunner ?? manager) ??
    (requestId ? requests.get(requestId)?.ids : undefined) ??
    currentIds();
  return requestId && ids.requestId !== requestId ? { ...ids, requestId } : ids;
}

/** The ids an envelope carries, for a consumer that did not get its own span's. */
export function idsOfEnvelope(event: EventEnvelope): PropagatedIds {
  return {
    ...(event.traceId ? { traceId: event.traceId } : {}),
    ...(event.traceparent ? { traceparent: event.traceparent } : {}),
    ...(event.requestId ? { requestId: event.requestId } : {}),
  };
}
