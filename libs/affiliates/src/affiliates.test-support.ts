import { randomUUID } from 'node:crypto';
import {
  type EventData,
  type EventEnvelope,
  type EventType,
  eventCatalogue,
  type Role,
} from '@market/contracts';
import { type ServiceTestApp, type TestDatabase } from '@market/platform/testing';
import { HttpTestHarness, newEnvelope, type TestReply } from '@market/platform/test-kit';
import pg from 'pg';
import { AffiliatesModule } from './affiliates.module.js';
import type { Clock } from './affiliates.tokens.js';

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

/** Test data: an event as another context publishes it (the test kit's `newEnvelope`). */
export const envelope = newEnvelope;

/** A clock the test sets. */
export class TestClock implements Clock {
  constructor(private current = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  set(at: Date | string): void {
    this.current = new Date(at);
  }
}

/** The affiliates module on a fresh database, with a movable clock; every event on the bus is recorded. */
export class AffiliatesTestHarness {
  /** The shared HTTP harness of the test kit, with the observer subscribed. */
  api!: HttpTestHarness;
  database!: TestDatabase;
  app!: ServiceTestApp;
  sql!: pg.Client;
  readonly clock = new TestClock();
  readonly seen: EventEnvelope[] = [];
  private readonly savedEnv: Record<string, string | undefined> = {};

  constructor(private readonly env: Record<string, string> = {}) {}

  async start(): Promise<this> {
    for (const [name, value] of Object.entries(this.env)) {
      this.savedEnv[name] = process.env[name];
      process.env[name] = value;
    }
    this.api = await HttpTestHarness.start({
      name: 'affiliates',
      module: AffiliatesModule.register({ clock: this.clock }),
      env: {
        PUBLIC_URL: 'http://market.test',
        SITE_NAME: 'Wheelbase',
        LOG_LEVEL: process.env.AFFILIATES_TEST_LOG ?? 'silent',
      },
      beforeStart: async (runtime) => {
        await runtime.bus.subscribe({
          group: 'test-observer',
          types: Object.keys(eventCatalogue),
          handle: async (event) => {
            this.seen.push(event);
          },
        });
      },
    });
    this.database = this.api.database;
    this.app = this.api.app;
    this.sql = new pg.Client({ connectionString: this.database.url });
    await this.sql.connect();
    return this;
  }

  async stop(): Promise<void> {
    await this.sql?.end();
    await this.api?.stop();
    for (const [name, value] of Object.entries(this.savedEnv)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }

  async user(
    roles: Role[] = ['user'],
    email = `${randomUUID().slice(0, 8)}@example.com`,
  ): Promise<TestUser> {
    return this.api.signIn(roles, { email });
  }

  /** A JSON request; `text` holds a non-JSON answer (a CSV, a banner's SVG) as sent. */
  async call(
    method: string,
    url: string,
    who?: TestUser,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestReply> {
    return this.api.call(method, url, body, who, headers);
  }

  async publish(...events: EventEnvelope[]): Promise<void> {
    await this.app.runtime.bus.publish(events);
  }

  eventsOf<T extends EventType>(type: T): EventData<T>[] {
    return this.seen
      .filter((event) => event.type === type)
      .map((event) => event.data as EventData<T>);
  }

  async count(sql: string, params: unknown[] = []): Promise<number> {
    const { rows } = await this.sql.query<{ count: string }>(sql, params);
    return Number(rows[0].count);
  }

  async rows<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.sql.query<T>(sql, params)).rows;
  }
}
