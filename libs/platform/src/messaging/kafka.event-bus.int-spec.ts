import { randomUUID } from 'node:crypto';
import { kafkaAvailability, describeWhen, startKafkaForTests, type TestKafka } from '../testing/index.js';
import { eventBusContract, newEnvelope, Received, uniqueName, waitFor } from './event-bus.contract.js';
import { KafkaEventBus, type KafkaEventBusOptions } from './kafka.event-bus.js';

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
    await first.subscribe({ group, types: [type], handle: async (e) => void firstReceived.events.push(e) });
    await first.start();
    const early = [newEnvelope(type), newEnvelope(type)];
    await publisher.publish(early);
    await waitFor(() => firstReceived.has(early), 30_000, 'the first consumer');
    await first.stop();

    const late = [newEnvelope(type), newEnvelope(type)];
    await publisher.publish(late);
    const second = makeBus();
    const secondReceived = new Received();
    await second.subscribe({ group, types: [type], handle: async (e) => void secondReceived.events.push(e) });
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
          headers: Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(v)])),
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
});
