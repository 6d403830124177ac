import { randomUUID } from 'node:crypto';
import {
  type EventData,
  type EventEnvelope,
  type EventType,
  eventCatalogue,
  type Role,
} from '@market/contracts';
import {
  createTestDatabase,
  type ServiceTestApp,
  startServiceTestApp,
  type TestDatabase,
} from '@market/platform/testing';
import pg from 'pg';
import { AffiliatesModule } from './affiliates.module.js';
import type { Clock } from './affiliates.tokens.js';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

export function envelope<T extends EventType>(
  type: T,
  data: EventData<T>,
  occurredAt = new Date().toISOString(),
): EventEnvelope<T, EventData<T>> {
  return { id: randomUUID(), type, version: eventCatalogue[type].version, occurredAt, data };
}

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
    this.database = await createTestDatabase('affiliates');
    this.app = await startServiceTestApp({
      name: 'affiliates',
      databaseUrl: this.database.url,
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
    this.sql = new pg.Client({ connectionString: this.database.url });
    await this.sql.connect();
    return this;
  }

  async stop(): Promise<void> {
    await this.sql?.end();
    await this.app?.close();
    await this.database?.drop();
    for (const [name, value] of Object.entries(this.savedEnv)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }

  async user(
    roles: Role[] = ['user'],
    email = `${randomUUID().slice(0, 8)}@example.com`,
  ): Promise<TestUser> {
    const id = randomUUID();
    return {
      id,
      email,
      token: await this.app.runtime.tokens.issue({ id, email, roles }, randomUUID()),
    };
  }

  async call(
    method: string,
    url: string,
    who?: TestUser,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: Body; headers: Headers; text: string }> {
    const response = await fetch(new URL(url, this.app.baseUrl), {
      method,
      headers: {
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    let parsed: Body;
    try {
      parsed = text ? (JSON.parse(text) as Body) : {};
    } catch {
      parsed = {};
    }
    return { status: response.status, body: parsed, headers: response.headers, text };
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
