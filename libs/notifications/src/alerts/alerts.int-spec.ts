import { randomUUID } from 'node:crypto';
import type { EventEnvelope, ListingDocument } from '@market/contracts';
import { describeWhen, eventually, postgresAvailability } from '@market/platform/testing';
import {
  HttpTestHarness,
  newEnvelope,
  newListingDocument,
  type TestBody as Body,
} from '@market/platform/test-kit';
import type { DataSource } from 'typeorm';
import { NotificationsModule } from '../notifications.module.js';
import { getDataSourceToken } from '@nestjs/typeorm';
import { NOTIFICATIONS_SCHEMA } from '../notifications.tokens.js';
import { AlertDigestService } from './services/alert-digest.service.js';

const envelope = newEnvelope;

/** A listing the alerts match: a 2021 Toyota Camry, listed a second from now. */
function listing(fields: Partial<ListingDocument> = {}): ListingDocument {
  const now = new Date(Date.now() + 1000).toISOString();
  return newListingDocument({
    title: '2021 Toyota Camry',
    make: 'toyota',
    makeLabel: 'Toyota',
    model: 'camry',
    modelLabel: 'Camry',
    year: 2021,
    price: 24_500,
    locationZip: '78701',
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
}

/** E-mail alerts end to end: double opt-in, saved searches, matching from events, one digest, unsubscribe. */
describeWhen(postgresAvailability(), 'notifications: e-mail alerts and saved searches', () => {
  let api: HttpTestHarness;
  let db: DataSource;
  let digests: AlertDigestService;
  const buyer = { id: randomUUID(), email: 'buyer@example.com' };
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    api = await HttpTestHarness.start({
      name: 'notifications_alerts',
      // The scheduler is driven by hand here (sendDue), so no interval tick races the assertions.
      module: NotificationsModule.register({
        sender: { baseDelayMs: 50, maxDelayMs: 200, pollIntervalMs: 100 },
        alerts: { instantDelayMs: 0, schedulerIntervalMs: 3_600_000 },
      }),
      env: { SITE_NAME: 'Testbase', PUBLIC_URL: 'https://testbase.example' },
    });
    db = api.app.app.get(getDataSourceToken(NOTIFICATIONS_SCHEMA));
    digests = api.app.app.get(AlertDigestService);
    tokens.buyer = (await api.signIn(['user'], buyer)).token;
    tokens.admin = (await api.signIn(['user', 'admin'], { email: 'admin@example.com' })).token;
    tokens.other = (await api.signIn(['user'], { email: 'other@example.com' })).token;
  });
  afterAll(async () => {
    await api?.stop();
  });

  const mailsTo = async (to: string) =>
    (await api.call('GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`)).body.items as Body[];
  const tokenOf = (mail: Body, path: string) => {
    const link = (mail.links as string[]).find((l) => l.includes(path));
    return new URL(link!).searchParams.get('token')!;
  };
  const publish = (events: EventEnvelope[]) => api.runtime.bus.publish(events);
  const sendDigestsNow = () => digests.sendDue(new Date(Date.now() + 8 * 86_400_000));

  it('mails a confirmation link only, activates the preferences once it is followed, and refuses a forged link', async () => {
    // A first request, then a changed one within the minute: one mail, whose link confirms the latest choice.
    expect(
      (await api.call('POST', '/api/email-alerts/subscriptions', { email: 'reader@example.com' }))
        .status,
    ).toBe(202);
    const subscribed = await api.call('POST', '/api/email-alerts/subscriptions', {
      email: ' Reader@Example.com ',
      preferences: { savedSearches: true },
      frequency: 'instant',
    });
    expect(subscribed).toEqual({
      status: 202,
      body: { email: 'reader@example.com', status: 'confirmation_sent' },
    });
    const [confirmation] = await eventually(
      () => mailsTo('reader@example.com'),
      (m) => m.length === 1,
    );
    expect(
      await db.query(
        `SELECT count(*)::int AS n FROM outbound_emails WHERE to_address = 'reader@example.com'`,
      ),
    ).toEqual([{ n: 1 }]);
    expect(confirmation.subject).toBe('Confirm your Testbase email alerts');
    const token = tokenOf(confirmation, '/email-alerts/confirm');

    // Before confirmation nothing is queued for the address, whatever is listed.
    const early = listing();
    await publish([envelope('listings.listing.published', { listing: early })]);
    await eventually(
      () => db.query(`SELECT 1 FROM alert_listings WHERE listing_id = $1`, [early.id]),
      (rows) => rows.length === 1,
    );
    expect(await sendDigestsNow()).toBe(0);

    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect(
      await api.call('POST', '/api/email-alerts/subscriptions/confirm', { token: forged }),
    ).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_LINK' } },
    });
    const confirmed = await api.call('POST', '/api/email-alerts/subscriptions/confirm', { token });
    expect(confirmed).toEqual({
      status: 200,
      body: {
        email: 'reader@example.com',
        status: 'active',
        frequency: 'instant',
        preferences: {
          newListings: true,
          priceDrops: true,
          savedSearches: true,
          dealerNews: false,
        },
      },
    });
  });

  it('refuses a bad subscription and a bad saved search with the field named', async () => {
    const bad = await api.call('POST', '/api/email-alerts/subscriptions', {
      email: 'not-an-email',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
    const badSearch = await api.call(
      'POST',
      '/api/my/saved-searches',
      { name: 'Cheap', search: 'priceMin=5000&priceMax=100' },
      tokens.buyer,
    );
    expect(badSearch.status).toBe(400);
    expect(badSearch.body.error.details[0]).toMatchObject({ path: 'search.priceMax' });
    const nul = await api.call(
      'POST',
      '/api/my/saved-searches',
      { name: 'Cheap', search: 'toy\u0000ota' },
      tokens.buyer,
    );
    expect(nul.status).toBe(400);
    expect(nul.body.error.details[0]).toMatchObject({ path: 'search' });
    expect((await api.call('GET', '/api/my/saved-searches')).status).toBe(401);
  });

  it('queues each match once under redelivered and replayed events and mails one digest with all of them', async () => {
    const created = await api.call(
      'POST',
      '/api/my/saved-searches',
      {
        name: 'Toyotas under $30k',
        search: 'category=cars&make=toyota&priceMax=30000&sort=price_asc',
        frequency: 'instant',
      },
      tokens.buyer,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Toyotas under $30k',
      search: 'category=cars&make=toyota&priceMax=30000',
      frequency: 'instant',
      isActive: true,
      lastSent: null,
    });

    const camry = listing({ title: '2021 Toyota Camry' });
    const corolla = listing({
      title: '2019 Toyota Corolla',
      model: 'corolla',
      modelLabel: 'Corolla',
      price: 18_000,
    });
    const tooDear = listing({ title: '2023 Toyota Supra', price: 55_000 });
    const honda = listing({ title: '2020 Honda Civic', make: 'honda', makeLabel: 'Honda' });
    const published = envelope('listings.listing.published', { listing: camry });
    // The same event twice (redelivery), the same revision again under a new id (replay), later revisions.
    await publish([published, published]);
    await publish([envelope('listings.listing.published', { listing: camry })]);
    await publish([
      envelope('listings.listing.updated', {
        listing: { ...camry, revision: 2, description: 'One owner' },
      }),
    ]);
    await publish([
      envelope('listings.listing.published', { listing: corolla }),
      envelope('listings.listing.published', { listing: tooDear }),
      envelope('listings.listing.published', { listing: honda }),
      envelope('listings.saved-listing.added', { userId: buyer.id, listingId: honda.id }),
    ]);
    const drop = envelope('listings.listing.updated', {
      listing: { ...honda, revision: 2, price: 21_000 },
    });
    await publish([drop, drop]);
    await publish([
      envelope('listings.listing.updated', { listing: { ...honda, revision: 2, price: 21_000 } }),
    ]);

    const pending = async () =>
      (await db.query(
        `SELECT kind, match_key FROM alert_matches m JOIN alert_subscriptions s ON s.id = m.subscription_id WHERE s.email = $1 ORDER BY match_key`,
        [buyer.email],
      )) as { kind: string; match_key: string }[];
    const queued = await eventually(pending, (rows) => rows.length === 3);
    expect(queued.map((r) => r.kind).sort()).toEqual(['new_listing', 'new_listing', 'price_drop']);

    expect(await sendDigestsNow()).toBeGreaterThanOrEqual(1);
    // Redelivered after the digest went: nothing new is queued, so no second mail.
    await publish([published, drop]);
    expect(await sendDigestsNow()).toBe(0);

    const [digest, ...others] = await eventually(
      () => mailsTo(buyer.email),
      (m) => m.length >= 1,
    );
    expect(others).toHaveLength(0);
    expect(digest.subject).toBe('Testbase alerts: 3 updates for you');
    const text = digest.text as string;
    expect(text.split('2021 Toyota Camry').length - 1).toBe(1);
    expect(text.split('2019 Toyota Corolla').length - 1).toBe(1);
    expect(text).not.toContain('Supra');
    expect(text).toContain('2020 Honda Civic — $21,000 (was $24,500)');
    expect(digest.links).toContain(`https://testbase.example/cars/${camry.id}`);
    const [outbound] = await db.query(
      `SELECT headers FROM outbound_emails WHERE kind = 'alert_digest' AND to_address = $1`,
      [buyer.email],
    );
    expect(outbound.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(outbound.headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/testbase\.example\/api\/email-alerts\/unsubscribe\?token=/,
    );

    const mine = await api.call('GET', '/api/my/saved-searches', undefined, tokens.buyer);
    expect(mine.body.items).toHaveLength(1);
    expect(mine.body.items[0].lastSent).not.toBeNull();

    // The address subscribed without an account (no saved search) gets new listings in general.
    const reader = await eventually(
      () => mailsTo('reader@example.com'),
      (m) => m.length === 2,
    );
    expect(reader[0].subject).toMatch(/^Testbase alerts: \d+ updates for you$/);
    expect(reader[0].text).toContain('2021 Toyota Camry');

    // One-click unsubscribe, as a mail client posts it; a second click answers the same.
    const token = tokenOf(digest, '/email-alerts/unsubscribe');
    for (let i = 0; i < 2; i++) {
      const gone = await api.call(
        'POST',
        `/api/email-alerts/unsubscribe?token=${encodeURIComponent(token)}`,
        new URLSearchParams('List-Unsubscribe=One-Click'),
      );
      expect(gone).toMatchObject({
        status: 200,
        body: { email: buyer.email, status: 'unsubscribed' },
      });
    }
    await publish([
      envelope('listings.listing.published', {
        listing: listing({ title: '2022 Toyota RAV4', model: 'rav4' }),
      }),
    ]);
    await eventually(
      async () => (await db.query(`SELECT count(*)::int AS n FROM alert_listings`))[0].n,
      (n) => n >= 6,
    );
    expect(await sendDigestsNow()).toBeLessThanOrEqual(1);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
  });

  it('pauses, resumes and deletes only the caller’s own saved searches', async () => {
    const created = await api.call(
      'POST',
      '/api/my/saved-searches',
      { name: 'Trucks', search: 'category=trucks' },
      tokens.other,
    );
    const id = created.body.id as string;
    expect(created.body.frequency).toBe('daily');
    expect(
      (await api.call('PATCH', `/api/my/saved-searches/${id}`, { isActive: false }, tokens.buyer))
        .status,
    ).toBe(404);
    expect(
      (await api.call('PATCH', `/api/my/saved-searches/${id}`, { isActive: false }, tokens.other))
        .body.isActive,
    ).toBe(false);
    expect(
      (
        await api.call(
          'PATCH',
          `/api/my/saved-searches/${id}`,
          { isActive: true, frequency: 'weekly' },
          tokens.other,
        )
      ).body,
    ).toMatchObject({ isActive: true, frequency: 'weekly' });
    expect(
      (await api.call('DELETE', `/api/my/saved-searches/${id}`, undefined, tokens.buyer)).status,
    ).toBe(404);
    expect(
      (await api.call('DELETE', `/api/my/saved-searches/${id}`, undefined, tokens.other)).status,
    ).toBe(204);
    expect(
      (await api.call('GET', '/api/my/saved-searches', undefined, tokens.other)).body.items,
    ).toEqual([]);
  });

  it('shows the admin the counts and the newest saved searches, and nobody else', async () => {
    expect((await api.call('GET', '/api/admin/email-alerts', undefined, tokens.buyer)).status).toBe(
      403,
    );
    const overview = await api.call('GET', '/api/admin/email-alerts', undefined, tokens.admin);
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({
      // reader@ and other@ active, buyer@ unsubscribed.
      subscriptions: { pending: 0, active: 2, unsubscribed: 1 },
      savedSearches: { active: 1, paused: 0 },
      queuedMatches: 0,
    });
    expect(overview.body.mailedMatchesLast7Days).toBeGreaterThanOrEqual(3);
    expect(overview.body.recent).toEqual([
      expect.objectContaining({ name: 'Toyotas under $30k', email: buyer.email }),
    ]);
  });
});
