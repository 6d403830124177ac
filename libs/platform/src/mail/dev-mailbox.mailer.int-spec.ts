import { DataSource } from 'typeorm';
import {
  createTestDatabase,
  postgresAvailability,
  describeWhen,
  type TestDatabase,
} from '../testing/test-env.js';
import { DevMailboxMailer, devMailboxTableSql, extractLinks } from './dev-mailbox.mailer.js';
import { mailerContract } from './mailer.contract.js';

const SCHEMA = 'mail_test';

async function openMailbox(): Promise<{
  mailer: DevMailboxMailer;
  db: DataSource;
  database: TestDatabase;
}> {
  const database = await createTestDatabase('mail');
  const db = new DataSource({ type: 'postgres', url: database.url });
  await db.initialize();
  await db.query(`CREATE SCHEMA ${SCHEMA}`);
  for (const statement of devMailboxTableSql(SCHEMA)) await db.query(statement);
  return { mailer: new DevMailboxMailer(db, SCHEMA), db, database };
}

describeWhen(postgresAvailability(), 'DevMailboxMailer', () => {
  describe('contract', () => {
    mailerContract('dev-mailbox', async () => {
      const { mailer, db, database } = await openMailbox();
      return {
        mailer,
        readBack: async (to) =>
          (await mailer.list({ to })).reverse().map(({ to: recipient, subject, html, text }) => ({
            to: recipient,
            subject,
            html,
            text,
          })),
        close: async () => {
          await mailer.close();
          await db.destroy();
          await database.drop();
        },
      };
    });
  });

  describe('listing', () => {
    let mailer: DevMailboxMailer;
    let db: DataSource;
    let database: TestDatabase;

    beforeAll(async () => {
      ({ mailer, db, database } = await openMailbox());
    });
    afterAll(async () => {
      await db?.destroy();
      await database?.drop();
    });

    it('lists newest first, with the links of the text and the shape of the API', async () => {
      await mailer.send({
        to: 'Ann@Example.test',
        subject: 'Verify',
        text: 'Open https://market.example/auth/verify?token=a1b2. Or later: https://market.example/help, thanks.',
        html: '<a href="https://market.example/auth/verify?token=a1b2">Verify</a>',
      });
      await mailer.send({
        to: 'ann@example.test',
        subject: 'Welcome',
        text: 'No links here',
        html: '<p>Hi</p>',
      });
      await mailer.send({ to: 'bob@example.test', subject: 'Other', text: 'x', html: 'x' });

      const forAnn = await mailer.list({ to: 'ANN@example.test' });
      expect(forAnn.map((m) => m.subject)).toEqual(['Welcome', 'Verify']);
      expect(forAnn[1]).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        to: 'Ann@Example.test',
        subject: 'Verify',
        text: expect.any(String),
        html: expect.any(String),
        links: ['https://market.example/auth/verify?token=a1b2', 'https://market.example/help'],
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(forAnn[0].links).toEqual([]);
      expect((await mailer.list()).map((m) => m.subject)).toEqual(['Other', 'Welcome', 'Verify']);
    });

    it('caps a list at 100 mails', async () => {
      for (let i = 0; i < 105; i++)
        await mailer.send({ to: 'many@example.test', subject: `#${i}`, text: '', html: '' });
      const listed = await mailer.list({ to: 'many@example.test', limit: 1_000 });
      expect(listed).toHaveLength(100);
      expect(listed[0].subject).toBe('#104');
      expect(await mailer.list({ to: 'many@example.test', limit: 2 })).toHaveLength(2);
    });

    it('refuses a mail without a recipient', async () => {
      await expect(mailer.send({ to: ' ', subject: 'x', text: 'x', html: 'x' })).rejects.toThrow(
        /without a recipient/,
      );
    });

    it('reports itself unhealthy without its table', async () => {
      expect(await mailer.isHealthy()).toBe(true);
      expect(await new DevMailboxMailer(db, 'missing_schema').isHealthy()).toBe(false);
    });
  });

  it('extracts each absolute link once, without closing punctuation', () => {
    expect(
      extractLinks(
        'See https://a.example/x?y=1&z=2). And (http://b.example/p), https://a.example/x?y=1&z=2.',
      ),
    ).toEqual(['https://a.example/x?y=1&z=2', 'http://b.example/p']);
  });
});
