import { type EventEnvelope, eventEnvelopeSchema } from '@market/contracts';
import {
  type Admin,
  type Consumer,
  type EachMessagePayload,
  Kafka,
  type KafkaMessage,
  type LogEntry,
  logLevel,
  type Message,
  type Producer,
  type RetryOptions,
} from 'kafkajs';
import {
  type Backoff,
  backoffDelay,
  errorMessage,
  type MessagingLogger,
  silentLogger,
  withBackoffDefaults,
} from './backoff.js';
import type { ConsumerLag, EventBus, Subscription } from './event-bus.port.js';
import { applyKafkajsStopFix } from './kafkajs-stop-fix.js';

applyKafkajsStopFix();

export interface KafkaConsumerTimeouts {
  sessionTimeout: number;
  heartbeatInterval: number;
  rebalanceTimeout: number;
  /** How long a fetch waits for data; it also bounds how long `stop()` waits for a fetch. */
  maxWaitTimeInMs: number;
}

export interface KafkaEventBusOptions {
  brokers: string[];
  clientId: string;
  logger?: MessagingLogger;
  /** Redelivery backoff for a throwing handler (default 100 ms doubling up to 30 s). */
  retry?: Partial<Backoff>;
  /** Backoff between attempts to (re)start a group's consumer while the cluster is unreachable. */
  reconnect?: Partial<Backoff>;
  /** kafkajs' own retries of one request or connection before it gives up. */
  clientRetry?: RetryOptions;
  consumer?: Partial<KafkaConsumerTimeouts>;
  /**
   * Kafka keeps order only within a partition. The default key is the event type, so a
   * topic (= type) stays in publish order, which consumers rely on (two role changes of
   * one user must not swap). Keying by event id would scatter a type over partitions.
   */
  partitionKey?: (event: EventEnvelope) => string;
}

const HEADER_TYPE = 'event-type';
const HEADER_TRACE = 'trace-id';
const HEADER_ID = 'event-id';
// W3C Trace Context over Kafka headers, as other tracing tools read it; the envelope carries the same.
const HEADER_TRACEPARENT = 'traceparent';
const HEADER_REQUEST_ID = 'request-id';

/**
 * The distributed adapter: topic = event type, value = the envelope as JSON.
 *
 * kafkajs directly rather than Nest's ClientKafka/ServerKafka: the server commits an offset
 * when the handler returns, whatever happened, and hides the consumer, so we could neither
 * commit only after the handler and its inbox transaction succeeded nor seek back and
 * retry a failed event without skipping it.
 */
