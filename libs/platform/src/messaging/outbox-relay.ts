import type { EventEnvelope } from '@market/contracts';
import { z } from 'zod';
import type { DataSource, EntityManager } from 'typeorm';
import { assertIdentifier } from '../database/service-data-source.js';
import { envelopeColumn, queryRows } from '../database/typed-query.js';
import {
  type Backoff,
  backoffDelay,
  errorMessage,
  type MessagingLogger,
  silentLogger,
  Sleeper,
  withBackoffDefaults,
} from './backoff.js';
import type { EventBus } from './event-bus.port.js';

/** What a relay reports as it goes (metrics); every method must be cheap and never throw. */
export interface OutboxRelayObserver {
  published(schema: string, events: EventEnvelope[]): void;
  failed(schema: string, events: EventEnvelope[], error: unknown): void;
}

export interface OutboxRelayOptions {
  /** Rows claimed and published together (default 100). */
  batchSize?: number;
  /** Polling period when idle (default 250 ms); `nudge()` skips the wait. */
  pollIntervalMs?: number;
  /** Delay before retrying a batch the bus refused (default 200 ms doubling up to 30 s). */
  backoff?: Partial<Backoff>;
  /** Published rows are deleted after this long (default 7 days). */
  retentionMs?: number;
  observer?: OutboxRelayObserver;
}

export interface OutboxLag {
  /** Rows not yet published. */
  pending: number;
  /** Age of the oldest unpublished row in ms, null when none. */
  oldestAgeMs: number | null;
}

const OutboxRow = z.object({
  id: z.string(),
  payload: envelopeColumn,
  attempts: z.number(),
  due_in_ms: z.number().nullable(),
});
const LagRow = z.object({ pending: z.number(), oldest_age_ms: z.number().nullable() });
const LockRow = z.object({ locked: z.boolean() });

const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * The schemas whose undelivered rows a bus has taken back. A bus that is not durable lives
 * and dies with its process, so what such rows were handed to is gone exactly when the bus
 * is new: only the first relay of a schema on a bus recovers them (a second relay on the
 * same bus, or a restart of the relay, would otherwise publish what the bus still holds).
 */
const recoveredSchemas = new WeakMap<EventBus, Set<string>>();

function firstRelayOf(bus: EventBus, schema: string): boolean {
  const schemas = recoveredSchemas.get(bus) ?? new Set<string>();
  recoveredSchemas.set(bus, schemas);
  if (schemas.has(schema)) return false;
  schemas.add(schema);
  return true;
}

/**
 * Publishes a schema's outbox to the bus, in order, at least once.
 *
 * Ordering comes before throughput: the oldest unpublished rows go first, and a batch the
 * bus refused blocks every later row of the schema until it succeeds (with backoff), so
 * consumers never see an event before one committed ahead of it. For the same reason only
 * one relay per schema works at a time: replicas take a transaction-scoped advisory lock
 * and the one that misses it idles; rows are also claimed `FOR UPDATE SKIP LOCKED`, so no
 * two relays ever publish the same batch concurrently.
 *
 * Rows are marked published in the transaction that claimed them, after the bus accepted
 * them. If the process dies between the two, the batch is published again: consumers
 * de-duplicate through their inbox.
 *
 * A bus that is not durable (the in-process one) holds what it accepted in memory only, so
 * a row is also marked delivered once the bus says every group handled it; rows published
 * and not delivered when the process died are published again when the relay starts.
 */
export class OutboxRelay {
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly backoff: Backoff;
  private readonly retentionMs: number;
  private readonly logger: MessagingLogger;
  private readonly observer?: OutboxRelayObserver;
  private readonly sleeper = new Sleeper();
  private loop?: Promise<void>;
  private stopping = false;
  private lastPrune = 0;
  private readonly delivered: string[] = [];

