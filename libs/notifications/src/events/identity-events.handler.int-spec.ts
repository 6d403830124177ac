import { randomUUID } from 'node:crypto';
import { type EventEnvelope, identityEvents } from '@market/contracts';
import {
  DevMailboxMailer,
  InProcessEventBus,
  loadPlatformConfig,
  type MailMessage,
  type Mailer,
  messagingMigrations,
  openServiceDatabase,
  ServiceEvents,
} from '@market/platform';
import {
  createTestDatabase,
  describeWhen,
  postgresAvailability,
  eventually,
} from '@market/platform/testing';
import type { DataSource } from 'typeorm';
import { notificationsEntities } from '../entities/index.js';
import { notificationsMigrations } from '../notifications.module.js';
import { NOTIFICATIONS_SCHEMA } from '../notifications.tokens.js';
import { OutboundEmailRepository } from '../repositories/outbound-email.repository.js';
import { type EmailSenderOptions, EmailSenderService } from '../services/email-sender.service.js';
import { IdentityEventsHandler, NOTIFICATIONS_GROUP } from './identity-events.handler.js';

const { emailVerificationRequested, userVerified, passwordResetRequested, signInThrottled } =
  identityEvents;

const config = loadPlatformConfig({
  SITE_NAME: 'Testbase',
  PUBLIC_URL: 'https://testbase.example',
});
const fastRetries: Partial<EmailSenderOptions> = {
  baseDelayMs: 50,
  maxDelayMs: 200,
  pollIntervalMs: 100,
};

/** Notifications as the module wires it, on its own database, fed by an in-process bus. */
async function startNotifications(
  mailerFor: (mailbox: DevMailboxMailer) => Mailer,
  options = fastRetries,
) {
  const database = await createTestDatabase('notifications');
  const db = await openServiceDatabase({
    url: database.url,
    schema: NOTIFICATIONS_SCHEMA,
    entities: notificationsEntities,
    migrations: notificationsMigrations,
  });
  const bus = new InProcessEventBus({ retry: { baseMs: 10, capMs: 50 } });
  const mailbox = new DevMailboxMailer(db, NOTIFICATIONS_SCHEMA);
  const outbound = new OutboundEmailRepository(db);
  const sender = new EmailSenderService(outbound, mailerFor(mailbox), options);
  const handler = new IdentityEventsHandler(config, outbound);
  // What the event transport does for the handler's @OnEvent: its group, through the inbox.
  await new ServiceEvents(db, NOTIFICATIONS_SCHEMA, bus).consume(
    NOTIFICATIONS_GROUP,
    [
      emailVerificationRequested.type,
      userVerified.type,
      passwordResetRequested.type,
      signInThrottled.type,
    ],
    (event, manager) => handler.apply(event, manager),
  );
  sender.start();
  await bus.start();
  return {
    database,
    db,
    bus,
    mailbox,
    async stop() {
      await bus.stop();
      await sender.stop();
      await db.destroy();
      await database.drop();
    },
  };
}

type Stack = Awaited<ReturnType<typeof startNotifications>>;

const user = (email: string) => ({
  userId: randomUUID(),
  email,
  firstName: 'Zoë',
  lastName: 'Driver',
});

function envelope(type: string, data: unknown): EventEnvelope {
  return { id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), data };
}

function verificationRequested(email: string): EventEnvelope {
  const expiresAt = new Date(Date.now() + 48 * 3_600_000).toISOString();
  return envelope('identity.email-verification.requested', {
    ...user(email),
    verifyUrl: `https://testbase.example/auth/verify?token=${randomUUID()}`,
    expiresAt,
  });
}

async function rowsFor(
  db: DataSource,
  to: string,
): Promise<{ status: string; attempts: number; last_error: string | null }[]> {
  return db.query(
    `SELECT status, attempts, last_error FROM outbound_emails WHERE to_address = $1`,
    [to],
  );
}

