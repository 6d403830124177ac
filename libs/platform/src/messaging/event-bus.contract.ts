import { randomBytes, randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@market/contracts';
import type { EventBus } from './event-bus.port.js';

/** A test envelope with trace context; `type` doubles as the Kafka topic, so tests use fresh names. */
export function newEnvelope(type: string, data: Record<string, unknown> = {}): EventEnvelope {
  const traceId = randomBytes(16).toString('hex');
  return {
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    traceId,
    traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
    requestId: `req-${randomUUID()}`,
    data,
  };
}

/** Fresh type and group names per test, so no test sees another's events or offsets. */
export function uniqueName(label: string): string {
  return `contract.${label}.${randomUUID().slice(0, 8)}`;
}

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Records what a subscription received. */
export class Received {
  readonly events: EventEnvelope[] = [];
  get ids(): string[] {
    return this.events.map((event) => event.id);
  }
  /** First deliveries in arrival order (at-least-once buses may repeat an event). */
  get distinctIds(): string[] {
    return [...new Set(this.ids)];
  }
  has(events: EventEnvelope[]): boolean {
    const ids = new Set(this.ids);
    return events.every((event) => ids.has(event.id));
  }
}

export interface EventBusContractOptions {
  /** How long a delivery may take (Kafka: group joins and topic creation take seconds). */
  deliveryTimeoutMs?: number;
}

/** The contract both event bus adapters pass. */
export function eventBusContract(
  name: string,
  makeBus: () => EventBus | Promise<EventBus>,
  options: EventBusContractOptions = {},
): void {
  const timeout = options.deliveryTimeoutMs ?? 30_000;
  const buses: EventBus[] = [];
  const newBus = async () => {
    const bus = await makeBus();
    buses.push(bus);
    return bus;
  };

  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.stop()));
  });

  describe(`${name} (event bus contract)`, () => {
    it('delivers a published event, envelope intact, to a subscriber', async () => {
      const bus = await newBus();
      const type = uniqueName('delivery');
      const received = new Received();
      await bus.subscribe({
        group: uniqueName('g'),
        types: [type],
        handle: async (e) => void received.events.push(e),
      });
      await bus.start();
      const event = newEnvelope(type, {
        listingId: randomUUID(),
        price: 1_250_000,
        tags: ['a', 'b'],
      });

      await bus.publish([event]);

      await waitFor(() => received.has([event]), timeout, 'the event');
      expect(received.events[0]).toEqual(event);
    });

    it('gives every group each event, and only the types it subscribed to', async () => {
      const bus = await newBus();
      const [wanted, other] = [uniqueName('fanout'), uniqueName('other')];
      const a = new Received();
      const b = new Received();
      await bus.subscribe({
        group: uniqueName('a'),
        types: [wanted],
        handle: async (e) => void a.events.push(e),
      });
      await bus.subscribe({
        group: uniqueName('b'),
        types: [wanted, other],
        handle: async (e) => void b.events.push(e),
      });
      await bus.start();
      const events = [newEnvelope(wanted), newEnvelope(other), newEnvelope(wanted)];

      await bus.publish(events);

      await waitFor(() => a.has([events[0], events[2]]) && b.has(events), timeout, 'both groups');
      expect(a.distinctIds.sort()).toEqual([events[0].id, events[2].id].sort());
      expect(b.distinctIds.sort()).toEqual(events.map((e) => e.id).sort());
    });

    it('keeps publish order within a type for a group', async () => {
      const bus = await newBus();
      const [first, second] = [uniqueName('order1'), uniqueName('order2')];
      const received = new Received();
      await bus.subscribe({
        group: uniqueName('g'),
        types: [first, second],
        handle: async (e) => void received.events.push(e),
      });
      await bus.start();
      const events = Array.from({ length: 60 }, (_, i) =>
        newEnvelope(i % 3 === 0 ? second : first, { i }),
      );

      for (let i = 0; i < events.length; i += 7) await bus.publish(events.slice(i, i + 7));

      await waitFor(() => received.has(events), timeout, 'all 60 events');
      for (const type of [first, second]) {
        const got = received.distinctIds.filter(
          (id) => events.find((e) => e.id === id)!.type === type,
        );
        expect(got).toEqual(events.filter((e) => e.type === type).map((e) => e.id));
      }
    });

    it('redelivers to a throwing handler until it succeeds, without holding up other groups', async () => {
      const bus = await newBus();
      const type = uniqueName('retry');
      const attempts = new Map<string, number>();
      const failing = new Received();
      const healthy = new Received();
      let healthyDone = false;
      const events = [
        newEnvelope(type, { n: 1 }),
        newEnvelope(type, { n: 2 }),
        newEnvelope(type, { n: 3 }),
      ];
      await bus.subscribe({
        group: uniqueName('failing'),
        types: [type],
        handle: async (e) => {
          attempts.set(e.id, (attempts.get(e.id) ?? 0) + 1);
          // The first event fails until the other group has everything and it failed twice.
          if (e.id === events[0].id && (!healthyDone || attempts.get(e.id)! < 3))
            throw new Error('not yet');
          failing.events.push(e);
        },
      });
      await bus.subscribe({
        group: uniqueName('healthy'),
        types: [type],
        handle: async (e) => void healthy.events.push(e),
      });
      await bus.start();

      await bus.publish(events);

      await waitFor(() => healthy.has(events), timeout, 'the healthy group');
      expect(failing.events).toHaveLength(0);
      healthyDone = true;
      await waitFor(() => failing.has(events), timeout, 'the failing group to recover');
      expect(attempts.get(events[0].id)).toBeGreaterThanOrEqual(3);
      expect(failing.distinctIds).toEqual(events.map((e) => e.id));
    });

    it('resumes after stop/start without losing or replaying handled events', async () => {
      const bus = await newBus();
      const type = uniqueName('restart');
      const received = new Received();
      await bus.subscribe({
        group: uniqueName('g'),
        types: [type],
        handle: async (e) => void received.events.push(e),
      });
      await bus.start();
      const before = [newEnvelope(type), newEnvelope(type)];
      await bus.publish(before);
      await waitFor(() => received.has(before), timeout, 'the events before the stop');

      await bus.stop();
      const during = [newEnvelope(type), newEnvelope(type), newEnvelope(type)];
      await bus.publish(during);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received.has(during.slice(0, 1))).toBe(false);
      await bus.start();

      await waitFor(() => received.has(during), timeout, 'the events published while stopped');
      expect(received.ids).toEqual([...before, ...during].map((e) => e.id));
    });

    it("reports a group's unhandled events as consumer lag, and none once it caught up", async () => {
      const bus = await newBus();
      const type = uniqueName('lag');
      const group = uniqueName('g');
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const received = new Received();
      await bus.subscribe({
        group,
        types: [type],
        handle: async (e) => {
          await gate;
          received.events.push(e);
        },
      });
      await bus.start();
      const events = [newEnvelope(type), newEnvelope(type), newEnvelope(type)];
      await bus.publish(events);
      const lagOf = async () =>
        (await bus.consumerLag!()).find((l) => l.group === group && l.topic === type)?.lag;

      // The first event is in its handler, uncommitted: all three are still to be handled.
      await waitFor(async () => (await lagOf()) === 3, timeout, 'a lag of 3');
      release();
      await waitFor(() => received.has(events), timeout, 'the events');
      await waitFor(async () => (await lagOf()) === 0, timeout, 'a lag of 0');
    });

    it('does not deliver again, after stop/start, the event whose handler was in flight at stop()', async () => {
      // The handler outlives stop()'s call: its offset must be committed before the group is left.
      const bus = await newBus();
      const type = uniqueName('inflight-commit');
      const received = new Received();
      let entered = false;
      await bus.subscribe({
        group: uniqueName('g'),
        types: [type],
        handle: async (e) => {
          entered = true;
          await new Promise((resolve) => setTimeout(resolve, 300));
          received.events.push(e);
        },
      });
      await bus.start();
      const first = newEnvelope(type);
      await bus.publish([first]);
      await waitFor(() => entered, timeout, 'the handler to start');

      await bus.stop();
      expect(received.ids).toEqual([first.id]);
      const second = newEnvelope(type);
      await bus.publish([second]);
      await bus.start();

      await waitFor(() => received.has([second]), timeout, 'the event published while stopped');
      expect(received.ids).toEqual([first.id, second.id]);
    });

    it('waits in stop() for the handler in flight', async () => {
      const bus = await newBus();
      const type = uniqueName('inflight');
      let entered = false;
      let finished = false;
      await bus.subscribe({
        group: uniqueName('g'),
        types: [type],
        handle: async () => {
          entered = true;
          await new Promise((resolve) => setTimeout(resolve, 500));
          finished = true;
        },
      });
      await bus.start();
      await bus.publish([newEnvelope(type)]);
      await waitFor(() => entered, timeout, 'the handler to start');

      await bus.stop();

      expect(finished).toBe(true);
    });
  });
}
