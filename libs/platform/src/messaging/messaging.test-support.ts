import { randomUUID } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { EventEnvelope } from '@market/contracts';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { openServiceDatabase } from '../database/service-data-source.js';
import type { EventBus, Subscription } from './event-bus.port.js';
import { messagingMigrations } from './messaging-tables.migration.js';

/**
 * Test support for the messaging suites: a service schema with the messaging tables and an
 * `effects` table a consumer writes (deliberately without a unique key, so an event applied
 * twice shows up as two rows).
 */
export function openTestService(url: string, schema: string, poolSize = 4): Promise<DataSource> {
  class TestTables1800000000000 implements MigrationInterface {
    name = 'TestTables1800000000000';
    async up(q: QueryRunner): Promise<void> {
      await q.query(
        `CREATE TABLE "${schema}".orders (id uuid PRIMARY KEY, total_cents integer NOT NULL)`,
      );
      await q.query(`CREATE TABLE "${schema}".effects (
        n bigserial PRIMARY KEY, consumer text NOT NULL, event_id uuid NOT NULL, payload jsonb NOT NULL
      )`);
      // Every handler call, outside the inbox transaction: shows how many redeliveries the inbox absorbed.
      await q.query(`CREATE TABLE "${schema}".deliveries (event_id uuid NOT NULL)`);
    }
    async down(): Promise<void> {}
  }
  return openServiceDatabase({
    url,
    schema,
    entities: [],
    migrations: [...messagingMigrations(schema), TestTables1800000000000],
    poolSize,
  });
}

/** A catalogue event's data, as a service would record it. */
export function newDeactivation(): { userId: string; byUserId: null } {
  return { userId: randomUUID(), byUserId: null };
}

/**
 * Puts a real bus behind a switch: while `failing`, publish rejects as a broker outage
 * would, and every attempt's time is recorded. `delayMs` adds a random latency up to it.
 */
export class SwitchableBus implements EventBus {
  readonly kind: EventBus['kind'];
  readonly durable: boolean;
  failing = false;
  readonly attempts: number[] = [];

  constructor(
    private readonly inner: EventBus,
    private readonly delayMs = 0,
  ) {
    this.kind = inner.kind;
    this.durable = inner.durable;
  }

  settled(events: EventEnvelope[]): Promise<void> {
    return this.inner.settled?.(events) ?? Promise.resolve();
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    this.attempts.push(Date.now());
    // A latency that varies, as a broker's does: a later call may finish first.
    if (this.delayMs)
      await new Promise((resolve) => setTimeout(resolve, Math.random() * this.delayMs));
    if (this.failing) throw new Error('broker unreachable');
    await this.inner.publish(events);
  }
  subscribe(subscription: Subscription): Promise<void> {
    return this.inner.subscribe(subscription);
  }
  start(): Promise<void> {
    return this.inner.start();
  }
  stop(): Promise<void> {
    return this.inner.stop();
  }
  isHealthy(): Promise<boolean> {
    return this.inner.isHealthy();
  }
}

/**
 * A TCP port that stands for a broker address before the broker exists: connections are
 * dropped until `forwardTo` points it at a real listener. (The mock cluster picks its own
 * ports, so a client cannot be configured with its address before it starts.)
 */
export class TcpGate {
  private target?: { host: string; port: number };
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly address: string,
  ) {
    server.on('connection', (client) => this.accept(client));
  }

  static async open(): Promise<TcpGate> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return new TcpGate(server, `127.0.0.1:${port}`);
  }

  forwardTo(address: string): void {
    const [host, port] = address.split(':');
    this.target = { host, port: Number(port) };
  }

  /** The network between client and broker fails: open connections drop, new ones are refused. */
  cut(): void {
    this.target = undefined;
    for (const socket of this.sockets) socket.destroy();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    if (!this.target) {
      client.destroy();
      return;
    }
    const upstream = connect(this.target.port, this.target.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  }
}
