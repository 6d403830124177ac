import { randomUUID } from 'node:crypto';
import { describeWhen, postgresAvailability } from '@market/platform/testing';
import { HttpTestHarness, type TestBody as Body, type TestUser } from '@market/platform/test-kit';
import sharp from 'sharp';
import { ContentModule } from './content.module.js';

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
    let api: HttpTestHarness;
    const users = {} as Record<Who, TestUser>;

    const png = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
        .png()
        .toBuffer();

    beforeAll(async () => {
      api = await HttpTestHarness.start({
        name: 'site_content',
        module: ContentModule.register(),
        env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' },
      });
      for (const who of ['admin', 'alice', 'bob', 'carol'] as const) {
        users[who] = await api.signIn(who === 'admin' ? ['user', 'admin'] : ['user'], {
          email: `${who}@example.com`,
        });
      }
    });
    afterAll(async () => {
      await api?.stop();
    });

    describe('news', () => {
      it('publishes Markdown as safe HTML: scripts, handlers and javascript: links never reach the page', async () => {
        const created = await api.call(
          'POST',
          '/api/admin/content/news',
          article({
            body: 'Hello <script>alert("x")</script>\n\n<img src=x onerror=alert(1)>\n\n[win](javascript:alert(2)) and [rates](/financing)',
          }),
          users.admin,
        );
        expect(created.status).toBe(201);
        const read = await api.call('GET', `/api/content/news/${created.body.id}`);
        expect(read.status).toBe(200);
        expect(read.body.bodyHtml).not.toMatch(/<script|<img|href="javascript:/i);
        expect(read.body.bodyHtml).toContain('&lt;script&gt;');
        expect(read.body.bodyHtml).toContain('<a href="/financing">rates</a>');
        expect(read.body).not.toHaveProperty('body');
        expect(read.body.publishedAt).toEqual(expect.any(String));
      });

      it('lists only published, due articles, newest first, by category with page paging', async () => {
        const draft = await api.call(
          'POST',
          '/api/admin/content/news',
          article({ title: 'Draft', status: 'draft' }),
          users.admin,
        );
        const scheduled = await api.call(
          'POST',
          '/api/admin/content/news',
          article({ title: 'Later', publishedAt: '2099-01-01' }),
          users.admin,
        );
        for (const [title, category, publishedAt] of [
          ['Auction season', 'events', '2026-01-10'],
          ['Used prices cool', 'industry', '2026-02-10'],
          ['Show in Detroit', 'events', '2026-03-10'],
        ])
          expect(
            (
              await api.call(
                'POST',
                '/api/admin/content/news',
                article({ title, category, publishedAt }),
                users.admin,
              )
            ).status,
          ).toBe(201);

        const events = await api.call('GET', '/api/content/news?category=events&pageSize=1');
        expect(events.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
        expect(events.body.items.map((a: Body) => a.title)).toEqual(['Show in Detroit']);
        const second = await api.call('GET', '/api/content/news?category=events&pageSize=1&page=2');
        expect(second.body.items.map((a: Body) => a.title)).toEqual(['Auction season']);

        const all = await api.call('GET', '/api/content/news?pageSize=48');
        const titles = all.body.items.map((a: Body) => a.title);
        expect(titles).not.toContain('Draft');
        expect(titles).not.toContain('Later');
        expect((await api.call('GET', `/api/content/news/${draft.body.id}`)).status).toBe(404);
        expect((await api.call('GET', `/api/content/news/${scheduled.body.id}`)).status).toBe(404);
        expect(
          (
            await api.call('GET', '/api/admin/content/news?status=draft', undefined, users.admin)
          ).body.items.map((a: Body) => a.title),
        ).toEqual(['Draft']);
      });

      it('refuses bad input with the field named, and non-admins', async () => {
        const bad = await api.call(
          'POST',
          '/api/admin/content/news',
          article({ title: '', category: 'gossip' }),
          users.admin,
        );
        expect(bad.status).toBe(400);
        const fields = bad.body.error.details.map((d: Body) => d.path);
        expect(fields).toEqual(expect.arrayContaining(['title', 'category']));
        expect((await api.call('GET', '/api/content/news?category=gossip')).status).toBe(400);
        expect(
          (await api.call('POST', '/api/admin/content/news', article(), users.alice)).status,
        ).toBe(403);
        expect((await api.call('POST', '/api/admin/content/news', article())).status).toBe(401);
        expect((await api.call('GET', '/api/content/news/not-a-uuid')).status).toBe(404);
      });

      it('stores a cover through the storage port, serves it, and removes it with the article', async () => {
        const created = await api.call(
          'POST',
          '/api/admin/content/news',
          article({ title: 'With cover' }),
          users.admin,
        );
        const uploaded = await api.upload(
          `/api/admin/content/news/${created.body.id}/cover`,
          { data: await png(2000, 1000), name: 'cover.png', type: 'image/png' },
          users.admin,
        );
        expect(uploaded.status).toBe(201);
        const cover = await fetch(new URL(uploaded.body.coverImageUrl, api.baseUrl));
        expect(cover.headers.get('content-type')).toBe('image/webp');
        expect((await sharp(Buffer.from(await cover.arrayBuffer())).metadata()).width).toBe(1600);
        expect(
          (
            await api.call(
              'DELETE',
              `/api/admin/content/news/${created.body.id}`,
              undefined,
              users.admin,
            )
          ).status,
        ).toBe(204);
        expect((await fetch(new URL(uploaded.body.coverImageUrl, api.baseUrl))).status).toBe(404);
      });
    });

    describe('site reviews', () => {
      let aliceReview: string;

      it('takes a signed-in review as pending, shown only once an admin approves it', async () => {
        expect((await api.call('POST', '/api/site-reviews', review())).status).toBe(401);
        const created = await api.call('POST', '/api/site-reviews', review(), users.alice);
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({
          status: 'pending',
          isOwn: true,
          vehicle: { make: 'Ford', trim: 'XLT' },
          cons: null,
        });
        aliceReview = created.body.id;
        expect((await api.call('GET', '/api/site-reviews')).body.total).toBe(0);

        expect(
          (
            await api.call(
              'PATCH',
              `/api/admin/site-reviews/${aliceReview}`,
              {
                status: 'approved',
              },
              users.alice,
            )
          ).status,
        ).toBe(403);
        expect(
          (
            await api.call(
              'PATCH',
              `/api/admin/site-reviews/${aliceReview}`,
              {
                status: 'approved',
              },
              users.admin,
            )
          ).status,
        ).toBe(200);
        const listed = await api.call('GET', '/api/site-reviews');
        expect(listed.body.total).toBe(1);
        expect(listed.body.stats).toMatchObject({
          count: 1,
          averageRating: 5,
          recommendPercent: 100,
        });

        expect(
          (
            await api.call(
              'POST',
              '/api/site-reviews',
              review({ vehicleMake: 'ford' }),
              users.alice,
            )
          ).status,
        ).toBe(409);
      });

      it('names each invalid field', async () => {
        const bad = await api.call(
          'POST',
          '/api/site-reviews',
          review({ rating: 6, title: '', vehicleYear: 1800, wouldRecommend: 'yes' }),
          users.bob,
        );
        expect(bad.status).toBe(400);
        expect(bad.body.error.details.map((d: Body) => d.path)).toEqual(
          expect.arrayContaining(['rating', 'title', 'vehicleYear', 'wouldRecommend']),
        );
      });

      it("counts a helpful vote once per user, never the author's own", async () => {
        expect((await api.call('POST', `/api/site-reviews/${aliceReview}/helpful`)).status).toBe(
          401,
        );
        expect(
          (
            await api.call(
              'POST',
              `/api/site-reviews/${aliceReview}/helpful`,
              undefined,
              users.alice,
            )
          ).status,
        ).toBe(403);
        expect(
          (await api.call('POST', `/api/site-reviews/${aliceReview}/helpful`, undefined, users.bob))
            .body,
        ).toEqual({ helpfulCount: 1, votedHelpful: true });
        expect(
          (await api.call('POST', `/api/site-reviews/${aliceReview}/helpful`, undefined, users.bob))
            .body,
        ).toEqual({ helpfulCount: 1, votedHelpful: true });
        expect(
          (
            await api.call(
              'POST',
              `/api/site-reviews/${aliceReview}/helpful`,
              undefined,
              users.carol,
            )
          ).body.helpfulCount,
        ).toBe(2);
        const seenByBob = await api.call('GET', '/api/site-reviews', undefined, users.bob);
        expect(seenByBob.body.items[0]).toMatchObject({
          helpfulCount: 2,
          votedHelpful: true,
          isOwn: false,
        });
        expect((await api.call('GET', '/api/site-reviews')).body.items[0].votedHelpful).toBe(false);
      });

      it('filters by rating, sorts five ways, and hides or deletes on moderation', async () => {
        const bob = await api.call(
          'POST',
          '/api/site-reviews',
          review({
            rating: 3,
            title: 'Okay',
            wouldRecommend: false,
            vehicleMake: 'Honda',
            vehicleModel: 'Civic',
          }),
          users.bob,
        );
        const carol = await api.call(
          'POST',
          '/api/site-reviews',
          review({ rating: 4, title: 'Good', vehicleMake: 'Kia', vehicleModel: 'Soul' }),
          users.carol,
        );
        for (const id of [bob.body.id, carol.body.id])
          await api.call(
            'PATCH',
            `/api/admin/site-reviews/${id}`,
            { status: 'approved' },
            users.admin,
          );

        const titles = async (query: string) =>
          (await api.call('GET', `/api/site-reviews?${query}`)).body.items.map(
            (r: Body) => r.title,
          );
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
        expect((await api.call('GET', '/api/site-reviews?sort=best')).status).toBe(400);
        expect((await api.call('GET', '/api/site-reviews?rating=9')).status).toBe(400);

        const stats = (await api.call('GET', '/api/site-reviews')).body.stats;
        expect(stats).toMatchObject({
          count: 3,
          averageRating: 4,
          recommendPercent: 67,
          distribution: { 3: 1, 4: 1, 5: 1 },
        });

        await api.call(
          'PATCH',
          `/api/admin/site-reviews/${bob.body.id}`,
          {
            status: 'hidden',
          },
          users.admin,
        );
        expect(await titles('rating=3')).toEqual([]);
        expect(
          (
            await api.call(
              'DELETE',
              `/api/admin/site-reviews/${carol.body.id}`,
              undefined,
              users.admin,
            )
          ).status,
        ).toBe(204);
        expect((await api.call('GET', '/api/site-reviews')).body.total).toBe(1);
        expect(
          (
            await api.call(
              'DELETE',
              `/api/admin/site-reviews/${carol.body.id}`,
              undefined,
              users.admin,
            )
          ).status,
        ).toBe(404);
      });
    });

    describe('FAQ and legal pages', () => {
      it('starts with the eight questions and lets an admin replace them', async () => {
        const faq = await api.call('GET', '/api/content/faq');
        expect(faq.body.items).toHaveLength(8);
        expect(faq.body.items[7].question).toMatch(/suspicious listing/);
        expect(
          (await api.call('PUT', '/api/admin/content/faq', { items: [] }, users.alice)).status,
        ).toBe(403);
        const bad = await api.call(
          'PUT',
          '/api/admin/content/faq',
          {
            items: [{ question: '', answer: 'x' }],
          },
          users.admin,
        );
        expect(bad.status).toBe(400);
        expect(bad.body.error.details[0].path).toBe('items.0.question');
        const saved = await api.call(
          'PUT',
          '/api/admin/content/faq',
          {
            items: [
              { question: 'Is browsing free?', answer: 'Yes.' },
              ...faq.body.items.map(({ question, answer }: Body) => ({ question, answer })),
            ],
          },
          users.admin,
        );
        expect(saved.body.items).toHaveLength(9);
        expect((await api.call('GET', '/api/content/faq')).body.items[0].question).toBe(
          'Is browsing free?',
        );
      });

      it('serves dated terms and privacy texts, edited by admins in Markdown', async () => {
        const terms = await api.call('GET', '/api/content/pages/terms-of-use');
        expect(terms.body).toMatchObject({
          slug: 'terms-of-use',
          title: 'Terms of Use',
          lastUpdated: '2025-01-15',
        });
        expect(terms.body.bodyHtml).toContain('<h2>');
        const privacy = await api.call('GET', '/api/content/pages/privacy-policy');
        expect(privacy.body.bodyHtml).toMatch(/referral cookie/i);
        expect((await api.call('GET', '/api/content/pages/about-us')).status).toBe(404);

        const saved = await api.call(
          'PUT',
          '/api/admin/content/pages/privacy-policy',
          {
            title: 'Privacy Policy',
            body: '## Changed\n\n<script>steal()</script>',
            lastUpdated: '2026-11-01',
          },
          users.admin,
        );
        expect(saved.status).toBe(200);
        const read = await api.call('GET', '/api/content/pages/privacy-policy');
        expect(read.body.lastUpdated).toBe('2026-11-01');
        expect(read.body.bodyHtml).not.toContain('<script>');
        expect(
          (
            await api.call(
              'PUT',
              '/api/admin/content/pages/privacy-policy',
              {
                title: 'x',
                body: 'y',
                lastUpdated: 'soon',
              },
              users.admin,
            )
          ).body.error.details[0].path,
        ).toBe('lastUpdated');
      });
    });

    describe('banners', () => {
      it('shows an active banner with an image and counts impressions and clicks in batches', async () => {
        const bad = await api.call(
          'POST',
          '/api/admin/content/banners',
          {
            name: 'Spring',
            size: 'skyscraper',
            position: 'listings-top',
            linkUrl: 'javascript:alert(1)',
          },
          users.admin,
        );
        expect(bad.status).toBe(400);
        expect(bad.body.error.details.map((d: Body) => d.path)).toEqual(
          expect.arrayContaining(['size', 'linkUrl']),
        );

        const created = await api.call(
          'POST',
          '/api/admin/content/banners',
          {
            name: 'Spring financing',
            size: 'leaderboard',
            position: 'listings-top',
            linkUrl: '/financing',
            isActive: true,
          },
          users.admin,
        );
        expect(created.status).toBe(201);
        const id = created.body.id;
        expect((await api.call('GET', '/api/content/banners')).body.items).toEqual([]); // no image yet
        const uploaded = await api.upload(
          `/api/admin/content/banners/${id}/image`,
          { data: await png(1000, 200), name: 'cover.png', type: 'image/png' },
          users.admin,
        );
        expect(uploaded.status).toBe(201);
        const image = await fetch(new URL(uploaded.body.imageUrl, api.baseUrl));
        const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
        expect([meta.width, meta.height]).toEqual([1456, 180]);
        expect((await api.call('GET', '/api/content/banners')).body.items).toEqual([
          expect.objectContaining({ id, position: 'listings-top', linkUrl: '/financing' }),
        ]);

        expect(
          (
            await api.call('POST', '/api/content/banners/events', {
              impressions: [id, id, randomUUID()],
              clicks: [id],
            })
          ).status,
        ).toBe(204);
        expect(
          (await api.call('POST', '/api/content/banners/events', { impressions: ['nope'] })).status,
        ).toBe(400);
        const [listed] = (
          await api.call('GET', '/api/admin/content/banners', undefined, users.admin)
        ).body.items;
        expect(listed).toMatchObject({ impressionCount: 2, clickCount: 1 });

        await api.call(
          'PUT',
          `/api/admin/content/banners/${id}`,
          {
            name: 'Spring financing',
            size: 'leaderboard',
            position: 'listings-top',
            linkUrl: '/financing',
            isActive: false,
          },
          users.admin,
        );
        expect((await api.call('GET', '/api/content/banners')).body.items).toEqual([]);
        expect(
          (await api.call('GET', '/api/admin/content/banners', undefined, users.bob)).status,
        ).toBe(403);
        expect(
          (await api.call('DELETE', `/api/admin/content/banners/${id}`, undefined, users.admin))
            .status,
        ).toBe(204);
      });
    });
  },
);
