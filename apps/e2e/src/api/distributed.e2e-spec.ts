import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Availability,
  commandAvailable,
  createTestDatabase,
  describeWhen,
  eventually,
  type TestDatabase,
} from '@market/platform/testing';
import { SERVICE_ROUTES } from '@market/platform';
import pg from 'pg';
import sharp from 'sharp';
import { DistributedRunner } from '../../../../tools/distributed/distributed-runner.mjs';
import {
  ApiClient,
  committedOpenApi,
  tokenOf,
  uniqueEmail,
} from '../support/marketplace-harness.js';
import { runWriteBurst, type BurstWriter } from '../support/write-burst.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ADMIN = { email: 'root@example.com', password: 'root-password-1' };
const PASSWORD = 'secret-pass';

function availability(): Availability {
  if (!existsSync(path.join(repoRoot, 'libs/platform/dist/gateway/service-routes.js')))
    return {
      available: false,
      source: 'none',
      reason: 'apps are not built (run npm run build first)',
    };
  if (process.env.KAFKA_BROKERS) return { available: true, source: 'KAFKA_BROKERS' };
  if (commandAvailable('kcat')) return { available: true, source: 'kcat mock cluster' };
  return {
    available: false,
    source: 'none',
    reason: 'no KAFKA_BROKERS and kcat is not installed (apt-get install kcat)',
  };
}

/**
 * The distributed mode as platform engineers run it: every service its own process
 * (tools/distributed), the gateway in front, events over the Kafka protocol. Each step
 * crosses processes over HTTP and Kafka; the last two kill processes mid-work.
 */
