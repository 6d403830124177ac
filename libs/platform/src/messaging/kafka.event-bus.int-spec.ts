import { randomUUID } from 'node:crypto';
import {
  commandAvailable,
  kafkaAvailability,
  describeWhen,
  startKafkaForTests,
  startKafkaMockCluster,
  type TestKafka,
} from '../testing/index.js';
import {
  eventBusContract,
  newEnvelope,
  Received,
  uniqueName,
  waitFor,
} from './event-bus.contract.js';
import { KafkaEventBus, type KafkaEventBusOptions } from './kafka.event-bus.js';
import { TcpGate } from './messaging.test-support.js';

describeWhen(kafkaAvailability(), 'KafkaEventBus', () => {
  let kafka: TestKafka;
  const makeBus = (options: Partial<KafkaEventBusOptions> = {}) =>
    new KafkaEventBus({
      brokers: kafka.brokers,
      clientId: `test-${randomUUID().slice(0, 8)}`,
      retry: { baseMs: 100, capMs: 1_000 },
      ...options,
    });

  beforeAll(async () => {
    kafka = await startKafkaForTests();
  });
  afterAll(async () => {
    await kafka?.stop();
  });

  eventBusContract('KafkaEventBus', () => makeBus());

  it('lets a new consumer in the same group continue where the previous one committed', async () => {
    const type = uniqueName('handover');
    const group = uniqueName('g');
    const publisher = makeBus();
    const first = makeBus();
    const firstReceived = new Received();
    await first.subscribe({
      group,
      types: [type],
      handle: async (e) => void firstReceived.events.push(e),
    });
    await first.start();
    const early = [newEnvelope(type), newEnvelope(type)];
    await publisher.publish(early);
    await waitFor(() => firstReceived.has(early), 30_000, 'the first consumer');
    await first.stop();

    const late = [newEnvelope(type), newEnvelope(type)];
    await publisher.publish(late);
    const second = makeBus();
    const secondReceived = new Received();
    await second.subscribe({
      group,
      types: [type],
      handle: async (e) => void secondReceived.events.push(e),
    });
    await second.start();

    await waitFor(() => secondReceived.has(late), 30_000, 'the second consumer');
    expect(secondReceived.ids).toEqual(late.map((e) => e.id));
    await Promise.all([second.stop(), publisher.stop()]);
  });

  it('puts the envelope in the value, and the type, ids and W3C trace context in headers', async () => {
    const bus = makeBus();
    const type = uniqueName('headers');
    const event = newEnvelope(type, { x: 1 });
    await bus.publish([event]);
    const { Kafka } = await import('kafkajs');
    const consumer = new Kafka({ clientId: 'raw', brokers: kafka.brokers, logLevel: 0 }).consumer({
      groupId: uniqueName('raw'),
      sessionTimeout: 6_000,
      heartbeatInterval: 1_000,
      rebalanceTimeout: 6_000,
      maxWaitTimeInMs: 500,
    });
    const raw: { key?: string; value?: string; headers: Record<string, string> }[] = [];
    await consumer.connect();
    await consumer.subscribe({ topic: type, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) =>
        void raw.push({
          key: message.key?.toString(),
          value: message.value?.toString(),
          headers: Object.fromEntries(
            Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(v)]),
          ),
        }),
    });
    await waitFor(() => raw.length === 1, 30_000, 'the raw message');
    await consumer.disconnect();
    await bus.stop();

    expect(JSON.parse(raw[0].value!)).toEqual(event);
    expect(raw[0].key).toBe(type);
    expect(raw[0].headers).toMatchObject({
      'event-type': type,
      'event-id': event.id,
      'trace-id': event.traceId,
      traceparent: event.traceparent,
      'request-id': event.requestId,
    });
  });

  it('reports itself healthy once the producer is connected, and not after stop()', async () => {
    const bus = makeBus();
    expect(await bus.isHealthy()).toBe(false);
    await bus.start();
    expect(await bus.isHealthy()).toBe(true);
    await bus.stop();
    expect(await bus.isHealthy()).toBe(false);
  });

  // Needs a cluster this test can kill: kcat's mock cluster.
  (commandAvailable('kcat') ? it : it.skip)(
    'reports itself down within seconds of losing the cluster, producer and consumers alike, and up once one is back',
    async () => {
      // A cluster of its own, behind a gate for the bootstrap address: it dies whole, and a new
      // one (new ports) takes its place behind the same address.
      let cluster = await startKafkaMockCluster({ brokers: 1 });
      const gate = await TcpGate.open();
      gate.forwardTo(cluster.brokers[0]);
      const bus = makeBus({
        brokers: [gate.address],
        clientRetry: { retries: 2, initialRetryTime: 100, maxRetryTime: 500 },
        reconnect: { baseMs: 200, capMs: 1_000 },
      });
      const type = uniqueName('health');
      const received = new Received();
      await bus.subscribe({
        group: uniqueName('g'),
        types: [type],
        handle: async (e) => void received.events.push(e),
      });
      try {
        await bus.start();
        const first = newEnvelope(type);
        await bus.publish([first]);
        await waitFor(() => received.has([first]), 30_000, 'the first event');
        await waitFor(() => bus.isHealthy(), 15_000, 'the bus to report itself up');

        const died = Date.now();
        gate.cut();
        await cluster.stop();
        await waitFor(
          async () => !(await bus.isHealthy()),
          15_000,
          'the bus to report itself down',
        );
        // The consumers' own view too, without any publish: none fetches or heartbeats any more.
        await waitFor(
          () => Object.values(bus.healthDetail().groups).every((up) => !up),
          15_000,
          'the consumer to be seen down',
        );
        expect(Date.now() - died).toBeLessThan(15_000);
        await expect(bus.publish([newEnvelope(type)])).rejects.toThrow();
        expect(bus.healthDetail().producer).toBe(false);

        cluster = await startKafkaMockCluster({ brokers: 1 });
        gate.forwardTo(cluster.brokers[0]);
        const after = newEnvelope(type);
        await waitFor(
          async () =>
            bus.publish([after]).then(
              () => true,
              () => false,
            ),
          60_000,
          'a publish to succeed again',
        );
        await waitFor(() => received.has([after]), 60_000, 'the event after the outage');
        await waitFor(() => bus.isHealthy(), 30_000, 'the bus to report itself up again');
      } finally {
        await bus.stop();
        await gate.close();
        await cluster.stop();
      }
    },
  );

  it("keys each event by its aggregate: one user's events stay in order in one partition, users spread over partitions", async () => {
    const bus = makeBus();
    const type = 'identity.user.role-changed';
    const users = Array.from({ length: 8 }, () => randomUUID());
    const events = Array.from({ length: 40 }, (_, i) =>
      newEnvelope(type, {
        userId: users[i % users.length],
        roles: ['user'],
        byUserId: null,
        step: i,
      }),
    );
    for (let i = 0; i < events.length; i += 5) await bus.publish(events.slice(i, i + 5));
    await bus.stop();

    const { Kafka } = await import('kafkajs');
    const consumer = new Kafka({ clientId: 'raw', brokers: kafka.brokers, logLevel: 0 }).consumer({
      groupId: uniqueName('raw'),
      sessionTimeout: 6_000,
      heartbeatInterval: 1_000,
      rebalanceTimeout: 6_000,
      maxWaitTimeInMs: 500,
    });
    const ids = new Set(events.map((e) => e.id));
    const seen: { id: string; key: string; partition: number }[] = [];
    await consumer.connect();
    await consumer.subscribe({ topic: type, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ partition, message }) => {
        const id = JSON.parse(message.value!.toString()).id as string;
        if (ids.has(id)) seen.push({ id, key: message.key!.toString(), partition });
      },
    });
    await waitFor(() => seen.length === events.length, 30_000, 'every event');
    await consumer.disconnect();

    const partitionsOf = new Map<string, Set<number>>();
    for (const { key, partition } of seen)
      partitionsOf.set(key, (partitionsOf.get(key) ?? new Set()).add(partition));
    expect([...partitionsOf.keys()].sort()).toEqual([...users].sort());
    for (const partitions of partitionsOf.values()) expect(partitions.size).toBe(1);
    expect(new Set(seen.map((s) => s.partition)).size).toBeGreaterThan(1);
    for (const user of users) {
      const published = events
        .filter((e) => (e.data as { userId: string }).userId === user)
        .map((e) => e.id);
      expect(seen.filter((s) => s.key === user).map((s) => s.id)).toEqual(published);
    }
  });
});
