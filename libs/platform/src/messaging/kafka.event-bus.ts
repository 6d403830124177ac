import { aggregateKeyOf, type EventEnvelope } from '@market/contracts';
import type { Admin, Kafka, Message, Producer, RetryOptions } from 'kafkajs';
import {
  type Backoff,
  errorMessage,
  type MessagingLogger,
  silentLogger,
  withBackoffDefaults,
} from './backoff.js';
import type { ConsumerLag, EventBus, Subscription } from './event-bus.port.js';
import { createKafkaClient, type KafkaSecurity } from './kafka-client.js';
import {
  GroupConsumer,
  type GroupConsumerSettings,
  type KafkaConsumerTimeouts,
} from './kafka-group-consumer.js';
import { applyKafkajsStopFix } from './kafkajs-stop-fix.js';

applyKafkajsStopFix();

export type { KafkaConsumerTimeouts } from './kafka-group-consumer.js';

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
  /** TLS and SASL for a managed cluster. */
  security?: KafkaSecurity;
  /**
   * Kafka keeps order only within a partition. The default key is the event's aggregate
   * (`aggregateKeyOf`: the listing, dealer, user or application it is about), so one
   * aggregate's events of a type stay in publish order while a topic's partitions spread
   * over the consumer replicas of a group.
   */
  partitionKey?: (event: EventEnvelope) => string;
}

const HEADER_TYPE = 'event-type';
const HEADER_TRACE = 'trace-id';
const HEADER_ID = 'event-id';
// W3C Trace Context over Kafka headers, as other tracing tools read it; the envelope carries the same.
const HEADER_TRACEPARENT = 'traceparent';
const HEADER_REQUEST_ID = 'request-id';
/** How long a health answer about the cluster is reused, and how long asking may take. */
const PROBE_TTL_MS = 2_000;
const PROBE_TIMEOUT_MS = 1_500;

/**
 * The distributed adapter: topic = event type, key = the event's aggregate, value = the
 * envelope as JSON.
 *
 * kafkajs directly rather than Nest's ClientKafka/ServerKafka: the server commits an offset
 * when the handler returns, whatever happened, and hides the consumer, so we could neither
 * commit only after the handler and its inbox transaction succeeded nor seek back and
 * retry a failed event without skipping it.
 */
export class KafkaEventBus implements EventBus {
  readonly kind = 'kafka' as const;
  readonly durable = true;
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private producerConnection?: Promise<void>;
  private producerConnected = false;
  /** The last publish failed (and none succeeded since): the producer cannot reach the cluster. */
  private publishFailing = false;
  private probe?: { at: number; answer: Promise<boolean> };
  private readonly groups = new Map<string, GroupConsumer>();
  private readonly settings: GroupConsumerSettings;
  private readonly partitionKey: (event: EventEnvelope) => string;
  private started = false;
  private admin?: Promise<Admin>;

  constructor(options: KafkaEventBusOptions) {
    const logger = options.logger ?? silentLogger;
    this.kafka = createKafkaClient(options, logger);
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
    this.partitionKey = options.partitionKey ?? aggregateKeyOf;
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
    try {
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
    } catch (error) {
      this.publishFailing = true;
      throw error;
    }
    this.publishFailing = false;
  }

  async subscribe(subscription: Subscription): Promise<void> {
    if (this.groups.has(subscription.group)) {
      throw new Error(
        `Subscription group "${subscription.group}" is already registered on this bus`,
      );
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
        this.settings.logger.warn(
          { err: errorMessage(error) },
          'Kafka producer not connected yet; publishing will retry',
        ),
      ),
      ...[...this.groups.values()].map((group) => group.start()),
    ]);
  }

  /**
   * Each group finishes the handler in flight, commits its offset and leaves the group (its
   * partitions go to the other replicas at once); then the producer disconnects. Events not
   * handled yet stay uncommitted and come to whoever consumes next.
   */
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
    this.probe = undefined;
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
        if (offsets)
          ends.set(
            topic,
            new Map(
              offsets.map((o) => [o.partition, { high: BigInt(o.high), low: BigInt(o.low) }]),
            ),
          );
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
            const offset = BigInt(
              partitions.find((p) => p.partition === partition)?.offset ?? '-1',
            );
            const from = offset < end.low ? end.low : offset;
            if (end.high > from) lag += end.high - from;
          }
          return { group, topic, lag: Number(lag) };
        });
      }),
    );
    return lags.flat();
  }

  /**
   * Up when the producer can publish and every group is in its consumer group and fetching.
   * The producer keeps no connection open between publishes, so the cluster is asked
   * (metadata through the admin connection, answer kept for 2 s); a publish that failed
   * since the last success counts as down too.
   */
  async isHealthy(): Promise<boolean> {
    if (!this.started || !this.producerConnected || this.publishFailing) return false;
    for (const group of this.groups.values()) if (!group.isHealthy()) return false;
    return this.clusterAnswers();
  }

  /** The health of each part, for the health report's detail and tests. */
  healthDetail(): { producer: boolean; groups: Record<string, boolean> } {
    return {
      producer: this.started && this.producerConnected && !this.publishFailing,
      groups: Object.fromEntries(
        [...this.groups].map(([name, group]) => [name, group.isHealthy()]),
      ),
    };
  }

  private clusterAnswers(): Promise<boolean> {
    const now = Date.now();
    if (this.probe && now - this.probe.at < PROBE_TTL_MS) return this.probe.answer;
    const answer = Promise.race([
      this.connectAdmin().then(async (admin) => (await admin.describeCluster()).brokers.length > 0),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PROBE_TIMEOUT_MS).unref()),
    ]).catch(() => false);
    this.probe = { at: now, answer };
    return answer;
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
