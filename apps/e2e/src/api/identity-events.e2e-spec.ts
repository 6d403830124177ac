import pg from 'pg';
import {
  startHarness,
  tokenOf,
  uniqueEmail,
  type Harness,
} from '../support/marketplace-harness.js';

/** Each change announces itself once, in the same transaction, through identity's outbox. */
describe('identity events', () => {
  let harness: Harness;
  let db: pg.Client;

  beforeAll(async () => {
    harness = await startHarness();
    db = new pg.Client({ connectionString: harness.marketplace.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await harness?.stop();
  });

  async function eventsFor(userId: string) {
    const { rows } = await db.query(
      `SELECT type, published_at IS NOT NULL AS published FROM identity.outbox
        WHERE payload->'data'->>'userId' = $1 ORDER BY seq`,
      [userId],
    );
    return rows as { type: string; published: boolean }[];
  }

  it('writes one event per change and relays every one of them', async () => {
    const client = harness.api.session();
    const email = uniqueEmail('events');
    const signUp = await client.post('/api/auth/sign-up', { email, password: 'secret-pass' });
    const userId = signUp.body.user.id;
    const link = await client.mailLink(email, /verify/i);
    await client.post('/api/auth/verify-email', { token: tokenOf(link) });
    await client.post('/api/auth/verify-email', { token: tokenOf(link) });
    await client.mailLink(email, /welcome/i);

    const events = await eventsFor(userId);
    expect(events.map((e) => e.type)).toEqual([
      'identity.user.profile-updated',
      // Every new account announces its roles (dealers keeps rep records from them).
      'identity.user.role-changed',
      'identity.user.registered',
      'identity.email-verification.requested',
      'identity.user.verified',
      // The verified e-mail is part of the account's public face (a rep is published only then).
      'identity.user.profile-updated',
    ]);
    expect(events.every((e) => e.published)).toBe(true);

    const mails = await client.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(mails.body.items.map((m: { subject: string }) => m.subject)).toHaveLength(2);
  });

  it('writes nothing when the change is refused', async () => {
    const client = harness.api.session();
    const email = uniqueEmail('dup');
    const first = await client.post('/api/auth/sign-up', { email, password: 'secret-pass' });
    expect(
      (await client.post('/api/auth/sign-up', { email, password: 'secret-pass' })).status,
    ).toBe(409);
    expect(
      (await eventsFor(first.body.user.id)).filter((e) => e.type === 'identity.user.registered'),
    ).toHaveLength(1);
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM identity.users WHERE email = $1`,
      [email],
    );
    expect(rows[0].n).toBe(1);
  });
});
