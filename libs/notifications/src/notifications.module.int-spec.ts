import { randomUUID } from 'node:crypto';
import { devMailSchema, type EventEnvelope } from '@market/contracts';
import type { PlatformRuntime } from '@market/platform';
import { describeWhen, eventually, postgresAvailability } from '@market/platform/testing';
import { HttpTestHarness } from '@market/platform/test-kit';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { NotificationsModule } from './notifications.module.js';

/** The module as a process hosts it, over the shared HTTP harness. */
function startApp(env: Record<string, string> = {}) {
  return HttpTestHarness.start({
    name: 'notifications',
    module: NotificationsModule.register({ sender: { pollIntervalMs: 200 } }),
    env: { SITE_NAME: 'Testbase', PUBLIC_URL: 'https://testbase.example', ...env },
  });
}

function verificationRequested(email: string): EventEnvelope {
  return {
    id: randomUUID(),
    type: 'identity.email-verification.requested',
    version: 1,
    occurredAt: new Date().toISOString(),
    data: {
      userId: randomUUID(),
      email,
      firstName: null,
      lastName: null,
      verifyUrl: `https://testbase.example/auth/verify?token=${randomUUID()}`,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
  };
}

function mailbox(api: HttpTestHarness, to?: string) {
  return api.call('GET', to ? `/api/dev/mailbox?to=${encodeURIComponent(to)}` : '/api/dev/mailbox');
}

describeWhen(postgresAvailability(), 'NotificationsModule', () => {
  describe('without SMTP_URL (the embedded mode)', () => {
    let started: HttpTestHarness;
    let runtime: PlatformRuntime;

    beforeAll(async () => {
      started = await startApp();
      runtime = started.runtime;
    });
    afterAll(async () => {
      await started?.stop();
    });

    it('shows the mails of identity events at GET /api/dev/mailbox, newest first, filtered by ?to=', async () => {
      const first = verificationRequested('reader@example.test');
      const second = verificationRequested('reader@example.test');
      await runtime.bus.publish([first, verificationRequested('someone-else@example.test')]);
      await eventually(
        () => mailbox(started, 'reader@example.test'),
        (r) => r.body.items?.length === 1,
      );
      await runtime.bus.publish([second]);
      const { status, body } = await eventually(
        () => mailbox(started, 'reader@example.test'),
        (r) => r.body.items?.length === 2,
      );

      expect(status).toBe(200);
      const items = (body.items as unknown[]).map((item) => devMailSchema.parse(item));
      expect(items.map((m) => m.links[0])).toEqual([
        (second.data as { verifyUrl: string }).verifyUrl,
        (first.data as { verifyUrl: string }).verifyUrl,
      ]);
      expect(items.every((m) => m.to === 'reader@example.test')).toBe(true);
      expect((await mailbox(started)).body.items.length).toBeGreaterThanOrEqual(3);
    });

    it('answers a bad query with the error envelope', async () => {
      const { status, body } = await mailbox(started, 'x'.repeat(400));
      expect(status).toBe(400);
      expect(body.error.code).toBeDefined();
    });

    it('registers its database with the health check', async () => {
      const { body } = await started.call('GET', '/api/health');
      expect(body.checks['notifications-database']).toEqual({ status: 'up' });
    });
  });

  describe('with SMTP_URL', () => {
    let started: HttpTestHarness;
    let runtime: PlatformRuntime;
    let smtp: SMTPServer;
    const received: string[] = [];

    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          stream.resume();
          stream.on('end', () => {
            received.push(...session.envelope.rcptTo.map((r) => r.address));
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
      const { port } = smtp.server.address() as AddressInfo;
      started = await startApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      runtime = started.runtime;
    });
    afterAll(async () => {
      await started?.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    });

    it('sends through the SMTP server, and has no dev mailbox (404 with the error envelope)', async () => {
      await runtime.bus.publish([verificationRequested('smtp-reader@example.test')]);
      await eventually(
        async () => received,
        (r) => r.includes('smtp-reader@example.test'),
      );
      expect(received).toEqual(['smtp-reader@example.test']);

      const { status, body } = await mailbox(started);
      expect(status).toBe(404);
      expect(body).toEqual({
        error: { code: expect.any(String), message: expect.stringContaining('No dev mailbox') },
      });
    });
  });
});
