import { eventBusContract, newEnvelope, Received, waitFor } from './event-bus.contract.js';
import { InProcessEventBus } from './in-process.event-bus.js';

describe('InProcessEventBus', () => {
  eventBusContract('InProcessEventBus', () => new InProcessEventBus({ retry: { baseMs: 20, capMs: 200 } }), {
    deliveryTimeoutMs: 5_000,
  });

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
    [40, 80, 160, 160].forEach((expected, i) => expect(gaps[i]).toBeGreaterThanOrEqual(expected - 2));
    expect(gaps[3]).toBeLessThan(320);
  });

  it('holds events published before start() for the groups subscribed by then', async () => {
    const bus = new InProcessEventBus();
    const received = new Received();
    const early = newEnvelope('t.early');
    await bus.publish([early]);
    await bus.subscribe({ group: 'g', types: ['t.early'], handle: async (e) => void received.events.push(e) });
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
    await expect(bus.subscribe({ group: 'g', types: ['b'], handle: async () => undefined })).rejects.toThrow(/already registered/);
  });
});