describeWhen(postgresAvailability(), 'notifications: identity events to e-mails', () => {
  describe('with the dev mailbox', () => {
    let stack: Stack;

    beforeAll(async () => {
      // No polling to speak of: each mail must go out because its commit woke the sender.
      stack = await startNotifications((mailbox) => mailbox, {
        ...fastRetries,
        pollIntervalMs: 60_000,
      });
    });
    afterAll(async () => {
      await stack?.stop();
    });

    it('sends the verification mail once, even when the event is delivered again', async () => {
      const event = verificationRequested('twice@example.test');
      const started = Date.now();
      await stack.bus.publish([event, event]);
      const mails = await eventually(
        () => stack.mailbox.list({ to: 'twice@example.test' }),
        (m) => m.length > 0,
      );
      expect(Date.now() - started).toBeLessThan(2_000);
      await stack.bus.publish([event]);
      await new Promise((r) => setTimeout(r, 400));

      expect(await stack.mailbox.list({ to: 'twice@example.test' })).toHaveLength(1);
      expect(mails[0].subject).toBe('Verify your email address for Testbase');
      expect(mails[0].links).toContain((event.data as { verifyUrl: string }).verifyUrl);
      expect(mails[0].html).toContain('Hi Zoë,');
      expect(await rowsFor(stack.db, 'twice@example.test')).toEqual([
        { status: 'sent', attempts: 1, last_error: null },
      ]);
    });

    it('sends what an identity-like outbox publishes: verification, welcome, password reset', async () => {
      // A publisher with its own schema and outbox, as identity has.
      const publisherDb = await openServiceDatabase({
        url: stack.database.url,
        schema: 'identity_like',
        entities: [],
        migrations: messagingMigrations('identity_like'),
      });
      const publisher = new ServiceEvents(publisherDb, 'identity_like', stack.bus);
      publisher.start();
      const who = user('outbox@example.test');
      const resetUrl = `https://testbase.example/reset-password?token=${randomUUID()}`;
      await publisherDb.transaction(async (manager) => {
        const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
        await publisher.record(manager, 'identity.email-verification.requested', {
          ...who,
          verifyUrl: 'https://testbase.example/auth/verify?token=v1',
          expiresAt,
        });
        await publisher.record(manager, 'identity.user.verified', {
          ...who,
          accountType: 'private_seller',
        });
        await publisher.record(manager, 'identity.password-reset.requested', {
          ...who,
          resetUrl,
          expiresAt,
        });
      });
      publisher.nudge();

      const mails = await eventually(
        () => stack.mailbox.list({ to: 'outbox@example.test' }),
        (m) => m.length === 3,
      );
      await publisher.stop();
      await publisherDb.destroy();

      expect(mails.map((m) => m.subject)).toEqual([
        'Reset your Testbase password',
        'Welcome to Testbase!',
        'Verify your email address for Testbase',
      ]);
      expect(mails[0].links).toContain(resetUrl);
      expect(mails[0].text).toContain('expires in 1 hour');
      expect(mails[1].links).toContain('https://testbase.example');
      expect(mails[2].links).toContain('https://testbase.example/auth/verify?token=v1');
    });

    it('skips an event whose data does not fit the contract, and goes on with the next', async () => {
      const broken = envelope('identity.password-reset.requested', {
        email: 'broken@example.test',
      });
      const next = verificationRequested('after-broken@example.test');
      await stack.bus.publish([broken, next]);
      await eventually(
        () => stack.mailbox.list({ to: 'after-broken@example.test' }),
        (m) => m.length === 1,
      );
      expect(await stack.mailbox.list({ to: 'broken@example.test' })).toEqual([]);
      const [processed] = await stack.db.query(
        `SELECT count(*)::int AS n FROM inbox WHERE event_id = $1`,
        [broken.id],
      );
      expect(processed.n).toBe(1);
    });
  });

  describe('when the mail server fails', () => {
    let stack: Stack;
    const calls: string[] = [];
    let failuresLeft = 2;

    beforeAll(async () => {
      stack = await startNotifications(
        (mailbox) => ({
          kind: 'smtp',
          async send(message: MailMessage) {
            calls.push(message.to);
            if (message.to.startsWith('never') || failuresLeft-- > 0)
              throw new Error('421 Service not available');
            await mailbox.send(message);
          },
          isHealthy: async () => true,
          close: async () => undefined,
        }),
        { ...fastRetries, maxAttempts: 4 },
      );
    });
    afterAll(async () => {
      await stack?.stop();
    });

    it('retries with backoff and sends the mail once it works', async () => {
      const started = Date.now();
      await stack.bus.publish([verificationRequested('flaky@example.test')]);
      const rows = await eventually(
        () => rowsFor(stack.db, 'flaky@example.test'),
        (r) => r[0]?.status === 'sent',
      );

      expect(rows).toEqual([{ status: 'sent', attempts: 3, last_error: null }]);
      expect(calls.filter((to) => to === 'flaky@example.test')).toHaveLength(3);
      expect(await stack.mailbox.list({ to: 'flaky@example.test' })).toHaveLength(1);
      // Two waits: 50 ms, then 100 ms.
      expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    });

    it('gives up after the last attempt and keeps the reason', async () => {
      await stack.bus.publish([verificationRequested('never@example.test')]);
      const rows = await eventually(
        () => rowsFor(stack.db, 'never@example.test'),
        (r) => r[0]?.status === 'failed',
      );

      expect(rows).toEqual([
        { status: 'failed', attempts: 4, last_error: '421 Service not available' },
      ]);
      await new Promise((r) => setTimeout(r, 300));
      expect(calls.filter((to) => to === 'never@example.test')).toHaveLength(4);
      expect(await stack.mailbox.list({ to: 'never@example.test' })).toEqual([]);
    });
  });
});
