import {
  bindTransaction,
  idsForEvent,
  idsOf,
  idsOfEnvelope,
  requestEnded,
  requestStarted,
} from './propagation.js';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const span = (spanId: string) => ({ traceId: TRACE, spanId, traceFlags: 1 });

describe('explicit propagation of trace context to recorded events', () => {
  it('finds a request in flight by its request id, and forgets it when the request ends', () => {
    requestStarted('req-aaaaaaaa', idsOf(span('00f067aa0ba902b7'), 'req-aaaaaaaa'));
    expect(idsForEvent({}, 'req-aaaaaaaa')).toEqual({
      traceId: TRACE,
      traceparent: `00-${TRACE}-00f067aa0ba902b7-01`,
      requestId: 'req-aaaaaaaa',
    });
    requestEnded('req-aaaaaaaa');
    expect(idsForEvent({}, 'req-aaaaaaaa')).toEqual({ requestId: 'req-aaaaaaaa' });
  });

  it('keeps a request id two requests share until both ended', () => {
    requestStarted('shared-id', idsOf(span('1111111111111111'), 'shared-id'));
    requestStarted('shared-id', idsOf(span('2222222222222222'), 'shared-id'));
    requestEnded('shared-id');
    expect(idsForEvent({}, 'shared-id').traceId).toBe(TRACE);
    requestEnded('shared-id');
    expect(idsForEvent({}, 'shared-id').traceId).toBeUndefined();
  });

  it('prefers the event handling bound to the transaction, shared by managers of one query runner, until unbound', () => {
    const queryRunner = {};
    const manager = { queryRunner };
    const nested = { queryRunner };
    requestStarted('req-bbbbbbbb', idsOf(span('3333333333333333'), 'req-bbbbbbbb'));
    const unbind = bindTransaction(manager, idsOf(span('4444444444444444'), 'req-original'));
    expect(idsForEvent(nested, undefined)).toMatchObject({
      traceparent: `00-${TRACE}-4444444444444444-01`,
      requestId: 'req-original',
    });
    expect(idsForEvent(manager, 'req-bbbbbbbb').traceparent).toContain('4444444444444444');
    unbind();
    expect(idsForEvent(manager, 'req-bbbbbbbb').traceparent).toContain('3333333333333333');
    expect(idsForEvent({ queryRunner: {} }, undefined)).toEqual({});
    requestEnded('req-bbbbbbbb');
  });

  it('reads the ids an envelope carries, leaving out what it lacks', () => {
    expect(idsOfEnvelope({ id: 'e', type: 't.x', version: 1, occurredAt: '', data: {} })).toEqual(
      {},
    );
    expect(
      idsOfEnvelope({
        id: 'e',
        type: 't.x',
        version: 1,
        occurredAt: '',
        traceId: TRACE,
        traceparent: 'tp',
        requestId: 'r',
        data: {},
      }),
    ).toEqual({
      traceId: TRACE,
      traceparent: 'tp',
      requestId: 'r',
    });
  });
});