export class KafkaEventBus implements EventBus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private producerConnection?: Promise<void>;
  private producerConnected = false;
  private readonly groups = new Map<string, GroupConsumer>();
  private readonly settings: GroupConsumerSettings;
  private readonly partitionKey: (event: EventEnvelope) => string;
  private started = false;
  private admin?: Promise<Admin>;

  constructor(options: KafkaEventBusOptions) {
    if (options.brokers.length === 0) throw new Error('KafkaEventBus needs at least one broker address');
    const logger = options.logger ?? silentLogger;
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      connectionTimeout: 3_000,
      // A broker that is down is retried with backoff; past the last retry the call fails and
      // the caller's own loop (relay backoff, consumer restart) tries again later.
      retry: options.clientRetry ?? { initialRetryTime: 300, maxRetryTime: 5_000, retries: 5 },
      logLevel: options.logger ? logLevel.WARN : logLevel.NOTHING,
      logCreator: () => (entry) => logKafkaEntry(logger, entry),
    });
    // The kcat mock cluster cannot serve an idempotent producer (it has no controller to
    // hand out producer ids), so: acks from all in-sync replicas and one request in flight,
    // which keeps order under retries; a retry after a lost ack may duplicate, and the
    // consumers' inbox absorbs that.
    this.producer = this.kafka.producer({ allowAutoTopicCreation: true, maxInFlightRequests: 1 });
    this.producer.on(this.producer.events.CONNECT, () => {
      this.producerConnected = true;
    });
    this.producer.on(this.producer.events.DISCONNECT, () => {
      this.producerConnected = false;
      this.producerConnection = undefined;
    });
    this.partitionKey = options.partitionKey ?? ((event) => event.type);
    this.settings = {
      kafka: this.kafka,
      logger,
      retry: withBackoffDefaults(options.retry, { baseMs: 100, capMs: 30_000 }),
      reconnect: withBackoffDefaults(options.reconnect, { baseMs: 1_000, capMs: 15_000 }),
      timeouts: {
        sessionTimeout: 6_000,
        heartbeatInterval: 1_000,
        rebalanceTimeout: 6_000,
        maxWaitTimeInMs: 1_000,
        ...options.consumer,
      },
      clientRetry: options.clientRetry,
    };
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    if (events.length === 0) return;
    await this.connectProducer();
    const byTopic = new Map<string, Message[]>();
    for (const event of events) {
      const messages = byTopic.get(event.type) ?? [];
      messages.push(this.toMessage(event));
      byTopic.set(event.type, messages);
    }
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  }

  async subscribe(subscription: Subscription): Promise<void> {
    if (this.groups.has(subscription.group)) {
      throw new Error(`Subscription group "${subscription.group}" is already registered on this bus`);
    }
    const group = new GroupConsumer(subscription, this.settings);
    this.groups.set(subscription.group, group);
    if (this.started) await group.start();
  }

  /**
   * Connects the producer and joins every group. When the cluster is unreachable this
   * resolves anyway after kafkajs' retries and keeps trying in the background.
   */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await Promise.all([
      this.connectProducer().catch((error) =>
        this.settings.logger.warn({ err: errorMessage(error) }, 'Kafka producer not connected yet; publishing will retry'),
      ),
      ...[...this.groups.values()].map((group) => group.start()),
    ]);
  }

  /** Leaves the groups after the handlers in flight finish; uncommitted events are redelivered later. */
  async stop(): Promise<void> {
    this.started = false;
    await Promise.all([...this.groups.values()].map((group) => group.stop()));
    const connection = this.producerConnection;
    this.producerConnection = undefined;
    if (connection) {
      await connection.catch(() => undefined);
      await this.producer.disconnect();
    }
    const admin = this.admin;
    this.admin = undefined;
    if (admin) await admin.then((client) => client.disconnect()).catch(() => undefined);
  }

  /**
   * Per group and topic: the topic's end offsets minus the group's committed offsets (the
   * log start where the group committed nothing yet), summed over partitions. Asks the
   * cluster through one admin connection, so it reflects a stalled consumer too. A topic
   * nobody has published to yet does not exist and is left out.
   */
  async consumerLag(): Promise<ConsumerLag[]> {
    if (this.groups.size === 0) return [];
    const admin = await this.connectAdmin();
    const topics = [...new Set([...this.groups.values()].flatMap((group) => group.types))];
    const ends = new Map<string, Map<number, { high: bigint; low: bigint }>>();
    await Promise.all(
      topics.map(async (topic) => {
        const offsets = await admin.fetchTopicOffsets(topic).catch(() => null);
        if (offsets) ends.set(topic, new Map(offsets.map((o) => [o.partition, { high: BigInt(o.high), low: BigInt(o.low) }])));
      }),
    );
    const lags = await Promise.all(
      [...this.groups.values()].map(async ({ group, types }) => {
        const present = types.filter((topic) => ends.has(topic));
        if (present.length === 0) return [];
        const committed = await admin.fetchOffsets({ groupId: group, topics: present });
        return committed.map(({ topic, partitions }) => {
          let lag = 0n;
          for (const [partition, end] of ends.get(topic)!) {
            const offset = BigInt(partitions.find((p) => p.partition === partition)?.offset ?? '-1');
            const from = offset < end.low ? end.low : offset;
            if (end.high > from) lag += end.high - from;
          }
          return { group, topic, lag: Number(lag) };
        });
      }),
    );
    return lags.flat();
  }

  async isHealthy(): Promise<boolean> {
    return this.producerConnected;
  }

  private connectProducer(): Promise<void> {
    this.producerConnection ??= this.producer.connect().catch((error: unknown) => {
      this.producerConnection = undefined;
      throw error;
    });
    return this.producerConnection;
  }

  private connectAdmin(): Promise<Admin> {
    this.admin ??= (async () => {
      const admin = this.kafka.admin();
      await admin.connect();
      return admin;
    })().catch((error: unknown) => {
      this.admin = undefined;
      throw error;
    });
    return this.admin;
  }

  private toMessage(event: EventEnvelope): Message {
    const headers: Record<string, string> = { [HEADER_TYPE]: event.type, [HEADER_ID]: event.id };
    if (event.traceId) headers[HEADER_TRACE] = event.traceId;
    if (event.traceparent) headers[HEADER_TRACEPARENT] = event.traceparent;
    if (event.requestId) headers[HEADER_REQUEST_ID] = event.requestId;
    return { key: this.partitionKey(event), value: JSON.stringify(event), headers };
  }
}

interface GroupConsumerSettings {
  kafka: Kafka;
  logger: MessagingLogger;
  retry: Backoff;
  reconnect: Backoff;
  timeouts: KafkaConsumerTimeouts;
  clientRetry?: RetryOptions;
}

