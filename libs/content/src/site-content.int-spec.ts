import { randomUUID } from 'node:crypto';
import type { Role } from '@market/contracts';
import {
  createTestDatabase,
  describeWhen,
  postgresAvailability,
  type ServiceTestApp,
  startServiceTestApp,
  type TestDatabase,
} from '@market/platform/testing';
import sharp from 'sharp';
import { ContentModule } from './content.module.js';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Who = 'admin' | 'alice' | 'bob' | 'carol';

const article = (overrides: Body = {}) => ({
  title: 'EV charging along the interstates',
  excerpt: 'Where the new fast chargers are.',
  body: '## Where to charge\n\nMost **new** sites open this spring.',
  author: 'Dana Brooks',
  category: 'technology',
  status: 'published',
  ...overrides,
});

const review = (overrides: Body = {}) => ({
  reviewerName: 'Alice P.',
  rating: 5,
  title: 'Sold my truck in a week',
  text: 'Listing took ten minutes and the buyers were serious.',
  pros: 'Fast, simple',
  cons: '',
  wouldRecommend: true,
  vehicleMake: 'Ford',
  vehicleModel: 'F-150',
  vehicleYear: 2018,
  vehicleTrim: 'XLT',
  ...overrides,
});

describeWhen(
  postgresAvailability(),
  'Site content: news, site reviews, FAQ, legal pages, banners',
  () => {
    let database: TestDatabase;
    let started: ServiceTestApp;
    const tokens: Partial<Record<Who, string>> = {};

    async function call(method: string, url: string, who?: Who, body?: unknown) {
      const response = await fetch(new URL(url, started.baseUrl), {
        method,
        headers: {
          ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as Body };
    }

    async function upload(url: string, who: Who, data: Buffer, name = 'cover.png') {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
      const response = await fetch(new URL(url, started.baseUrl), {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[who]}` },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as Body };
    }

    const png = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
        .png()
        .toBuffer();

    beforeAll(async () => {
      database = await createTestDatabase('site_content');
      started = await startServiceTestApp({
        name: 'content',
        databaseUrl: database.url,
        module: ContentModule.register(),
        env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' },
      });
      for (const who of ['admin', 'alice', 'bob', 'carol'] as const) {
        const roles = who === 'admin' ? ['user', 'admin'] : ['user'];
        tokens[who] = await started.runtime.tokens.issue(
          { id: randomUUID(), email: `${who}@example.com`, roles: roles as unknown as Role[] },
          randomUUID(),
        );
      }
    });
    afterAll(async () => {
      await started?.close();
      await database?.drop();
    });

    describe('news', () => {
      it('publishes Markdown as safe HTML: scripts, handlers and javascript: links never reach the page', async () => {
        const created = await call(
          'POST',
          '/api/admin/content/news',
          'admin',
          article({
            body: 'Hello <script>alert("x")</script>\n\n<img src=x onerror=alert(1)>\n\n[win](javascript:alert(2)) and [rates](/financing)',
          }),
        );
        expect(created.status).toBe(201);
        const read = await call('GET', `/api/content/news/${created.body.id}`);
        expect(read.status).toBe(200);
        expect(read.body.bodyHtml).not.toMatch(/<script|<img|href="javascript:/i);
        expect(read.body.bodyHtml).toContain('&lt;script&gt;');
        expect(read.body.bodyHtml).toContain('<a href="/financing">rates</a>');
        expect(read.body).not.toHaveProperty('body');
        expect(read.body.publishedAt).toEqual(expect.any(String));
      });

      it('lists only published, due articles, newest first, by category with page paging', async () => {
        const draft = await call(
          'POST',
          '/api/admin/content/news',
          'admin',
          article({ title: 'Draft', status: 'draft' }),
        );
        const scheduled = await call(
          'POST',
          '/api/admin/content/news',
          'admin',
          article({ title: 'Later', publishedAt: '2099-01-01' }),
        );
        for (const [title, category, publishedAt] of [
          ['Auction season', 'events', '2026-01-10'],
          ['Used prices cool', 'industry', '2026-02-10'],
          ['Show in Detroit', 'events', '2026-03-10'],
        ])
          expect(
            (
              await call(
                'POST',
                '/api/admin/content/news',
                'admin',
                article({ title, category, publishedAt }),
              )
            ).status,
          ).toBe(201);

        const events = await call('GET', '/api/content/news?category=events&pageSize=1');
        expect(events.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
        expect(events.body.items.map((a: Body) => a.title)).toEqual(['Show in Detroit']);
        const second = await call('GET', '/api/content/news?category=events&pageSize=1&page=2');
        expect(second.body.items.map((a: Body) => a.title)).toEqual(['Auction season']);

        const all = await call('GET', '/api/content/news?pageSize=48');
        const titles = all.body.items.map((a: Body) => a.title);
        expect(titles).not.toContain('Draft');
        expect(titles).not.toContain('Later');
        expect((await call('GET', `/api/content/news/${draft.body.id}`)).status).toBe(404);
        expect((await call('GET', `/api/content/news/${scheduled.body.id}`)).status).toBe(404);
        expect(
          (await call('GET', '/api/admin/content/news?status=draft', 'admin')).body.items.map(
            (a: Body) => a.title,
          ),
        ).toEqual(['Draft']);
      });

      it('refuses bad input with the field named, and non-admins', async () => {
        const bad = await call(
          'POST',
          '/api/admin/content/news',
          'admin',
          article({ title: '', category: 'gossip' }),
        );
        expect(bad.status).toBe(400);
        const fields = bad.body.error.details.map((d: Body) => d.path);
        expect(fields).toEqual(expect.arrayContaining(['title', 'category']));
        expect((await call('GET', '/api/content/news?category=gossip')).status).toBe(400);
        expect((await call('POST', '/api/admin/content/news', 'alice', article())).status).toBe(
          403,
        );
        expect((await call('POST', '/api/admin/content/news', undefined, article())).status).toBe(
          401,
        );
        expect((await call('GET', '/api/content/news/not-a-uuid')).status).toBe(404);
      });

      it('stores a cover through the storage port, serves it, and removes it with the article', async () => {
        const created = await call(
          'POST',
          '/api/admin/content/news',
          'admin',
          article({ title: 'With cover' }),
        );
        const uploaded = await upload(
          `/api/admin/content/news/${created.body.id}/cover`,
          'admin',
          await png(2000, 1000),
        );
        expect(uploaded.status).toBe(201);
        const cover = await fetch(new URL(uploaded.body.coverImageUrl, started.baseUrl));
        expect(cover.headers.get('content-type')).toBe('image/webp');
        expect((await sharp(Buffer.from(await cover.arrayBuffer())).metadata()).width).toBe(1600);
        expect(
          (await call('DELETE', `/api/admin/content/news/${created.body.id}`, 'admin')).status,
        ).toBe(204);
        expect((await fetch(new URL(uploaded.body.coverImageUrl, started.baseUrl))).status).toBe(
          404,
        );
      });
    });

    describe('site reviews', () => {
      let aliceReview: string;

      it('takes a signed-in review as pending, shown only once an admin approves it', async () => {
        expect((await call('POST', '/api/site-reviews', undefined, review())).status).toBe(401);
        const created = await call('POST', '/api/site-reviews', 'alice', review());
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({
          status: 'pending',
          isOwn: true,
          vehicle: { make: 'Ford', trim: 'XLT' },
          cons: null,
        });
        aliceReview = created.body.id;
        expect((await call('GET', '/api/site-reviews')).body.total).toBe(0);

        expect(
          (
            await call('PATCH', `/api/admin/site-reviews/${aliceReview}`, 'alice', {
              status: 'approved',
            })
          ).status,
        ).toBe(403);
        expect(
          (
            await call('PATCH', `/api/admin/site-reviews/${aliceReview}`, 'admin', {
              status: 'approved',
            })
          ).status,
        ).toBe(200);
        const listed = await call('GET', '/api/site-reviews');
        expect(listed.body.total).toBe(1);
        expect(listed.body.stats).toMatchObject({
          count: 1,
          averageRating: 5,
          recommendPercent: 100,
        });

        expect(
          (await call('POST', '/api/site-reviews', 'alice', review({ vehicleMake: 'ford' })))
            .status,
        ).toBe(409);
      });

      it('names each invalid field', async () => {
        const bad = await call(
          'POST',
          '/api/site-reviews',
          'bob',
          review({ rating: 6, title: '', vehicleYear: 1800, wouldRecommend: 'yes' }),
        );
        expect(bad.status).toBe(400);
        expect(bad.body.error.details.map((d: Body) => d.path)).toEqual(
          expect.arrayContaining(['rating', 'title', 'vehicleYear', 'wouldRecommend']),
        );
      });

      it("counts a helpful vote once per user, never the author's own", async () => {
        expect((await call('POST', `/api/site-reviews/${aliceReview}/helpful`)).status).toBe(401);
        expect(
          (await call('POST', `/api/site-reviews/${aliceReview}/helpful`, 'alice')).status,
        ).toBe(403);
        expect(
          (await call('POST', `/api/site-reviews/${aliceReview}/helpful`, 'bob')).body,
        ).toEqual({ helpfulCount: 1, votedHelpful: true });
        expect(
          (await call('POST', `/api/site-reviews/${aliceReview}/helpful`, 'bob')).body,
        ).toEqual({ helpfulCount: 1, votedHelpful: true });
        expect(
          (await call('POST', `/api/site-reviews/${aliceReview}/helpful`, 'carol')).body
            .helpfulCount,
        ).toBe(2);
        const seenByBob = await call('GET', '/api/site-reviews', 'bob');
        expect(seenByBob.body.items[0]).toMatchObject({
          helpfulCount: 2,
          votedHelpful: true,
          isOwn: false,
        });
        expect((await call('GET', '/api/site-reviews')).body.items[0].votedHelpful).toBe(false);
      });

      it('filters by rating, sorts five ways, and hides or deletes on moderation', async () => {
        const bob = await call(
          'POST',
          '/api/site-reviews',
          'bob',
          review({
            rating: 3,
            title: 'Okay',
            wouldRecommend: false,
            vehicleMake: 'Honda',
            vehicleModel: 'Civic',
          }),
        );
        const carol = await call(
          'POST',
          '/api/site-reviews',
          'carol',
          review({ rating: 4, title: 'Good', vehicleMake: 'Kia', vehicleModel: 'Soul' }),
        );
        for (const id of [bob.body.id, carol.body.id])
          await call('PATCH', `/api/admin/site-reviews/${id}`, 'admin', { status: 'approved' });

        const titles = async (query: string) =>
          (await call('GET', `/api/site-reviews?${query}`)).body.items.map((r: Body) => r.title);
        expect(await titles('rating=3')).toEqual(['Okay']);
        expect(await titles('sort=rating_high')).toEqual([
          'Sold my truck in a week',
          'Good',
          'Okay',
        ]);
        expect(await titles('sort=rating_low')).toEqual([
          'Okay',
          'Good',
          'Sold my truck in a week',
        ]);
        expect(await titles('sort=newest')).toEqual(['Good', 'Okay', 'Sold my truck in a week']);
        expect(await titles('sort=oldest')).toEqual(['Sold my truck in a week', 'Okay', 'Good']);
        expect((await titles('sort=helpful'))[0]).toBe('Sold my truck in a week');
        expect((await call('GET', '/api/site-reviews?sort=best')).status).toBe(400);
        expect((await call('GET', '/api/site-reviews?rating=9')).status).toBe(400);

        const stats = (await call('GET', '/api/site-reviews')).body.stats;
        expect(stats).toMatchObject({
          count: 3,
          averageRating: 4,
          recommendPercent: 67,
          distribution: { 3: 1, 4: 1, 5: 1 },
        });

        await call('PATCH', `/api/admin/site-reviews/${bob.body.id}`, 'admin', {
          status: 'hidden',
        });
        expect(await titles('rating=3')).toEqual([]);
        expect(
          (await call('DELETE', `/api/admin/site-reviews/${carol.body.id}`, 'admin')).status,
        ).toBe(204);
        expect((await call('GET', '/api/site-reviews')).body.total).toBe(1);
        expect(
          (await call('DELETE', `/api/admin/site-reviews/${carol.body.id}`, 'admin')).status,
        ).toBe(404);
      });
    });

    describe('FAQ and legal pages', () => {
      it('starts with the eight questions and lets an admin replace them', async () => {
        const faq = await call('GET', '/api/content/faq');
        expect(faq.body.items).toHaveLength(8);
        expect(faq.body.items[7].question).toMatch(/suspicious listing/);
        expect((await call('PUT', '/api/admin/content/faq', 'alice', { items: [] })).status).toBe(
          403,
        );
        const bad = await call('PUT', '/api/admin/content/faq', 'admin', {
          items: [{ question: '', answer: 'x' }],
        });
        expect(bad.status).toBe(400);
        expect(bad.body.error.details[0].path).toBe('items.0.question');
        const saved = await call('PUT', '/api/admin/content/faq', 'admin', {
          items: [
            { question: 'Is browsing free?', answer: 'Yes.' },
            ...faq.body.items.map(({ question, answer }: Body) => ({ question, answer })),
          ],
        });
        expect(saved.body.items).toHaveLength(9);
        expect((await call('GET', '/api/content/faq')).body.items[0].question).toBe(
          'Is browsing free?',
        );
      });

      it('serves dated terms and privacy texts, edited by admins in Markdown', async () => {
        const terms = await call('GET', '/api/content/pages/terms-of-use');
        expect(terms.body).toMatchObject({
          slug: 'terms-of-use',
          title: 'Terms of Use',
          lastUpdated: '2025-01-15',
        });
        expect(terms.body.bodyHtml).toContain('<h2>');
        const privacy = await call('GET', '/api/content/pages/privacy-policy');
        expect(privacy.body.bodyHtml).toMatch(/referral cookie/i);
        expect((await call('GET', '/api/content/pages/about-us')).status).toBe(404);

        const saved = await call('PUT', '/api/admin/content/pages/privacy-policy', 'admin', {
          title: 'Privacy Policy',
          body: '## Changed\n\n<script>steal()</script>',
          lastUpdated: '2026-11-01',
        });
        expect(saved.status).toBe(200);
        const read = await call('GET', '/api/content/pages/privacy-policy');
        expect(read.body.lastUpdated).toBe('2026-11-01');
        expect(read.body.bodyHtml).not.toContain('<script>');
        expect(
          (
            await call('PUT', '/api/admin/content/pages/privacy-policy', 'admin', {
              title: 'x',
              body: 'y',
              lastUpdated: 'soon',
            })
          ).body.error.details[0].path,
        ).toBe('lastUpdated');
      });
    });

    describe('banners', () => {
      it('shows an active banner with an image and counts impressions and clicks in batches', async () => {
        const bad = await call('POST', '/api/admin/content/banners', 'admin', {
          name: 'Spring',
          size: 'skyscraper',
          position: 'listings-top',
          linkUrl: 'javascript:alert(1)',
        });
        expect(bad.status).toBe(400);
        expect(bad.body.error.details.map((d: Body) => d.path)).toEqual(
          expect.arrayContaining(['size', 'linkUrl']),
        );

        const created = await call('POST', '/api/admin/content/banners', 'admin', {
          name: 'Spring financing',
          size: 'leaderboard',
          position: 'listings-top',
          linkUrl: '/financing',
          isActive: true,
        });
        expect(created.status).toBe(201);
        const id = created.body.id;
        expect((await call('GET', '/api/content/banners')).body.items).toEqual([]); // no image yet
        const uploaded = await upload(
          `/api/admin/content/banners/${id}/image`,
          'admin',
          await png(1000, 200),
        );
        expect(uploaded.status).toBe(201);
        const image = await fetch(new URL(uploaded.body.imageUrl, started.baseUrl));
        const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
        expect([meta.width, meta.height]).toEqual([1456, 180]);
        expect((await call('GET', '/api/content/banners')).body.items).toEqual([
          expect.objectContaining({ id, position: 'listings-top', linkUrl: '/financing' }),
        ]);

        expect(
          (
            await call('POST', '/api/content/banners/events', undefined, {
              impressions: [id, id, randomUUID()],
              clicks: [id],
            })
          ).status,
        ).toBe(204);
        expect(
          (await call('POST', '/api/content/banners/events', undefined, { impressions: ['nope'] }))
            .status,
        ).toBe(400);
        const [listed] = (await call('GET', '/api/admin/content/banners', 'admin')).body.items;
        expect(listed).toMatchObject({ impressionCount: 2, clickCount: 1 });

        await call('PUT', `/api/admin/content/banners/${id}`, 'admin', {
          name: 'Spring financing',
          size: 'leaderboard',
          position: 'listings-top',
          linkUrl: '/financing',
          isActive: false,
        });
        expect((await call('GET', '/api/content/banners')).body.items).toEqual([]);
        expect((await call('GET', '/api/admin/content/banners', 'bob')).status).toBe(403);
        expect((await call('DELETE', `/api/admin/content/banners/${id}`, 'admin')).status).toBe(
          204,
        );
      });
    });
  },
);
