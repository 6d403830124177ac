import { eventBusContract, newEnvelope, Received, waitFor } from './event-bus.contract.js';
import { InProcessEventBus } from './in-process.event-bus.js';

describe('InProcessEventBus', () => {
  eventBusContract(
    'InProcessEventBus',
    () => new InProcessEventBus({ retry: { baseMs: 20, capMs: 200 } }),
    {
      deliveryTimeoutMs: 5_000,
    },
  );

  it('backs off exponentially between redeliveries, up to the cap', async () => {
    const bus = new InProcessEventBus({ retry: { baseMs: 40, capMs: 160 } });
    const times: number[] = [];
    await bus.subscribe({
      group: 'g',
      types: ['t.backoff'],
      handle: async () => {
        times.push(Date.now());
        if (times.length < 5) throw new Error('fail');
      },
    });
    await bus.start();
    await bus.publish([newEnvelope('t.backoff')]);
    await waitFor(() => times.length === 5, 5_000, 'five attempts');
    await bus.stop();

    const gaps = times.slice(1).map((t, i) => t - times[i]);
    // 40, 80, 160, 160 (capped); timers may fire late, never early.
    [40, 80, 160, 160].forEach((expected, i) =>
      expect(gaps[i]).toBeGreaterThanOrEqual(expected - 2),
    );
    expect(gaps[3]).toBeLessThan(320);
  });

  it('holds events published before start() for the groups subscribed by then', async () => {
    const bus = new InProcessEventBus();
    const received = new Received();
    const early = newEnvelope('t.early');
    await bus.publish([early]);
    await bus.subscribe({
      group: 'g',
      types: ['t.early'],
      handle: async (e) => void received.events.push(e),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.events).toHaveLength(0);

    await bus.start();

    await waitFor(() => received.has([early]), 1_000, 'the early event');
    await bus.stop();
  });

  it('ends a backoff wait at stop() instead of waiting it out, and redelivers after start()', async () => {
    const bus = new InProcessEventBus({ retry: { baseMs: 60_000, capMs: 60_000 } });
    let calls = 0;
    await bus.subscribe({
      group: 'g',
      types: ['t.stop'],
      handle: async () => {
        calls += 1;
        if (calls === 1) throw new Error('fail once');
      },
    });
    await bus.start();
    await bus.publish([newEnvelope('t.stop')]);
    await waitFor(() => calls === 1, 1_000, 'the first attempt');

    const startedAt = Date.now();
    await bus.stop();
    expect(Date.now() - startedAt).toBeLessThan(1_000);

    await bus.start();
    await waitFor(() => calls === 2, 1_000, 'the redelivery');
    await bus.stop();
  });

  it('refuses a second subscription for the same group', async () => {
    const bus = new InProcessEventBus();
    await bus.subscribe({ group: 'g', types: ['a'], handle: async () => undefined });
    await expect(
      bus.subscribe({ group: 'g', types: ['b'], handle: async () => undefined }),
    ).rejects.toThrow(/already registered/);
  });

  it('settles an event once every group subscribed to its type handled it, a failing group included', async () => {
    const bus = new InProcessEventBus({ retry: { baseMs: 10, capMs: 20 } });
    let failures = 2;
    await bus.subscribe({ group: 'steady', types: ['t.settle'], handle: async () => undefined });
    await bus.subscribe({
      group: 'flaky',
      types: ['t.settle'],
      handle: async () => {
        if (failures-- > 0) throw new Error('not yet');
      },
    });
    await bus.subscribe({ group: 'other', types: ['t.unrelated'], handle: async () => undefined });
    const event = newEnvelope('t.settle');
    const unwanted = newEnvelope('t.nobody');
    await bus.publish([event, unwanted]);
    let settled = false;
    const settling = bus.settled([event]).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(settled).toBe(false); // held until start()

    await bus.start();
    await settling;
    expect(failures).toBe(-1);
    await bus.settled([unwanted]); // no group wants it: settled at once
    await bus.stop();
  });

  it('leaves an event queued at stop() unsettled, for the relay to publish again after a restart', async () => {
    const bus = new InProcessEventBus();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await bus.subscribe({ group: 'g', types: ['t.queued'], handle: () => gate });
    await bus.start();
    const [inFlight, queued] = [newEnvelope('t.queued'), newEnvelope('t.queued')];
    await bus.publish([inFlight, queued]);
    const outcome = { inFlight: false, queued: false };
    void bus.settled([inFlight]).then(() => (outcome.inFlight = true));
    void bus.settled([queued]).then(() => (outcome.queued = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const stopping = bus.stop();
    release();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outcome).toEqual({ inFlight: true, queued: false });
  });
});
