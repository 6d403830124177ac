import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSigningKeys, freePort } from '@market/platform';
import {
  createTestDatabase,
  describeWhen,
  kafkaAvailability,
  startKafkaForTests,
  type TestDatabase,
  type TestKafka,
} from '@market/platform/testing';
import sharp from 'sharp';
import { ApiClient, tokenOf, uniqueEmail } from '../support/marketplace-harness.js';
import { startServiceProcess, type ServiceProcess } from '../support/process-runner.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const built = ['gateway', 'identity', 'notifications', 'listings', 'search', 'content', 'dealers'].every(
  (app) => existsSync(path.join(repoRoot, 'apps', app, 'dist', 'main.js')),
);
const availability = !built
  ? { available: false, source: 'none', reason: 'apps are not built (run npm run build first)' }
  : kafkaAvailability();

/**
 * The distributed mode in miniature: identity, notifications, listings, search, content,
 * dealers and the gateway as seven processes, events over the Kafka protocol, the gateway proxying over HTTP.
 */
describeWhen(
  availability,
  'distributed mode: gateway + identity + notifications + listings + search over Kafka',
  () => {
    let kafka: TestKafka;
    let database: TestDatabase;
    const processes: ServiceProcess[] = [];
    let api: ApiClient;

    beforeAll(async () => {
      kafka = await startKafkaForTests();
      database = await createTestDatabase('dist');
      const keys = generateSigningKeys();
      const [gatewayPort, identityPort, notificationsPort, listingsPort, searchPort, contentPort, dealersPort] =
        [
          await freePort(),
          await freePort(),
          await freePort(),
          await freePort(),
          await freePort(),
          await freePort(),
          await freePort(),
        ];
      const common = {
        DATABASE_URL: database.url,
        KAFKA_BROKERS: kafka.brokers.join(','),
        KAFKAJS_NO_PARTITIONER_WARNING: '1',
        JWT_PUBLIC_KEY: keys.publicKeyPem,
        PUBLIC_URL: `http://localhost:${gatewayPort}`,
        REDIS_URL: process.env.REDIS_URL ?? '',
        SMTP_URL: '',
      };
      const identity = await startServiceProcess('identity', identityPort, {
        ...common,
        JWT_PRIVATE_KEY: keys.privateKeyPem,
        ADMIN_EMAIL: 'root@example.com',
        ADMIN_PASSWORD: 'root-password-1',
      });
      processes.push(identity);
      const notifications = await startServiceProcess('notifications', notificationsPort, common);
      processes.push(notifications);
      const listings = await startServiceProcess('listings', listingsPort, {
        ...common,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dist-listings-')),
      });
      processes.push(listings);
      const search = await startServiceProcess('search', searchPort, common);
      processes.push(search);
      const content = await startServiceProcess('content', contentPort, {
        ...common,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dist-content-')),
      });
      processes.push(content);
      const dealers = await startServiceProcess('dealers', dealersPort, {
        ...common,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dist-dealers-')),
      });
      processes.push(dealers);
      processes.push(
        await startServiceProcess('gateway', gatewayPort, {
          ...common,
          IDENTITY_URL: identity.url,
          NOTIFICATIONS_URL: notifications.url,
          LISTINGS_URL: listings.url,
          SEARCH_URL: search.url,
          CONTENT_URL: content.url,
          DEALERS_URL: dealers.url,
        }),
      );
      api = new ApiClient(`http://127.0.0.1:${gatewayPort}`);
    });

    afterAll(async () => {
      for (const p of processes.reverse()) await p.stop();
      await kafka?.stop();
      await database?.drop();
    });

    it('signs up through the gateway; the verification mail crosses Kafka to notifications', async () => {
      const client = api.session();
      const email = uniqueEmail('distributed');
      expect(
        (await client.post('/api/auth/sign-up', { email, password: 'secret-pass' })).status,
      ).toBe(201);
      const link = await client.mailLink(email, /verify/i, 60_000);
      expect((await client.post('/api/auth/verify-email', { token: tokenOf(link) })).status).toBe(
        200,
      );
      expect((await client.signIn(email, 'secret-pass')).status).toBe(200);
      expect((await client.get('/api/me')).body.email).toBe(email);

      const admin = api.session();
      expect((await admin.signIn('root@example.com', 'root-password-1')).status).toBe(200);
      const me = await client.get('/api/me');
      expect(
        (await admin.put(`/api/admin/users/${me.body.id}/active`, { isActive: false })).status,
      ).toBe(200);
      const refused = await client.get('/api/me');
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('ACCOUNT_SUSPENDED');
    });

    it('uploads a photo and publishes a listing through the gateway; the seller’s names cross Kafka to listings', async () => {
      const client = api.session();
      const email = uniqueEmail('seller');
      expect(
        (
          await client.post('/api/auth/sign-up', {
            email,
            password: 'secret-pass',
            firstName: 'Dana',
          })
        ).status,
      ).toBe(201);
      const link = await client.mailLink(email, /verify/i, 60_000);
      expect((await client.post('/api/auth/verify-email', { token: tokenOf(link) })).status).toBe(
        200,
      );
      expect((await client.signIn(email, 'secret-pass')).status).toBe(200);
      const photo = await sharp({
        create: { width: 640, height: 480, channels: 3, background: '#2255aa' },
      })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
      const uploaded = await fetch(`${client.baseUrl}/api/listing-images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${client.accessToken}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const [image] = ((await uploaded.json()) as { items: { id: string; url: string }[] }).items;
      expect((await fetch(new URL(image.url, client.baseUrl))).headers.get('content-type')).toBe(
        'image/webp',
      );
      const created = await client.post('/api/listings', {
        make: 'honda',
        model: 'civic',
        year: 2019,
        price: 14500,
        imageIds: [image.id],
      });
      expect(created.status).toBe(201);
      const deadline = Date.now() + 60_000;
      let contact = created.body.contact;
      while (contact.email !== email && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        contact = (await client.get(`/api/listings/${created.body.id}`)).body.contact;
      }
      expect(contact).toMatchObject({ kind: 'private', name: 'Dana', email });

      // The listing reaches the search index over Kafka.
      let found: string[] = [];
      while (!found.includes(created.body.id) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const result = await client.get('/api/search/listings?make=honda&model=civic');
        found = result.body.items.map((item: { id: string }) => item.id);
      }
      expect(found).toContain(created.body.id);
    });

    it('approves a dealer application across Kafka: dealers → identity → dealers → notifications', async () => {
      const email = uniqueEmail('dist-dealer');
      const visitor = api.session();
      const applied = await visitor.post('/api/dealer-applications', {
        businessName: 'Kafka Motors',
        contactPerson: 'Kim Kafka',
        email,
        password: 'kafka-pass',
        confirmPassword: 'kafka-pass',
        phone: '555-0101',
        businessAddress: '1 Broker Way',
        city: 'Austin',
        state: 'TX',
        zipCode: '73301',
        dealershipType: 'both',
      });
      expect(applied.status).toBe(201);
      const admin = api.session();
      expect((await admin.signIn('root@example.com', 'root-password-1')).status).toBe(200);
      expect((await admin.post(`/api/admin/dealer-applications/${applied.body.id}/approve`)).status).toBe(200);
      // Three hops over new topics (each first delivery after creation can take seconds).
      await visitor.mailLink(email, /is approved/, 90_000);
      expect((await visitor.signIn(email, 'kafka-pass')).status).toBe(200);
      expect((await visitor.get('/api/my/dealer')).body).toMatchObject({ businessName: 'Kafka Motors', status: 'approved' });
      expect((await api.get('/api/dealers?q=kafka')).body.items).toHaveLength(1);
    }, 150_000);

    it('aggregates the services OpenAPI documents and answers unknown routes with JSON', async () => {
      const docs = await api.get('/api/docs/openapi.json');
      expect(Object.keys(docs.body.paths)).toEqual(
        expect.arrayContaining([
          '/api/auth/sign-up',
          '/api/dev/mailbox',
          '/api/listings',
          '/api/search/listings',
          '/api/content/settings',
          '/api/dealers',
        ]),
      );
      expect((await api.get('/api/content/settings')).body.siteName).toBeTruthy();
      const missing = await api.get('/api/nothing-here');
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('NOT_FOUND');
    });
  },
);