describeWhen(availability(), 'distributed mode: one process per service, events over Kafka', () => {
  let runner: DistributedRunner;
  let database: TestDatabase;
  let dataDir: string;
  let api: ApiClient;
  let admin: ApiClient;
  let seller: ApiClient;
  const sellerEmail = uniqueEmail('seller');
  let failedSteps = 0;
  const burstCity = `Burstville ${Date.now().toString(36)}`;

  beforeAll(async () => {
    database = await createTestDatabase('dist');
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'dist-e2e-'));
    runner = new DistributedRunner({
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        REDIS_URL: process.env.REDIS_URL ?? '',
        SMTP_URL: '',
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
        SEED_DEMO_ACCOUNTS: 'false',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // Every request here comes from 127.0.0.1, and a shared Redis counts other suites' too.
        RATE_LIMIT_PER_MINUTE: '100000',
        AUTH_RATE_LIMIT_PER_15_MINUTES: '10000',
        UPLOAD_RATE_LIMIT_PER_MINUTE: '10000',
        SUBMISSION_RATE_LIMIT_PER_HOUR: '10000',
      },
      dataDir,
      port: 0,
      stopGraceMs: 5_000,
    });
    await runner.start();
    api = new ApiClient(runner.url);
    admin = api.session();
    expect((await admin.signIn(ADMIN.email, ADMIN.password)).status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await runner?.stop();
    await database?.drop();
    // A failed step leaves the processes' logs for a look.
    if (failedSteps === 0) rmSync(dataDir, { recursive: true, force: true });
    else if (dataDir) console.warn(`distributed e2e: logs kept in ${path.join(dataDir, 'logs')}`);
  });

  /** A test whose failure keeps the processes' logs. */
  function step(name: string, body: () => Promise<void> | void): void {
    it(name, async () => {
      try {
        await body();
      } catch (error) {
        failedSteps += 1;
        throw error;
      }
    });
  }

  /** A new account through the gateway; identity's mail reaches notifications over Kafka. */
  async function signedUp(email: string, firstName?: string): Promise<ApiClient> {
    const client = api.session();
    expect(
      (await client.post('/api/auth/sign-up', { email, password: PASSWORD, firstName })).status,
    ).toBe(201);
    const link = await client.mailLink(email, /verify/i, 60_000);
    expect((await client.post('/api/auth/verify-email', { token: tokenOf(link) })).status).toBe(
      200,
    );
    expect((await client.signIn(email, PASSWORD)).status).toBe(200);
    return client;
  }

  async function uploadPhotos(client: ApiClient, count: number): Promise<string[]> {
    const photo = await sharp({
      create: { width: 96, height: 64, channels: 3, background: '#2255aa' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    for (let i = 0; i < count; i++) {
      form.append(
        'files',
        new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
        `photo-${i}.jpg`,
      );
    }
    const response = await fetch(`${client.baseUrl}/api/listing-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.accessToken}` },
      body: form,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { items: { id: string }[] }).items.map((item) => item.id);
  }

  async function searchIds(query: string): Promise<string[]> {
    const result = await api.get(`/api/search/listings?${query}`);
    return result.status === 200 ? result.body.items.map((item: { id: string }) => item.id) : [];
  }

  async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  step(
    'signs up, verifies through the mail notifications received over Kafka, and signs in',
    async () => {
      seller = await signedUp(sellerEmail, 'Dana');
      expect((await seller.get('/api/me')).body.email).toBe(sellerEmail);

      // Deactivation crosses Kafka to the gateway's deny-list: the next request is refused.
      const other = await signedUp(uniqueEmail('suspended'));
      const me = await other.get('/api/me');
      expect(
        (await admin.put(`/api/admin/users/${me.body.id}/active`, { isActive: false })).status,
      ).toBe(200);
      const refused = await eventually(
        () => other.get('/api/me'),
        (r) => r.status === 403,
        30_000,
      );
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('ACCOUNT_SUSPENDED');
    },
  );

  let firstListing: string;

  step(
    'creates a listing with a photo uploaded through the gateway; it reaches search over Kafka',
    async () => {
      const [photoId] = await uploadPhotos(seller, 1);
      const created = await seller.post('/api/listings', {
        make: 'honda',
        model: 'civic',
        year: 2019,
        price: 14_500,
        imageIds: [photoId],
      });
      expect(created.status).toBe(201);
      firstListing = created.body.id;
      const photo = await fetch(new URL(created.body.images[0].url, runner.url));
      expect(photo.headers.get('content-type')).toBe('image/webp');

      // identity's profile event gives listings the seller's name; the e-mail stays hidden
      // until the seller chooses to show it.
      const contact = await eventually(
        async () => (await seller.get(`/api/listings/${firstListing}`)).body.contact,
        (c) => c.name === 'Dana',
        60_000,
      );
      expect(contact).toMatchObject({ kind: 'private', name: 'Dana', email: null });
      const found = await eventually(
        () => searchIds('make=honda&model=civic'),
        (ids) => ids.includes(firstListing),
        60_000,
      );
      expect(found).toContain(firstListing);
    },
  );

  let dealer: ApiClient;
  let dealerId: string;
  const dealerEmail = uniqueEmail('dealer');
  const dealerName = `Kafka Motors ${Date.now().toString(36)}`;

  /** The event of `type` in `schema`'s outbox whose data names this application. */
  async function outboxEvent(schema: string, type: string, applicationId: string): Promise<string> {
    const rows = await eventually(
      () =>
        sql<{ id: string }>(
          `SELECT id FROM ${schema}.outbox WHERE type = $1 AND payload->'data'->>'applicationId' = $2 AND published_at IS NOT NULL`,
          [type, applicationId],
        ),
      (found) => found.length > 0,
      30_000,
    );
    expect({ schema, type, events: rows.length }).toEqual({ schema, type, events: 1 });
    return rows[0].id;
  }
  /** How many times the consumer group handled the event (its inbox rows): exactly once each. */
  async function consumedBy(schema: string, eventId: string, group = schema): Promise<number> {
    const rows = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${schema}.inbox WHERE event_id = $1 AND consumer = $2`,
      [eventId, group],
    );
    return rows[0].n;
  }

  step(
    'applies as a dealer through the gateway; the approval crosses dealers → identity → dealers → notifications over Kafka',
    async () => {
      const applicant = api.session();
      const applied = await applicant.post('/api/dealer-applications', {
        businessName: dealerName,
        contactPerson: 'Kim Kafka',
        email: dealerEmail,
        password: 'kafka-pass',
        confirmPassword: 'kafka-pass',
        phone: '(555) 010-0101',
        businessAddress: '1 Broker Way',
        city: 'Austin',
        state: 'TX',
        zipCode: '73301',
        dealershipType: 'both',
        yearsInBusiness: '4',
        inventorySize: '',
      });
      expect(applied.status).toBe(201);
      const applicationId = applied.body.id as string;
      // dealers → notifications: the applicant hears the application arrived.
      await applicant.mailLink(dealerEmail, /received your dealer application/, 90_000);
      // No account until an admin approves.
      expect((await applicant.signIn(dealerEmail, 'kafka-pass')).status).toBe(401);

      const approved = await admin.post(`/api/admin/dealer-applications/${applicationId}/approve`);
      expect(approved.status).toBe(200);
      expect(approved.body.status).toBe('approved');
      // Three hops over topics new to the mock broker (each first delivery can take seconds).
      await applicant.mailLink(dealerEmail, /is approved/, 90_000);

      // Each hop, from the services' own outboxes and inboxes: published once, applied once.
      const approval = await outboxEvent('dealers', 'dealers.application.approved', applicationId);
      expect(await consumedBy('identity', approval)).toBe(1);
      const provisioned = await outboxEvent(
        'identity',
        'identity.dealer-account.provisioned',
        applicationId,
      );
      expect(await consumedBy('dealers', provisioned)).toBe(1);
      const announced = await outboxEvent('dealers', 'dealers.dealer.approved', applicationId);
      expect(await consumedBy('notifications', announced, 'notifications-dealers')).toBe(1);

      // The password chosen in the form (hashed by dealers, stored by identity) signs in.
      dealer = api.session();
      const signIn = await dealer.signIn(dealerEmail, 'kafka-pass');
      expect(signIn.status).toBe(200);
      expect(signIn.body.user.roles).toEqual(['user', 'dealer']);
      const mine = await dealer.get('/api/my/dealer');
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({
        userId: signIn.body.user.id,
        applicationId,
        businessName: dealerName,
        businessEmail: dealerEmail,
        status: 'approved',
        isActive: true,
        stats: { totalListings: 0 },
      });
      dealerId = mine.body.id;
      const directory = await api.get(`/api/dealers?q=${encodeURIComponent(dealerName)}`);
      expect(directory.body.items.map((d: { id: string }) => d.id)).toEqual([dealerId]);
      // dealers → listings: new listings of this account will carry the dealer id.
      const linked = await eventually(
        () =>
          sql<{ dealer_id: string }>(`SELECT dealer_id FROM listings.dealers WHERE user_id = $1`, [
            signIn.body.user.id,
          ]),
        (rows) => rows[0]?.dealer_id === dealerId,
        60_000,
      );
      expect(linked).toEqual([{ dealer_id: dealerId }]);
    },
  );

  step(
    'sends a visitor’s message to the dealer; it crosses dealers → notifications to the inbox and the mailbox',
    async () => {
      const sent = await api.post(`/api/dealers/${dealerId}/messages`, {
        firstName: 'Bea',
        lastName: 'Buyer',
        email: 'bea@example.com',
        phone: '(555) 010-0199',
        message: 'Is the Civic still available?',
      });
      expect(sent.status).toBe(202);
      expect(sent.body).toMatchObject({
        subject: `Inquiry about ${dealerName}`,
        message: 'Message sent successfully! The dealer will be notified and should respond soon.',
      });
      const inbox = await eventually(
        async () => (await dealer.get('/api/my/messages')).body,
        (body) => body?.items?.length === 1,
        60_000,
      );
      expect(inbox).toMatchObject({
        unreadCount: 1,
        items: [
          {
            senderName: 'Bea Buyer',
            senderEmail: 'bea@example.com',
            senderPhone: '(555) 010-0199',
            context: 'dealer',
            dealerId,
            isRead: false,
            subject: `Inquiry about ${dealerName}`,
            body: 'Is the Civic still available?',
          },
        ],
      });
      // Only the recipient reads it.
      expect((await seller.get('/api/my/messages')).body.items).toEqual([]);
      const link = await dealer.mailLink(dealerEmail, /New message from Bea Buyer/, 60_000);
      // Built from PUBLIC_URL: the gateway's origin.
      expect(new URL(link).pathname).toBe('/dealer-dashboard');
      expect(Number(new URL(link).port)).toBe(runner.services.gateway.port);
    },
  );

  step(
    'keeps a listing created while search is down in Kafka and indexes it after the restart',
    async () => {
      await runner.kill('search');
      expect(runner.services.search.running).toBe(false);
      expect((await api.get('/api/search/listings?make=honda')).status).toBeGreaterThanOrEqual(500);

      const [photoId] = await uploadPhotos(seller, 1);
      const created = await seller.post('/api/listings', {
        make: 'honda',
        model: 'civic',
        year: 2020,
        price: 17_250,
        imageIds: [photoId],
      });
      expect(created.status).toBe(201);
      // Accepted by listings and relayed to the broker while nobody consumes it.
      const relayed = await eventually(
        () =>
          sql<{ published: boolean }>(
            `SELECT published_at IS NOT NULL AS published FROM listings.outbox WHERE payload->'data'->'listing'->>'id' = $1`,
            [created.body.id],
          ),
        (rows) => rows.length === 1 && rows[0].published,
        30_000,
      );
      expect(relayed).toEqual([{ published: true }]);
      expect(runner.services.search.running).toBe(false);

      await runner.restart('search');
      const found = await eventually(
        () => searchIds('make=honda&model=civic'),
        (ids) => ids.includes(created.body.id),
        60_000,
      );
      expect(found.sort()).toEqual([firstListing, created.body.id].sort());
    },
  );

  step(
    'indexes every accepted write exactly once when listings, then search, are killed in the middle of a burst',
    async () => {
      const writers: BurstWriter[] = await Promise.all(
        [0, 1, 2, 3].map(async (w) => {
          const client = await signedUp(uniqueEmail(`burst${w}`));
          return { api: client, photoIds: await uploadPhotos(client, 8) };
        }),
      );
      const crashes: Promise<void>[] = [];
      const crash = (name: string) =>
        crashes.push(runner.kill(name).then(() => runner.restart(name)));
      const burst = await runWriteBurst(writers, {
        writesPerWriter: 15,
        updatesPerCreate: 2,
        listing: {
          make: 'toyota',
          model: 'camry',
          year: 2020,
          locationCity: burstCity,
          locationState: 'OH',
        },
        // A third of the way in, listings dies with requests in flight (its relay perhaps
        // mid-batch) and comes back; two thirds in, search dies while applying the events.
        onAccepted: (total) => {
          if (total === 20) crash('listings');
          if (total === 40) crash('search');
        },
      }).finally(() => Promise.all(crashes));
      expect(crashes).toHaveLength(2);
      expect(burst.accepted).toBe(60);
      // The outage was real: writes failed while listings was down, and were retried.
      expect(burst.failedAttempts).toBeGreaterThan(0);
      expect(burst.listings.size).toBe(20);

      // Truth is the listings service: each writer's listings, as it holds them now.
      const held = new Map<string, { price: number; mileage: number }>();
      for (const writer of writers) {
        const page = await writer.api.get('/api/my/listings?pageSize=100');
        for (const item of page.body.items)
          held.set(item.id, { price: item.price, mileage: item.mileage });
      }
      // Every accepted create exists with its last accepted write; a create whose answer was
      // lost in the kill may exist too (not accepted, but it must be indexed all the same).
      for (const [id, values] of burst.listings) expect(held.get(id)).toEqual(values);
      expect(held.size).toBe(burst.listings.size + burst.unacknowledgedCreates);

      const query = `location=${encodeURIComponent(burstCity)}&limit=100&facets=false`;
      const indexed = await eventually(
        async () => (await api.get(`/api/search/listings?${query}`)).body,
        (body) =>
          body?.items?.length === held.size &&
          body.items.every(
            (card: { id: string; price: number }) => held.get(card.id)?.price === card.price,
          ),
        60_000,
      );
      const ids = indexed.items.map((card: { id: string }) => card.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(indexed.total).toBe(held.size);
      expect(
        Object.fromEntries(
          indexed.items.map((c: { id: string; price: number; mileage: number }) => [
            c.id,
            { price: c.price, mileage: c.mileage },
          ]),
        ),
      ).toEqual(Object.fromEntries(held));

      // The index holds each listing at the revision listings holds (admin drift APIs).
      const documents = await admin.get('/api/admin/listings/documents?limit=1000');
      const revisions = await admin.get('/api/admin/search/revisions?limit=5000');
      const revisionOf = (items: { id: string; revision: number }[]) =>
        Object.fromEntries(items.filter((i) => held.has(i.id)).map((i) => [i.id, i.revision]));
      expect(revisionOf(revisions.body.items)).toEqual(revisionOf(documents.body.items));

      // Every event listings wrote for them was published and applied by search exactly once.
      const events = await sql<{ id: string; published: boolean; applied: number }>(
        `SELECT o.id, o.published_at IS NOT NULL AS published, count(i.event_id)::int AS applied
         FROM listings.outbox o
         LEFT JOIN search.inbox i ON i.event_id = o.id AND i.consumer = 'search'
        WHERE o.payload->'data'->'listing'->>'id' = ANY($1)
        GROUP BY o.id, o.published_at`,
        [[...held.keys()]],
      );
      expect(events.length).toBeGreaterThanOrEqual(60);
      expect(events.filter((e) => !e.published || e.applied !== 1)).toEqual([]);
      if (process.env.E2E_REPORT) {
        console.log(
          `burst: ${burst.accepted} accepted, ${burst.failedAttempts} failed attempts retried, ` +
            `${burst.unacknowledgedCreates} creates committed without an answer, ${events.length} events applied once`,
        );
      }
    },
  );

  step(
    'runs the affiliate program across processes: approval → identity (isAffiliate), referral cookie → identity sign-up → affiliates',
    async () => {
      const affiliateEmail = uniqueEmail('dist-affiliate');
      const affiliate = await signedUp(affiliateEmail, 'Ava');
      const applied = await affiliate.post('/api/affiliate-applications', {
        firstName: 'Ava',
        lastName: 'Kafka',
        email: affiliateEmail,
        experienceLevel: 'expert',
        promotionMethods: ['Newsletter'],
        agreeToTerms: true,
      });
      expect(applied.status).toBe(201);
      // affiliates → notifications: the applicant's receipt.
      await affiliate.mailLink(affiliateEmail, /affiliate application/i, 60_000);
      const approved = await admin.post(
        `/api/admin/affiliates/${applied.body.application.id}/approve`,
      );
      expect(approved.status).toBe(200);
      const code = approved.body.affiliateCode as string;
      // affiliates → identity: "me" says isAffiliate.
      const me = await eventually(
        () => affiliate.get('/api/me'),
        (r) => r.body?.isAffiliate === true,
        30_000,
      );
      expect(me.body.isAffiliate).toBe(true);

      // The gateway passes the referral cookie from affiliates to identity's sign-up.
      const visitor = api.session();
      expect((await visitor.post('/api/affiliates/track', { code })).status).toBe(200);
      const visitorEmail = uniqueEmail('dist-referred');
      expect(
        (await visitor.post('/api/auth/sign-up', { email: visitorEmail, password: PASSWORD }))
          .status,
      ).toBe(201);
      const referrals = await eventually(
        () => affiliate.get('/api/my/affiliate/referrals'),
        (r) => r.body?.items?.length === 1,
        30_000,
      );
      expect(referrals.body.items[0]).toMatchObject({ conversionType: 'signup' });
      const registered = await sql<{ id: string }>(
        `SELECT id FROM identity.outbox WHERE type = 'identity.user.registered' AND payload->'data'->>'email' = $1`,
        [visitorEmail],
      );
      expect(registered).toHaveLength(1);
      expect(await consumedBy('affiliates', registered[0].id)).toBe(1);
    },
  );

  step(
    'aggregates the services’ OpenAPI documents and answers unknown routes with JSON',
    async () => {
      // Each service serves its routes' part; merged, they are the committed document.
      const docs = await api.get('/api/docs/openapi.json');
      expect(docs.body).toEqual(committedOpenApi());
      expect((await api.get('/api/content/settings')).body.siteName).toBeTruthy();
      const missing = await api.get('/api/nothing-here');
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('NOT_FOUND');
    },
  );

  step(
    'runs every service of the gateway’s routing table as its own process, each with its own log file',
    () => {
      expect(Object.keys(runner.services).sort()).toEqual(
        [...Object.keys(SERVICE_ROUTES), 'gateway'].sort(),
      );
      for (const [name, info] of Object.entries(runner.services)) {
        expect(info.logFile).toBe(path.join(dataDir, 'logs', `${name}.log`));
        expect(info.running).toBe(true);
      }
      // listings started twice, search three times, the others once.
      const starts = (name: string) => runner.logs(name).match(/^--- .* starting /gm)?.length;
      expect(starts('listings')).toBe(2);
      expect(starts('search')).toBe(3);
      expect(starts('identity')).toBe(1);
      expect(starts('dealers')).toBe(1);
    },
  );
});
