import { randomUUID } from 'node:crypto';
import type { EventData, EventEnvelope, EventType, Role } from '@market/contracts';
import { eventCatalogue } from '@market/contracts';
import { type ServiceTestApp, type TestDatabase } from '@market/platform/testing';
import { HttpTestHarness, newEnvelope, type TestReply } from '@market/platform/test-kit';
import pg from 'pg';
import { DealersModule } from './dealers.module.js';
import { newDealer } from './dealers.factories.js';

export { newDealer };

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

/** Test data: an event as another context publishes it (the test kit's `newEnvelope`). */
export const envelope = newEnvelope;

/**
 * The dealers module on a fresh database, with identity played by a fake on the same
 * in-process bus: every `dealers.application.approved` is answered with
 * `identity.dealer-account.provisioned` (an existing account for a known e-mail that
 * confirmed the application, else a new one) or `identity.dealer-account.refused` (an
 * existing account that did not), exactly as identity's contract says. Every event is recorded for assertions.
 */
export class DealersTestHarness {
  /** The shared HTTP harness of the test kit, with the fake identity subscribed. */
  api!: HttpTestHarness;
  database!: TestDatabase;
  app!: ServiceTestApp;
  sql!: pg.Client;
  /** Every event seen on the bus, in order. */
  readonly seen: EventEnvelope[] = [];
  /** The fake identity's accounts by e-mail. */
  readonly accounts = new Map<string, string>();
  /** Applications the fake identity provisioned an account for. */
  readonly provisioned = new Set<string>();

  async start(): Promise<this> {
    this.api = await HttpTestHarness.start({
      name: 'dealers',
      module: DealersModule.register(),
      beforeStart: async (runtime) => {
        await runtime.bus.subscribe({
          group: 'test-observer',
          types: Object.keys(eventCatalogue),
          handle: async (event) => {
            this.seen.push(event);
          },
        });
        await runtime.bus.subscribe({
          group: 'fake-identity',
          types: ['dealers.application.approved'],
          handle: async (event) => {
            const data = event.data as EventData<'dealers.application.approved'>;
            const existing = this.accounts.get(data.email);
            // Identity never makes an existing account a dealer through an application it did not confirm.
            // (A re-approval of an application it provisioned before only makes sure of the role.)
            const provisionedBefore = this.provisioned.has(data.applicationId);
            if (
              existing &&
              !provisionedBefore &&
              data.approvedBy !== null &&
              data.confirmedUserId !== existing
            ) {
              await runtime.bus.publish([
                envelope('identity.dealer-account.refused', {
                  applicationId: data.applicationId,
                  userId: existing,
                  email: data.email,
                  reason: 'unconfirmed',
                }),
              ]);
              return;
            }
            const userId = existing ?? randomUUID();
            this.accounts.set(data.email, userId);
            this.provisioned.add(data.applicationId);
            await runtime.bus.publish([
              envelope('identity.dealer-account.provisioned', {
                applicationId: data.applicationId,
                userId,
                email: data.email,
                created: !existing,
              }),
            ]);
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
  }

  async user(
    roles: Role[] = ['user'],
    email = `${randomUUID().slice(0, 8)}@example.com`,
  ): Promise<TestUser> {
    const id = this.accounts.get(email) ?? randomUUID();
    this.accounts.set(email, id);
    return {
      id,
      email,
      token: await this.app.runtime.tokens.issue({ id, email, roles }, randomUUID()),
    };
  }

  /** A token for an account the fake identity provisioned. */
  async signIn(email: string, roles: Role[] = ['user', 'dealer']): Promise<TestUser> {
    const id = this.accounts.get(email);
    if (!id) throw new Error(`No account for ${email}`);
    return {
      id,
      email,
      token: await this.app.runtime.tokens.issue({ id, email, roles }, randomUUID()),
    };
  }

  async call(method: string, url: string, who?: TestUser, body?: unknown): Promise<TestReply> {
    return this.api.call(method, url, body, who?.token);
  }

  /** Publishes events as another context would (through the bus, so the inbox sees them). */
  async publish(...events: EventEnvelope[]): Promise<void> {
    await this.app.runtime.bus.publish(events);
  }

  eventsOf<T extends EventType>(type: T): EventData<T>[] {
    return this.seen
      .filter((event) => event.type === type)
      .map((event) => event.data as EventData<T>);
  }

  /** How many events of a type, whose data field has this value, the dealers' outbox holds (after `flush`, final). */
  async recorded(type: EventType, field: string, value: string): Promise<number> {
    const { rows } = await this.sql.query(
      `SELECT count(*)::int AS n FROM dealers.outbox WHERE type = $1 AND payload->'data'->>$2 = $3`,
      [type, field, value],
    );
    return rows[0].n as number;
  }

  /** Submits and approves an application; resolves once the dealer record exists. */
  async approvedDealer(
    admin: TestUser,
    email: string,
    extra: Record<string, unknown> = {},
  ): Promise<{ applicationId: string; dealerId: string }> {
    const submitted = await this.call(
      'POST',
      '/api/dealer-applications',
      undefined,
      newDealer(email, extra),
    );
    if (submitted.status !== 201)
      throw new Error(`submit answered ${submitted.status}: ${JSON.stringify(submitted.body)}`);
    const approved = await this.call(
      'POST',
      `/api/admin/dealer-applications/${submitted.body.id}/approve`,
      admin,
    );
    if (approved.status !== 200) throw new Error(`approve answered ${approved.status}`);
    const dealerId = await this.until(
      async () =>
        (await this.call('GET', `/api/admin/dealer-applications/${submitted.body.id}`, admin)).body
          .dealerId as string | null,
    );
    return { applicationId: submitted.body.id, dealerId };
  }

  /** Polls until `read` answers something truthy (events are applied asynchronously). */
  async until<T>(
    read: () => Promise<T | null | undefined | false>,
    timeoutMs = 10_000,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (value) return value;
      if (Date.now() > deadline) throw new Error('Timed out waiting for the events to be applied');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * Waits until the dealers' consumer groups have handled everything published before:
   * each group's queue is FIFO, so once a marker event published now has been applied,
   * so has every event ahead of it (a redelivered duplicate included).
   */
  async flush(): Promise<void> {
    const userId = randomUUID();
    const listingId = randomUUID();
    await this.publish(
      envelope('identity.user.profile-updated', {
        userId,
        email: `${userId}@marker.test`,
        firstName: null,
        lastName: null,
        phone: null,
      }),
      envelope('listings.listing.deleted', {
        listingId,
        userId,
        dealerId: null,
        salesRepId: null,
        revision: 1,
      }),
    );
    await this.until(async () => {
      const users = await this.sql.query(`SELECT 1 FROM dealers.users WHERE user_id = $1`, [
        userId,
      ]);
      const listings = await this.sql.query(
        `SELECT 1 FROM dealers.listing_projection WHERE listing_id = $1`,
        [listingId],
      );
      return users.rowCount === 1 && listings.rowCount === 1;
    });
  }
}
