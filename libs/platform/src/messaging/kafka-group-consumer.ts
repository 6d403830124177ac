import { type EventEnvelope, eventEnvelopeSchema } from '@market/contracts';
import type { Consumer, EachMessagePayload, Kafka, KafkaMessage, RetryOptions } from 'kafkajs';
import { type Backoff, backoffDelay, errorMessage, type MessagingLogger } from './backoff.js';
import type { Subscription } from './event-bus.port.js';

export interface KafkaConsumerTimeouts {
  sessionTimeout: number;
  heartbeatInterval: number;
  rebalanceTimeout: number;
  /** How long a fetch waits for data; it also bounds how long `stop()` waits for a fetch. */
  maxWaitTimeInMs: number;
}

export interface GroupConsumerSettings {
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
 *
 * `stop()` lets the handler in flight finish and its offset commit land before leaving the
 * group, and no handler starts once stopping: an event handled before a clean stop is never
 * delivered again (a crash or a lost commit still redelivers; the inbox absorbs that).
 */
export class GroupConsumer {
  readonly group: string;
  readonly types: string[];
  private consumer?: Consumer;
  private running = false;
  private joined = false;
  private lastSign = 0;
  private inFlight?: Promise<void>;
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
    this.joined = false;
    clearTimeout(this.restartTimer);
    for (const timer of this.resumeTimers) clearTimeout(timer);
    this.resumeTimers.clear();
    this.attempts.clear();
    const consumer = this.consumer;
    this.consumer = undefined;
    // kafkajs skips offset commits once its runner stops, so the handler in flight (and its
    // commit) must finish before the consumer is told to disconnect.
    await this.inFlight;
    await consumer?.disconnect().catch(() => undefined);
  }

  /**
   * In the group and talking to the cluster: a heartbeat, fetch or join within the session
   * timeout plus one fetch wait (or a handler running now). A consumer whose broker went away
   * stops fetching and heartbeating at once, long before kafkajs gives up and crashes it.
   */
  isHealthy(now = Date.now()): boolean {
    if (!this.running || !this.joined) return false;
    if (this.inFlight) return true;
    const { sessionTimeout, maxWaitTimeInMs } = this.settings.timeouts;
    return now - this.lastSign <= sessionTimeout + maxWaitTimeInMs;
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
    const alive = () => {
      if (this.consumer === consumer) this.lastSign = Date.now();
    };
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (this.consumer !== consumer) return;
      this.joined = false;
      this.settings.logger.warn(
        { group: this.subscription.group, err: errorMessage(payload.error) },
        'Kafka consumer crashed; restarting',
      );
      this.scheduleRestart(consumer);
    });
    consumer.on(consumer.events.GROUP_JOIN, () => {
      if (this.consumer !== consumer) return;
      this.starts = 0;
      this.joined = true;
      alive();
    });
    consumer.on(consumer.events.REBALANCING, () => {
      if (this.consumer === consumer) this.joined = false;
    });
    consumer.on(consumer.events.HEARTBEAT, alive);
    consumer.on(consumer.events.FETCH, alive);
    try {
      await consumer.connect();
      await consumer.subscribe({ topics: this.subscription.types, fromBeginning: true });
      await consumer.run({
        autoCommit: false,
        eachMessage: (payload) => this.handleTracked(consumer, payload),
      });
    } catch (error) {
      this.settings.logger.warn(
        { group: this.subscription.group, err: errorMessage(error) },
        'Kafka consumer could not start; retrying',
      );
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

  private async handleTracked(consumer: Consumer, payload: EachMessagePayload): Promise<void> {
    // Stopping: leave this message (and the rest of the batch) uncommitted for the next start.
    if (!this.running || this.consumer !== consumer) return;
    const handling = this.handle(consumer, payload);
    this.inFlight = handling;
    try {
      await handling;
    } finally {
      this.inFlight = undefined;
      if (this.consumer === consumer) this.lastSign = Date.now();
    }
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
        {
          group: this.subscription.group,
          topic,
          partition,
          offset: message.offset,
          attempt,
          delay,
          err: errorMessage(error),
        },
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
    await consumer.commitOffsets([
      { topic, partition, offset: (BigInt(message.offset) + 1n).toString() },
    ]);
  }
}

function decodeEnvelope(message: KafkaMessage): EventEnvelope {
  if (!message.value) throw new Error(`Kafka message at offset ${message.offset} has no value`);
  return eventEnvelopeSchema.parse(JSON.parse(message.value.toString('utf8'))) as EventEnvelope;
}
