import { randomUUID } from 'node:crypto';
import { Controller, type DynamicModule, Inject, Module } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { type EventEnvelope, identityEvents } from '@market/contracts';
import { readEventData } from '../messaging/event-data.js';
import { messagingMigrations } from '../messaging/messaging-tables.migration.js';
import {
  createTestDatabase,
  describeWhen,
  eventually,
  postgresAvailability,
  type TestDatabase,
} from '../testing/index.js';
import { startServiceTestApp, type ServiceTestApp } from '../testing/service-test-app.js';
import { type EventContext, OnEvent } from './event-bus.transport.js';
import { ServiceDataModule } from './service-data.module.js';
import type { ServiceEvents } from './service-events.js';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const SCHEMA = 'transport_probe';
const EVENTS = Symbol('TRANSPORT_PROBE_EVENTS');
const { userDeactivated, userActivated } = identityEvents;
const POISON_USER = '00000000-0000-4000-8000-000000000bad';

class ProbeTables1800000000000 implements MigrationInterface {
  name = 'ProbeTables1800000000000';
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE ${SCHEMA}.seen (consumer text NOT NULL, event_id uuid NOT NULL, type text NOT NULL)`,
    );
  }
  async down(): Promise<void> {}
}

/** Two consumers of one service declared the NestJS way; the second also takes a second type. */
@Controller()
class ProbeHandlers {
  @OnEvent(userDeactivated.type, { schema: SCHEMA, group: 'probe-a', maxAttempts: 2 })
  async first(@Payload() event: EventEnvelope, @Ctx() { manager }: EventContext): Promise<void> {
    const data = readEventData(userDeactivated, event);
    if (data.userId === POISON_USER) throw new Error('cannot project this user');
    await manager.query(`INSERT INTO ${SCHEMA}.seen VALUES ('probe-a', $1, $2)`, [
      event.id,
      event.type,
    ]);
  }

  @OnEvent([userDeactivated.type, userActivated.type], { schema: SCHEMA, group: 'probe-b' })
  async second(@Payload() event: EventEnvelope, @Ctx() { manager }: EventContext): Promise<void> {
    await manager.query(`INSERT INTO ${SCHEMA}.seen VALUES ('probe-b', $1, $2)`, [
      event.id,
      event.type,
    ]);
  }
}

@Module({})
class ProbeModule {
  constructor(@Inject(EVENTS) readonly events: ServiceEvents) {}

  static register(): DynamicModule {
    return {
      module: ProbeModule,
      imports: [
        ServiceDataModule.forService({
          schema: SCHEMA,
          events: EVENTS,
          entities: [],
          migrations: [...messagingMigrations(SCHEMA), ProbeTables1800000000000],
        }),
      ],
      controllers: [ProbeHandlers],
    };
  }
}

describeWhen(
  postgresAvailability(),
  'EventBusTransport: @OnEvent handlers over the event bus',
  () => {
    let db: TestDatabase;
    let started: ServiceTestApp;
    let events: ServiceEvents;
    let adminToken: string;

    async function record(
      type: typeof userDeactivated.type | typeof userActivated.type,
      userId: string,
    ): Promise<string> {
      const envelope = await events.database.transaction((manager) =>
        events.outbox.add(manager, type, { userId, byUserId: null }),
      );
      events.nudge();
      return envelope.id;
    }
    const seen = async () =>
      (await events.database.query(
        `SELECT consumer, event_id, type FROM ${SCHEMA}.seen ORDER BY consumer, type`,
      )) as {
        consumer: string;
        event_id: string;
        type: string;
      }[];
    const api = (path: string, method = 'GET') =>
      fetch(`${started.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${adminToken}` },
      });

    beforeAll(async () => {
      db = await createTestDatabase('transport');
      started = await startServiceTestApp({
        name: 'transport',
        databaseUrl: db.url,
        module: ProbeModule.register(),
      });
      events = started.app.get(ProbeModule).events;
      adminToken = await started.runtime.tokens.issue(
        { id: randomUUID(), email: 'admin@example.com', roles: ['user', 'admin'] },
        randomUUID(),
      );
    });
    afterAll(async () => {
      await started?.close();
      await db?.drop();
    });

    it('hands each event to every consumer group once, in its own inbox transaction', async () => {
      const deactivated = await record(userDeactivated.type, randomUUID());
      const activated = await record(userActivated.type, randomUUID());
      const rows = await eventually(seen, (r) => r.length === 3);
      expect(rows).toEqual([
        { consumer: 'probe-a', event_id: deactivated, type: userDeactivated.type },
        { consumer: 'probe-b', event_id: activated, type: userActivated.type },
        { consumer: 'probe-b', event_id: deactivated, type: userDeactivated.type },
      ]);
      const inbox = await events.database.query(
        `SELECT consumer FROM ${SCHEMA}.inbox ORDER BY consumer`,
      );
      expect(inbox.map((r: { consumer: string }) => r.consumer)).toEqual([
        'probe-a',
        'probe-b',
        'probe-b',
      ]);
    });

    it("parks a handler's poison event after its cap, lists it to admins and replays it on command", async () => {
      const poison = await record(userDeactivated.type, POISON_USER);
      const letters = await eventually(
        async () =>
          (await (await api(`/api/admin/events/${SCHEMA}/dead-letters`)).json()) as {
            items: {
              id: string;
              eventId: string;
              consumer: string;
              attempts: number;
              error: string;
            }[];
          },
        (body) => body.items?.length === 1,
      );
      // The handler's own message, not Nest's "Internal server error".
      expect(letters.items[0]).toMatchObject({
        eventId: poison,
        consumer: 'probe-a',
        attempts: 2,
        error: 'cannot project this user',
      });
      // The other group handled it; probe-a moved on.
      expect((await seen()).filter((r) => r.event_id === poison).map((r) => r.consumer)).toEqual([
        'probe-b',
      ]);

      const anonymous = await fetch(`${started.baseUrl}/api/admin/events/${SCHEMA}/dead-letters`);
      expect(anonymous.status).toBe(401);
      // Still broken: the replay fails with the handler's error, and the letter stays.
      const failed = await api(
        `/api/admin/events/${SCHEMA}/dead-letters/${letters.items[0].id}/replay`,
        'POST',
      );
      expect(failed.status).toBe(409);
      expect(await failed.json()).toMatchObject({
        error: {
          code: 'REPLAY_FAILED',
          message: 'The replay failed again, and the event stays parked: cannot project this user',
        },
      });
      expect(
        (
          (await (await api(`/api/admin/events/${SCHEMA}/dead-letters`)).json()) as {
            items: unknown[];
          }
        ).items,
      ).toHaveLength(1);
      expect(
        (await api(`/api/admin/events/${SCHEMA}/dead-letters/999999/replay`, 'POST')).status,
      ).toBe(404);
      expect((await api(`/api/admin/events/nowhere/dead-letters`)).status).toBe(404);
    });
  },
);
