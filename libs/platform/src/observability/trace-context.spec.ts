import { context, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import {
  contextFrom,
  currentIds,
  formatTraceparent,
  logCorrelationFields,
  parseTraceparent,
  requestIdOf,
} from './trace-context.js';
import { installTracing, tracer } from './tracing.js';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';

describe('W3C trace context', () => {
  beforeAll(() => {
    installTracing({ serviceName: 'unit', asyncContext: true });
  });

  it('reads a valid traceparent and writes it back the same', () => {
    const parsed = parseTraceparent(`00-${TRACE}-${SPAN}-01`);
    expect(parsed).toEqual({ traceId: TRACE, spanId: SPAN, traceFlags: 1, isRemote: true });
    expect(formatTraceparent(parsed!)).toBe(`00-${TRACE}-${SPAN}-01`);
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-00`)?.traceFlags).toBe(0);
  });

  it.each([
    ['absent', undefined],
    ['not a string', ['00-a-b-01']],
    ['too short', `00-${TRACE.slice(1)}-${SPAN}-01`],
    ['upper case', `00-${TRACE.toUpperCase()}-${SPAN}-01`],
    ['all-zero trace id', `00-${'0'.repeat(32)}-${SPAN}-01`],
    ['all-zero span id', `00-${TRACE}-${'0'.repeat(16)}-01`],
    ['forbidden version ff', `ff-${TRACE}-${SPAN}-01`],
    ['version 00 with extra fields', `00-${TRACE}-${SPAN}-01-extra`],
    ['garbage', 'hello'],
  ])('refuses a traceparent that is %s', (_, value) => {
    expect(parseTraceparent(value)).toBeNull();
  });

  it('accepts a later version with extra fields, keeping only the sampled flag', () => {
    expect(parseTraceparent(`01-${TRACE}-${SPAN}-03-more`)).toMatchObject({
      traceId: TRACE,
      traceFlags: 1,
    });
  });

  it('builds a context whose parent is the traceparent and which carries the request id', () => {
    const ctx = contextFrom({ traceparent: `00-${TRACE}-${SPAN}-01`, requestId: 'req-12345678' });
    expect(trace.getSpanContext(ctx)).toMatchObject({ traceId: TRACE, spanId: SPAN });
    expect(requestIdOf(ctx)).toBe('req-12345678');
    expect(contextFrom({ traceparent: 'bad' })).toBe(ROOT_CONTEXT);
  });

  it('gives the work in progress its ids: a child span keeps the trace and gets its own span id', async () => {
    const parent = contextFrom({
      traceparent: `00-${TRACE}-${SPAN}-01`,
      requestId: 'req-abcdefgh',
    });
    const span = tracer().startSpan('work', {}, parent);
    const ids = await context.with(trace.setSpan(parent, span), async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { ids: currentIds(), log: logCorrelationFields() };
    });
    span.end();
    expect(ids.ids.traceId).toBe(TRACE);
    expect(ids.ids.requestId).toBe('req-abcdefgh');
    expect(ids.ids.traceparent).toMatch(new RegExp(`^00-${TRACE}-[0-9a-f]{16}-0[01]$`));
    expect(ids.ids.traceparent).not.toContain(SPAN);
    expect(ids.log).toEqual({
      requestId: 'req-abcdefgh',
      traceId: TRACE,
      spanId: span.spanContext().spanId,
    });
  });

  it('has no ids outside any work, and a new trace for a span without a parent', () => {
    expect(currentIds()).toEqual({});
    expect(logCorrelationFields()).toEqual({});
    const span = tracer().startSpan('root');
    expect(span.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(span.spanContext().traceId).not.toBe('0'.repeat(32));
    span.end();
  });
});