  constructor(
    private readonly dataSource: DataSource,
    readonly schema: string,
    private readonly bus: EventBus,
    logger?: MessagingLogger,
    options: OutboxRelayOptions = {},
  ) {
    assertIdentifier(schema);
    this.logger = logger ?? silentLogger;
    this.batchSize = options.batchSize ?? 100;
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.backoff = withBackoffDefaults(options.backoff, { baseMs: 200, capMs: 30_000 });
    this.retentionMs = options.retentionMs ?? 7 * 24 * 3_600_000;
    this.observer = options.observer;
  }

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.sleeper.reset();
    this.loop = this.run();
  }

  /**
   * Ends the loop after the batch in flight. Deliveries the bus has yet to settle are not
   * waited for: if the bus stops with them queued, the next start publishes them again.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.sleeper.wake();
    await this.loop;
    this.loop = undefined;
  }

  /** Publishes without waiting for the next poll; call it after committing outbox rows. */
  nudge(): void {
    if (this.loop) this.sleeper.wake();
  }

  async lag(): Promise<OutboxLag> {
    const [row] = await queryRows(
      this.dataSource,
      `SELECT count(*)::int AS pending,
              (extract(epoch FROM clock_timestamp() - min(created_at)) * 1000)::float8 AS oldest_age_ms
         FROM "${this.schema}".outbox WHERE published_at IS NULL`,
      [],
      LagRow,
    );
    return {
      pending: row.pending,
      oldestAgeMs: row.oldest_age_ms === null ? null : Math.max(0, row.oldest_age_ms),
    };
  }

  /**
   * One pass: claims the oldest unpublished rows and publishes them. Returns how long to
   * wait before the next pass (0 when more rows may be waiting).
   */
  async relayOnce(): Promise<number> {
    const wait = await this.dataSource.transaction((manager) => this.relayBatch(manager));
    await this.pruneNowAndThen();
    return wait;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let wait: number;
      try {
        wait = await this.relayOnce();
      } catch (error) {
        // The database itself failed (the bus's failures are recorded on the rows).
        this.logger.error(
          { schema: this.schema, err: errorMessage(error) },
          'outbox relay pass failed',
        );
        wait = this.pollIntervalMs;
      }
      if (wait > 0 && !this.stopping) await this.sleeper.sleep(wait);
    }
  }

  private async relayBatch(manager: EntityManager): Promise<number> {
    const [{ locked }] = await queryRows(
      manager,
      `SELECT pg_try_advisory_xact_lock(hashtext($1)::bigint) AS locked`,
      [`outbox-relay:${this.schema}`],
      LockRow,
    );
    if (!locked) return this.pollIntervalMs;
    if (!this.bus.durable && firstRelayOf(this.bus, this.schema)) {
      // Handed to a bus that kept them in memory, in a process that is gone: once more, in order.
      await manager.query(
        `UPDATE "${this.schema}".outbox SET published_at = NULL WHERE delivered_at IS NULL AND published_at IS NOT NULL`,
      );
    }

    const rows = await queryRows(
      manager,
      `SELECT id, payload, attempts,
              GREATEST(0, ceil(extract(epoch FROM next_attempt_at - clock_timestamp()) * 1000))::float8 AS due_in_ms
         FROM "${this.schema}".outbox
        WHERE published_at IS NULL
        ORDER BY seq
        LIMIT $1
          FOR UPDATE SKIP LOCKED`,
      [this.batchSize],
      OutboxRow,
    );
    if (rows.length === 0) return this.pollIntervalMs;
    // The head is backing off: later rows wait behind it.
    const headDueIn = Number(rows[0].due_in_ms ?? 0);
    if (headDueIn > 0) return Math.min(headDueIn, this.pollIntervalMs);

    const ids = rows.map((row) => row.id);
    const events = rows.map((row) => row.payload);
    try {
      await this.bus.publish(events);
    } catch (error) {
      this.observer?.failed(this.schema, events, error);
      const attempt = rows[0].attempts + 1;
      const delay = backoffDelay(attempt, this.backoff);
      this.logger.warn(
        { schema: this.schema, events: rows.length, attempt, delay, err: errorMessage(error) },
        'publishing outbox batch failed; retrying after backoff',
      );
      await manager.query(
        `UPDATE "${this.schema}".outbox
            SET attempts = attempts + 1, last_error = $2,
                next_attempt_at = clock_timestamp() + make_interval(secs => $3::float8 / 1000)
          WHERE id = ANY($1::uuid[])`,
        [ids, errorMessage(error).slice(0, 2_000), delay],
      );
      return Math.min(delay, this.pollIntervalMs);
    }
    await manager.query(
      `UPDATE "${this.schema}".outbox
          SET published_at = clock_timestamp(), last_error = NULL,
              delivered_at = CASE WHEN $2::boolean THEN clock_timestamp() END
        WHERE id = ANY($1::uuid[])`,
      [ids, this.bus.durable],
    );
    if (!this.bus.durable) this.confirmDelivery(events);
    // The bus has the batch: a batch sent again after a crash is counted again, as it was sent again.
    this.observer?.published(this.schema, events);
    return rows.length === this.batchSize ? 0 : this.pollIntervalMs;
  }

  /**
   * Marks each row delivered once the bus settled its event (one UPDATE for those settled
   * together; it waits for the claiming transaction to commit, which holds the rows).
   */
  private confirmDelivery(events: EventEnvelope[]): void {
    for (const event of events) {
      void (this.bus.settled?.([event]) ?? Promise.resolve()).then(() => {
        this.delivered.push(event.id);
        if (this.delivered.length === 1) setImmediate(() => void this.recordDelivered());
      });
    }
  }

  private async recordDelivered(): Promise<void> {
    const ids = this.delivered.splice(0);
    await this.dataSource
      .query(
        `UPDATE "${this.schema}".outbox SET delivered_at = clock_timestamp() WHERE id = ANY($1::uuid[]) AND published_at IS NOT NULL`,
        [ids],
      )
      .catch((error: unknown) =>
        // The database closed under it (shutdown): the rows stay undelivered and go out again.
        this.logger.debug(
          { schema: this.schema, err: errorMessage(error) },
          'outbox delivery not recorded',
        ),
      );
  }

  private async pruneNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    await this.dataSource.query(
      `DELETE FROM "${this.schema}".outbox
        WHERE delivered_at IS NOT NULL AND delivered_at < clock_timestamp() - make_interval(secs => $1::float8 / 1000)`,
      [this.retentionMs],
    );
  }
}
