import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { DataSource, EntityManager } from 'typeorm';
import {
  createTestDatabase,
  describeWhen,
  kafkaAvailability,
  startKafkaForTests,
  type TestDatabase,
} from '../testing/index.js';
import { waitFor } from './event-bus.contract.js';
import type { WorkerConfig } from './fault-harness/messaging-worker.js';
import { Inbox } from './inbox.js';
import { KafkaEventBus } from './kafka.event-bus.js';
import { newDeactivation, openTestService, TcpGate } from './messaging.test-support.js';
import { Outbox } from './outbox.js';
import { OutboxRelay } from './outbox-relay.js';

const TYPE = 'identity.user.deactivated';
const USERS = Array.from({ length: 4 }, () => randomUUID());

describeWhen(kafkaAvailability(), 'Messaging under faults (Kafka + PostgreSQL)', () => {
  let db: TestDatabase;
  const cleanup: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('faults');
  });
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step().catch(() => undefined);
  });
  afterAll(async () => {
    await db?.drop();
  });

  async function service(schema: string): Promise<DataSource> {
    const ds = await openTestService(db.url, schema);
    cleanup.push(() => ds.destroy());
    return ds;
  }

  async function writeEvents(ds: DataSource, schema: string, count: number): Promise<string[]> {
    const outbox = new Outbox(schema);
    return ds.transaction(async (manager) => {
      const ids: string[] = [];
      // A few users, each deactivated many times: their events must stay in order per user.
      for (let i = 0; i < count; i++)
        ids.push(
          (
            await outbox.add(manager, TYPE, {
              ...newDeactivation(),
              userId: USERS[i % USERS.length],
            })
          ).id,
        );
      return ids;
    });
  }

  const count = async (ds: DataSource, sql: string): Promise<number> =>
    (await ds.query(sql))[0].n as number;

  /**
   * Each event applied exactly once, and each user's events in publish order: events are keyed
   * by their aggregate (the user), so Kafka keeps one user's order, not an order between users.
   */
  async function expectAppliedOnceInOrder(
    ds: DataSource,
    schema: string,
    ids: string[],
  ): Promise<void> {
    const effects: { event_id: string; user_id: string }[] = await ds.query(
      `SELECT event_id, payload->>'userId' AS user_id FROM ${schema}.effects ORDER BY n`,
    );
    expect([...effects.map((row) => row.event_id)].sort()).toEqual([...ids].sort());
    const written: { id: string; user_id: string }[] = await ds.query(
      `SELECT o.id, o.payload->'data'->>'userId' AS user_id FROM ${schema.replace('_billing', '_orders')}.outbox o WHERE o.id = ANY($1::uuid[]) ORDER BY o.seq`,
      [ids],
    );
    for (const user of USERS) {
      expect(effects.filter((row) => row.user_id === user).map((row) => row.event_id)).toEqual(
        written.filter((row) => row.user_id === user).map((row) => row.id),
      );
    }
  }

  it('keeps what is written while the broker is unreachable and delivers it all once the broker is up', async () => {
    const gate = await TcpGate.open();
    cleanup.push(() => gate.close());
    const producer = await service('down_orders');
    const consumer = await service('down_billing');
    const busOptions = {
      brokers: [gate.address],
      clientRetry: { retries: 2, initialRetryTime: 100, maxRetryTime: 500 },
      reconnect: { baseMs: 200, capMs: 1_000 },
      retry: { baseMs: 100, capMs: 1_000 },
    };
    const relayBus = new KafkaEventBus({ ...busOptions, clientId: 'down-relay' });
    const consumerBus = new KafkaEventBus({ ...busOptions, clientId: 'down-consumer' });
    const relay = new OutboxRelay(producer, 'down_orders', relayBus, undefined, {
      pollIntervalMs: 50,
      backoff: { baseMs: 100, capMs: 1_000 },
    });
    cleanup.push(
      () => relayBus.stop(),
      () => relay.stop(),
      () => consumerBus.stop(),
    );
    const inbox = new Inbox(consumer, 'down_billing');
    await consumerBus.subscribe({
      group: 'billing',
      types: [TYPE],
      handle: async (event) => {
        await inbox.process('billing', event, async (manager: EntityManager) => {
          await manager.query(
            `INSERT INTO down_billing.effects (consumer, event_id, payload) VALUES ('billing', $1, $2)`,
            [event.id, JSON.stringify(event.data)],
          );
        });
      },
    });

    // Both start although no broker answers: they keep trying instead of crashing.
    await consumerBus.start();
    await relayBus.start();
    relay.start();
    expect(await relayBus.isHealthy()).toBe(false);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(...(await writeEvents(producer, 'down_orders', 10)));
      relay.nudge();
    }
    await waitFor(
      async () => (await count(producer, `SELECT max(attempts) AS n FROM down_orders.outbox`)) >= 2,
      30_000,
      'the relay to fail twice',
    );
    expect(await relay.lag()).toMatchObject({ pending: 30 });
    const failed = await producer.query(
      `SELECT DISTINCT last_error FROM down_orders.outbox WHERE attempts > 0`,
    );
    expect(failed.length).toBeGreaterThan(0);
    expect(await count(consumer, `SELECT count(*)::int AS n FROM down_billing.effects`)).toBe(0);

    const kafka = await startKafkaForTests();
    cleanup.push(() => kafka.stop());
    gate.forwardTo(kafka.brokers[0]);

    await waitFor(
      async () =>
        (await count(consumer, `SELECT count(*)::int AS n FROM down_billing.effects`)) >= 30,
      60_000,
      'all 30 events applied',
    );
    await expectAppliedOnceInOrder(consumer, 'down_billing', ids);
    await waitFor(async () => (await relay.lag()).pending === 0, 5_000, 'the outbox drained');
    expect(await relayBus.isHealthy()).toBe(true);
  });

  it('loses nothing and applies each event once when the relay and the consumer are killed mid-stream', async () => {
    const kafka = await startKafkaForTests();
    cleanup.push(() => kafka.stop());
    const producer = await service('crash_orders');
    const consumer = await service('crash_billing');
    const relayConfig: WorkerConfig = {
      role: 'relay',
      databaseUrl: db.url,
      schema: 'crash_orders',
      brokers: kafka.brokers,
    };
    const consumerConfig: WorkerConfig = {
      role: 'consumer',
      databaseUrl: db.url,
      schema: 'crash_billing',
      brokers: kafka.brokers,
      group: 'billing',
      types: [TYPE],
    };
    const published = () =>
      count(
        producer,
        `SELECT count(*)::int AS n FROM crash_orders.outbox WHERE published_at IS NOT NULL`,
      );
    const applied = () => count(consumer, `SELECT count(*)::int AS n FROM crash_billing.effects`);

    let relayWorker = await startWorker(relayConfig);
    let consumerWorker = await startWorker(consumerConfig);
    cleanup.push(async () => [relayWorker, consumerWorker].forEach((w) => w.kill('SIGKILL')));

    // A burst of 200 events in 40 transactions, written while the workers run and die.
    const ids: string[] = [];
    const writing = (async () => {
      for (let i = 0; i < 40; i++) {
        ids.push(...(await writeEvents(producer, 'crash_orders', 5)));
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    })();

    await waitFor(async () => (await published()) >= 50, 30_000, 'the relay to publish 50');
    await kill(relayWorker);
    expect(ids.length).toBeLessThan(200);
    relayWorker = await startWorker(relayConfig);

    await waitFor(async () => (await applied()) >= 100, 60_000, 'the consumer to apply 100');
    await kill(consumerWorker);
    const appliedAtKill = await applied();
    expect(appliedAtKill).toBeLessThan(200);
    consumerWorker = await startWorker(consumerConfig);

    await writing;
    await waitFor(async () => (await applied()) >= 200, 60_000, 'all 200 events applied');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expectAppliedOnceInOrder(consumer, 'crash_billing', ids);
    expect(await published()).toBe(200);
    // Every delivery counted outside the inbox: at least one each (more where the inbox absorbed a repeat).
    expect(
      await count(
        consumer,
        `SELECT count(DISTINCT event_id)::int AS n FROM crash_billing.deliveries`,
      ),
    ).toBe(200);
  });
});

const workerScript = fileURLToPath(new URL('./fault-harness/messaging-worker.ts', import.meta.url));
const registerHooks = new URL('./fault-harness/register.mjs', import.meta.url).href;

/** Starts a worker process and waits until it is running (a consumer: joined its group). */
async function startWorker(config: WorkerConfig): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', registerHooks, workerScript, JSON.stringify(config)],
    {
      env: { ...process.env, NODE_OPTIONS: '', KAFKAJS_NO_PARTITIONER_WARNING: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8_000);
  };
  child.stderr!.on('data', keep);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${config.role} worker not ready in 30 s: ${output}`)),
      30_000,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (output.includes('ready\n')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${config.role} worker exited (${code ?? signal}): ${output}`));
    });
  });
  return child;
}

/** SIGKILL: no shutdown hook runs, no offset is committed, open transactions are cut. */
async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
