import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@market/contracts';
import type { DataSource } from 'typeorm';
import {
  createTestDatabase,
  describeWhen,
  postgresAvailability,
  type TestDatabase,
} from '../testing/index.js';
import { Received, waitFor } from './event-bus.contract.js';
import { InProcessEventBus } from './in-process.event-bus.js';
import { Inbox } from './inbox.js';
import { newDeactivation, openTestService, SwitchableBus } from './messaging.test-support.js';
import { Outbox } from './outbox.js';
import { OutboxRelay } from './outbox-relay.js';

const TYPE = 'identity.user.deactivated';

describeWhen(postgresAvailability(), 'Outbox, OutboxRelay and Inbox', () => {
  let db: TestDatabase;
  const open: DataSource[] = [];
  const relays: OutboxRelay[] = [];
  let schemaCount = 0;

  /** Each test gets its own service schema, as if it were its own service. */
  async function service(): Promise<{ ds: DataSource; schema: string; outbox: Outbox }> {
    const schema = `svc_${++schemaCount}`;
    const ds = await openTestService(db.url, schema);
    open.push(ds);
    return { ds, schema, outbox: new Outbox(schema) };
  }
  function relay(...args: ConstructorParameters<typeof OutboxRelay>): OutboxRelay {
    const r = new OutboxRelay(...args);
    relays.push(r);
    return r;
  }
  async function subscribedBus(received: Received): Promise<InProcessEventBus> {
    const bus = new InProcessEventBus();
    await bus.subscribe({
      group: 'recorder',
      types: [TYPE],
      handle: async (e) => void received.events.push(e),
    });
    await bus.start();
    return bus;
  }
  async function writeEvents(ds: DataSource, outbox: Outbox, count: number): Promise<string[]> {
    return ds.transaction(async (manager) => {
      const ids: string[] = [];
      for (let i = 0; i < count; i++)
        ids.push((await outbox.add(manager, TYPE, newDeactivation())).id);
      return ids;
    });
  }

  beforeAll(async () => {
    db = await createTestDatabase('messaging');
  });
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((r) => r.stop()));
  });
  afterAll(async () => {
    await Promise.all(open.map((ds) => ds.destroy()));
    await db?.drop();
  });

  describe('Outbox', () => {
    it('writes the event in the transaction of the change, and rolls it back with it', async () => {
      const { ds, schema, outbox } = await service();
      const kept = randomUUID();
      const rolledBack = randomUUID();
      let written: EventEnvelope | undefined;

      await ds.transaction(async (manager) => {
        await manager.query(`INSERT INTO ${schema}.orders (id, total_cents) VALUES ($1, 1000)`, [
          kept,
        ]);
        written = await outbox.add(manager, TYPE, newDeactivation(), { requestId: 'req-1' });
      });
      await expect(
        ds.transaction(async (manager) => {
          await manager.query(`INSERT INTO ${schema}.orders (id, total_cents) VALUES ($1, 2000)`, [
            rolledBack,
          ]);
          await outbox.add(manager, TYPE, newDeactivation());
          throw new Error('business rule failed after the event was recorded');
        }),
      ).rejects.toThrow('business rule failed');

      const orders = await ds.query(`SELECT id FROM ${schema}.orders`);
      const rows = await ds.query(
        `SELECT id, type, version, payload, published_at, attempts FROM ${schema}.outbox`,
      );
      expect(orders).toEqual([{ id: kept }]);
      expect(rows).toEqual([
        {
          id: written!.id,
          type: TYPE,
          version: 1,
          payload: written,
          published_at: null,
          attempts: 0,
        },
      ]);
      expect(written).toMatchObject({ type: TYPE, version: 1, requestId: 'req-1' });
    });

    it('refuses data its catalogue schema rejects, and a manager outside a transaction', async () => {
      const { ds, schema, outbox } = await service();
      await expect(
        ds.transaction((manager) =>
          outbox.add(manager, TYPE, { userId: 'not-a-uuid', byUserId: null }),
        ),
      ).rejects.toThrow(/uuid/i);
      await expect(outbox.add(ds.manager, TYPE, newDeactivation())).rejects.toThrow(/transaction/);
      expect(await ds.query(`SELECT count(*)::int AS n FROM ${schema}.outbox`)).toEqual([{ n: 0 }]);
    });
  });

  describe('OutboxRelay', () => {
    it('publishes rows in commit order and marks them published', async () => {
      const { ds, schema, outbox } = await service();
      const received = new Received();
      const bus = await subscribedBus(received);
      const ids = [...(await writeEvents(ds, outbox, 3)), ...(await writeEvents(ds, outbox, 4))];
      expect(await new OutboxRelay(ds, schema, bus).lag()).toMatchObject({ pending: 7 });

      const r = relay(ds, schema, bus, undefined, { pollIntervalMs: 20 });
      r.start();

      await waitFor(() => received.ids.length === 7, 5_000, 'seven events');
      expect(received.ids).toEqual(ids);
      await waitFor(async () => (await r.lag()).pending === 0, 5_000, 'rows marked published');
      const unpublished = await ds.query(
        `SELECT count(*)::int AS n FROM ${schema}.outbox WHERE published_at IS NULL`,
      );
      expect(unpublished).toEqual([{ n: 0 }]);
      expect(await r.lag()).toEqual({ pending: 0, oldestAgeMs: null });
      await bus.stop();
    });

    it('publishes at once when nudged after a commit, without waiting for the poll', async () => {
      const { ds, schema, outbox } = await service();
      const received = new Received();
      const bus = await subscribedBus(received);
      const r = relay(ds, schema, bus, undefined, { pollIntervalMs: 10_000 });
      r.start();
      await new Promise((resolve) => setTimeout(resolve, 200));

      const committedAt = Date.now();
      const [id] = await writeEvents(ds, outbox, 1);
      r.nudge();

      await waitFor(() => received.ids.includes(id), 2_000, 'the nudged event');
      expect(Date.now() - committedAt).toBeLessThan(1_000);
      await bus.stop();
    });

    it('reports the lag: pending rows and the age of the oldest', async () => {
      const { ds, schema, outbox } = await service();
      const r = new OutboxRelay(ds, schema, new InProcessEventBus());
      expect(await r.lag()).toEqual({ pending: 0, oldestAgeMs: null });
      await writeEvents(ds, outbox, 2);
      await new Promise((resolve) => setTimeout(resolve, 120));
      const lag = await r.lag();
      expect(lag.pending).toBe(2);
      expect(lag.oldestAgeMs).toBeGreaterThanOrEqual(100);
    });

    it('retries a failing bus with growing backoff, holds later rows behind, and publishes once the bus works', async () => {
      const { ds, schema, outbox } = await service();
      const received = new Received();
      const bus = new SwitchableBus(await subscribedBus(received));
      bus.failing = true;
      const r = relay(ds, schema, bus, undefined, {
        pollIntervalMs: 10,
        backoff: { baseMs: 50, capMs: 400 },
      });
      r.start();

      const [first] = await writeEvents(ds, outbox, 1);
      r.nudge();
      await waitFor(() => bus.attempts.length >= 3, 5_000, 'three failed attempts');
      const [second] = await writeEvents(ds, outbox, 1);
      await waitFor(() => bus.attempts.length >= 5, 5_000, 'five failed attempts');

      const failed: {
        id: string;
        attempts: number;
        last_error: string;
        published_at: Date | null;
        backoff: boolean;
      }[] = await ds.query(
        `SELECT id, attempts, last_error, published_at, next_attempt_at > created_at AS backoff FROM ${schema}.outbox ORDER BY seq`,
      );
      expect(failed[0]).toMatchObject({
        id: first,
        last_error: 'broker unreachable',
        published_at: null,
        backoff: true,
      });
      expect(failed[0].attempts).toBeGreaterThanOrEqual(4);
      expect(failed[1]).toMatchObject({ id: second, published_at: null });
      const gaps = bus.attempts.slice(1, 5).map((t, i) => t - bus.attempts[i]);
      [50, 100, 200, 400].forEach((expected, i) =>
        expect(gaps[i]).toBeGreaterThanOrEqual(expected - 5),
      );

      bus.failing = false;
      await waitFor(() => received.ids.length === 2, 5_000, 'both events once the bus works');
      expect(received.ids).toEqual([first, second]);
      await waitFor(async () => (await r.lag()).pending === 0, 2_000, 'rows marked published');
      expect(
        await ds.query(
          `SELECT count(*)::int AS n FROM ${schema}.outbox WHERE last_error IS NOT NULL`,
        ),
      ).toEqual([{ n: 0 }]);
      await bus.stop();
    });

    it('never publishes an event twice with two relays (replicas) on one schema, and keeps order', async () => {
      const { ds, schema, outbox } = await service();
      const replicaDs = await openTestService(db.url, schema);
      open.push(replicaDs);
      const received = new Received();
      const bus = await subscribedBus(received);
      const slow = new SwitchableBus(bus, 6);
      const options = { pollIntervalMs: 5, batchSize: 7 };
      const relays = [
        relay(ds, schema, slow, undefined, options),
        relay(replicaDs, schema, slow, undefined, options),
      ];
      // A backlog both find at once, then more rows while they run.
      const ids = await writeEvents(ds, outbox, 100);
      relays.forEach((r) => r.start());
      for (let i = 0; i < 10; i++) {
        ids.push(...(await writeEvents(ds, outbox, 5)));
        relays.forEach((r) => r.nudge());
      }

      await waitFor(() => received.ids.length >= 150, 15_000, '150 events');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received.ids).toHaveLength(150);
      expect(received.ids).toEqual(ids);
      await bus.stop();
    });
  });

  describe('OutboxRelay with a bus that is not durable (in-process)', () => {
    it('marks a row delivered only once every group handled it', async () => {
      const { ds, schema, outbox } = await service();
      const bus = new InProcessEventBus();
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await bus.subscribe({ group: 'quick', types: [TYPE], handle: async () => undefined });
      await bus.subscribe({ group: 'slow', types: [TYPE], handle: () => gate });
      await bus.start();
      const r = relay(ds, schema, bus, undefined, { pollIntervalMs: 20 });
      r.start();
      const [id] = await writeEvents(ds, outbox, 1);
      const row = async () =>
        (
          await ds.query(
            `SELECT published_at IS NOT NULL AS published, delivered_at IS NOT NULL AS delivered FROM ${schema}.outbox WHERE id = $1`,
            [id],
          )
        )[0];

      await waitFor(async () => (await row()).published, 5_000, 'the publication');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await row()).toEqual({ published: true, delivered: false });
      release();
      await waitFor(async () => (await row()).delivered, 5_000, 'the delivery');
      await bus.stop();
    });

    it('publishes again, in order, what a process that died had published but not delivered; each event applied once', async () => {
      const { ds, schema, outbox } = await service();
      const inbox = new Inbox(ds, schema);
      const apply = (group: string) => async (event: EventEnvelope) => {
        await inbox.process(group, event, async (manager) => {
          await manager.query(
            `INSERT INTO ${schema}.effects (consumer, event_id, payload) VALUES ($1, $2, '{}')`,
            [group, event.id],
          );
        });
      };
      // The first process: its consumer applies two events, then hangs; the process "dies" with
      // the rest of the batch queued in memory (its bus and relay are simply abandoned).
      const dying = new InProcessEventBus();
      let applied = 0;
      await dying.subscribe({
        group: 'billing',
        types: [TYPE],
        handle: async (event) => {
          if (applied >= 2) return new Promise<void>(() => undefined);
          await apply('billing')(event);
          applied += 1;
        },
      });
      await dying.start();
      const first = relay(ds, schema, dying, undefined, { pollIntervalMs: 20 });
      const ids = await writeEvents(ds, outbox, 6);
      first.start();
      await waitFor(
        async () =>
          (
            await ds.query(
              `SELECT count(*)::int AS n FROM ${schema}.outbox WHERE published_at IS NOT NULL`,
            )
          )[0].n === 6,
        5_000,
        'the publication',
      );
      await waitFor(() => applied === 2, 5_000, 'two events applied');
      await first.stop();
      const undelivered = async () =>
        (
          await ds.query(
            `SELECT count(*)::int AS n FROM ${schema}.outbox WHERE delivered_at IS NULL`,
          )
        )[0].n;
      await waitFor(
        async () => (await undelivered()) === 4,
        5_000,
        'the two applied events to be delivered',
      );

      // The restarted process: a new bus and relay on the same tables.
      const restarted = new InProcessEventBus();
      const order: string[] = [];
      await restarted.subscribe({
        group: 'billing',
        types: [TYPE],
        handle: async (event) => {
          order.push(event.id);
          await apply('billing')(event);
        },
      });
      await restarted.start();
      relay(ds, schema, restarted, undefined, { pollIntervalMs: 20 }).start();
      await waitFor(async () => (await undelivered()) === 0, 5_000, 'every event delivered');

      const effects: { event_id: string }[] = await ds.query(
        `SELECT event_id FROM ${schema}.effects ORDER BY n`,
      );
      expect(effects.map((e) => e.event_id)).toEqual(ids);
      // Only what the first process had not delivered went out again, in the order written.
      expect(order).toEqual(ids.slice(2));
      await restarted.stop(); // the dying bus stays abandoned, its handler hanging, as in a dead process
    });
  });

  describe('Inbox', () => {
    it('applies an event once however often it is delivered, also concurrently', async () => {
      const { ds, schema } = await service();
      const inbox = new Inbox(ds, schema);
      const effect =
        (consumer: string, event: EventEnvelope) =>
        async (manager: import('typeorm').EntityManager) => {
          await manager.query(
            `INSERT INTO ${schema}.effects (consumer, event_id, payload) VALUES ($1, $2, $3)`,
            [consumer, event.id, JSON.stringify(event.data)],
          );
        };
      const event = {
        id: randomUUID(),
        type: TYPE,
        version: 1,
        occurredAt: new Date().toISOString(),
        data: newDeactivation(),
      };
      const other = { ...event, id: randomUUID() };

      expect(await inbox.process('search', event, effect('search', event))).toBe(true);
      expect(await inbox.process('search', event, effect('search', event))).toBe(false);
      const concurrent = await Promise.all(
        Array.from({ length: 5 }, () => inbox.process('search', other, effect('search', other))),
      );
      expect(concurrent.filter(Boolean)).toHaveLength(1);
      // Another consumer keeps its own record.
      expect(await inbox.process('mail', event, effect('mail', event))).toBe(true);

      const effects = await ds.query(`SELECT consumer, event_id FROM ${schema}.effects ORDER BY n`);
      expect(effects).toEqual([
        { consumer: 'search', event_id: event.id },
        { consumer: 'search', event_id: other.id },
        { consumer: 'mail', event_id: event.id },
      ]);
    });

    it('forgets a delivery whose effect failed, so the redelivery applies it', async () => {
      const { ds, schema } = await service();
      const inbox = new Inbox(ds, schema);
      const event = {
        id: randomUUID(),
        type: TYPE,
        version: 1,
        occurredAt: new Date().toISOString(),
        data: {},
      };
      const write = async (manager: import('typeorm').EntityManager) => {
        await manager.query(
          `INSERT INTO ${schema}.effects (consumer, event_id, payload) VALUES ('c', $1, '{}')`,
          [event.id],
        );
      };

      await expect(
        inbox.process('c', event, async (manager) => {
          await write(manager);
          throw new Error('effect failed half-way');
        }),
      ).rejects.toThrow('half-way');
      expect(await inbox.process('c', event, write)).toBe(true);

      expect(await ds.query(`SELECT count(*)::int AS n FROM ${schema}.effects`)).toEqual([
        { n: 1 },
      ]);
      expect(await ds.query(`SELECT count(*)::int AS n FROM ${schema}.inbox`)).toEqual([{ n: 1 }]);
    });
  });
});