/**
 * One kafkajs consumer per subscription group. Offsets are committed one by one after the
 * handler resolved; a failed event is sought back to and its partition paused for the
 * backoff, so it comes again and nothing after it on that partition is skipped.
 */
class GroupConsumer {
  readonly group: string;
  readonly types: string[];
  private consumer?: Consumer;
  private running = false;
  private starts = 0;
  private restartTimer?: NodeJS.Timeout;
  private readonly resumeTimers = new Set<NodeJS.Timeout>();
  private readonly attempts = new Map<string, number>();

  constructor(
    private readonly subscription: Subscription,
    private readonly settings: GroupConsumerSettings,
  ) {
    this.group = subscription.group;
    this.types = subscription.types;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.starts = 0;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.restartTimer);
    for (const timer of this.resumeTimers) clearTimeout(timer);
    this.resumeTimers.clear();
    this.attempts.clear();
    const consumer = this.consumer;
    this.consumer = undefined;
    // kafkajs' disconnect waits for the eachMessage in flight.
    await consumer?.disconnect().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const { kafka, timeouts, clientRetry } = this.settings;
    const consumer = kafka.consumer({
      groupId: this.subscription.group,
      ...timeouts,
      allowAutoTopicCreation: true,
      // Every crash comes to `onCrash`, which restarts with a fresh consumer: one restart path.
      retry: { ...clientRetry, restartOnFailure: async () => false },
    });
    this.consumer = consumer;
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (this.consumer !== consumer) return;
      this.settings.logger.warn({ group: this.subscription.group, err: errorMessage(payload.error) }, 'Kafka consumer crashed; restarting');
      this.scheduleRestart(consumer);
    });
    consumer.on(consumer.events.GROUP_JOIN, () => {
      this.starts = 0;
    });
    try {
      await consumer.connect();
      await consumer.subscribe({ topics: this.subscription.types, fromBeginning: true });
      await consumer.run({ autoCommit: false, eachMessage: (payload) => this.handle(consumer, payload) });
    } catch (error) {
      this.settings.logger.warn({ group: this.subscription.group, err: errorMessage(error) }, 'Kafka consumer could not start; retrying');
      this.scheduleRestart(consumer);
    }
  }

  private scheduleRestart(failed: Consumer): void {
    if (!this.running || this.consumer !== failed) return;
    this.consumer = undefined;
    this.starts += 1;
    const delay = backoffDelay(this.starts, this.settings.reconnect);
    clearTimeout(this.restartTimer);
    this.restartTimer = setTimeout(() => {
      void failed
        .disconnect()
        .catch(() => undefined)
        .then(() => (this.running ? this.connect() : undefined));
    }, delay);
  }

  private async handle(consumer: Consumer, payload: EachMessagePayload): Promise<void> {
    const { topic, partition, message } = payload;
    const key = `${topic}:${partition}`;
    try {
      await this.subscription.handle(decodeEnvelope(message));
    } catch (error) {
      const attempt = (this.attempts.get(key) ?? 0) + 1;
      this.attempts.set(key, attempt);
      const delay = backoffDelay(attempt, this.settings.retry);
      this.settings.logger.warn(
        { group: this.subscription.group, topic, partition, offset: message.offset, attempt, delay, err: errorMessage(error) },
        'event handler failed; redelivering after backoff',
      );
      // Rewind to this event and hold the partition: kafkajs fetches from here again after the resume.
      consumer.seek({ topic, partition, offset: message.offset });
      const resume = payload.pause();
      const timer = setTimeout(() => {
        this.resumeTimers.delete(timer);
        resume();
      }, delay);
      this.resumeTimers.add(timer);
      return;
    }
    this.attempts.delete(key);
    // A failed commit throws into kafkajs (rejoin or restart): the event then comes again
    // and the handler's inbox absorbs the repeat.
    await consumer.commitOffsets([{ topic, partition, offset: (BigInt(message.offset) + 1n).toString() }]);
  }
}

function decodeEnvelope(message: KafkaMessage): EventEnvelope {
  if (!message.value) throw new Error(`Kafka message at offset ${message.offset} has no value`);
  return eventEnvelopeSchema.parse(JSON.parse(message.value.toString('utf8'))) as EventEnvelope;
}

function logKafkaEntry(logger: MessagingLogger, entry: LogEntry): void {
  const { message, ...extra } = entry.log;
  const fields = { kafka: entry.namespace, ...extra };
  if (entry.level === logLevel.ERROR) logger.error(fields, message);
  else if (entry.level === logLevel.WARN) logger.warn(fields, message);
  else if (entry.level === logLevel.INFO) logger.info(fields, message);
  else logger.debug(fields, message);
}
