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
import { BillingModule } from './billing.module.js';
import { signStripePayload } from './providers/stripe-signature.js';

export const SANDBOX_SECRET = 'whsec_billing_test_secret_0123456789';

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

/** Test data: an event as another context publishes it (the test kit's `newEnvelope`). */
export const envelope = newEnvelope;

/** The billing module on a fresh database; every event on the bus is recorded for assertions. */
export class BillingTestHarness {
  /** The shared HTTP harness of the test kit, with the observer subscribed. */
  api!: HttpTestHarness;
  database!: TestDatabase;
  app!: ServiceTestApp;
  sql!: pg.Client;
  readonly seen: EventEnvelope[] = [];
  private readonly savedEnv: Record<string, string | undefined> = {};

  constructor(private readonly env: Record<string, string> = {}) {}

  async start(): Promise<this> {
    // Service modules read their own variables from the process environment (runtime.env);
    // stop() puts it back as it was.
    for (const [name, value] of Object.entries({
      SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET,
      ...this.env,
    })) {
      this.savedEnv[name] = process.env[name];
      process.env[name] = value;
    }
    this.api = await HttpTestHarness.start({
      name: 'billing',
      module: BillingModule.register(),
      env: {
        PUBLIC_URL: 'http://market.test',
        LOG_LEVEL: process.env.BILLING_TEST_LOG ?? 'silent',
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

  async call(method: string, url: string, who?: TestUser, body?: unknown): Promise<TestReply> {
    return this.api.call(method, url, body, who);
  }

  /** Posts a provider event to the webhook route as Stripe would: the exact bytes, signed. */
  async deliver(
    event: object,
    options: { secret?: string; timestamp?: number; signature?: string } = {},
  ) {
    const payload = JSON.stringify(event, null, 2);
    const signature =
      options.signature ??
      signStripePayload(payload, options.secret ?? SANDBOX_SECRET, options.timestamp);
    return this.api.call('POST', '/api/billing/webhooks/stripe', Buffer.from(payload), undefined, {
      'content-type': 'application/json',
      'stripe-signature': signature,
    });
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
}

/** A Stripe `checkout.session.completed` event for a session. */
export function completedEvent(
  sessionId: string,
  id = `evt_${randomUUID()}`,
  paymentIntent = `pi_${randomUUID().slice(0, 12)}`,
) {
  return {
    id,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        status: 'complete',
        payment_intent: paymentIntent,
      },
    },
  };
}
