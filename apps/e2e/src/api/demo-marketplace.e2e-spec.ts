import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedMarketplace, type RunningMarketplace } from '@market/marketplace-app';
import { createTestDatabase, type TestDatabase } from '@market/platform/testing';
import { ApiClient } from '../support/marketplace-harness.js';

const CATEGORIES = ['cars', 'motorcycles', 'trucks'] as const;

/**
 * `npm start` on an empty data folder: the demo marketplace is made through the services, so
 * what search, the home page, the dashboards and the photos show agrees with what was made.
 */
describe('the demo marketplace of a fresh data folder', () => {
  let database: TestDatabase;
  let dataDir: string;
  let marketplace: RunningMarketplace;
  let api: ApiClient;
  const env = () => ({
    ...process.env,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent',
    KAFKA_BROKERS: '',
    REDIS_URL: '',
    SMTP_URL: '',
    SEED_DEMO: 'true',
    RATE_LIMIT_PER_MINUTE: '100000',
  });

  beforeAll(async () => {
    database = await createTestDatabase('e2e');
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-demo-'));
    marketplace = await startEmbeddedMarketplace(env());
    api = new ApiClient(marketplace.url);
  }, 300_000);

  afterAll(async () => {
    await marketplace?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates a few hundred listings in every category', () => {
    const demo = marketplace.demo!;
    expect(demo).not.toBeNull();
    expect(demo.listings).toBeGreaterThanOrEqual(250);
    for (const category of CATEGORIES) expect(demo.activeByCategory[category]).toBeGreaterThan(30);
  });

  it('search finds every active listing of a category, and its facets add up', async () => {
    for (const category of CATEGORIES) {
      const { status, body } = await api.get(`/api/search/listings?category=${category}&limit=1`);
      expect(status).toBe(200);
      expect(body.total).toBe(marketplace.demo!.activeByCategory[category]);
      const byMake = body.facets.make.reduce(
        (sum: number, facet: { count: number }) => sum + facet.count,
        0,
      );
      expect(byMake).toBe(body.total);
    }
  });

  it('opens every home page with an active hero and featured slides', async () => {
    for (const category of CATEGORIES) {
      const hero = (await api.get(`/api/content/hero?category=${category}`)).body.hero;
      expect(hero).toMatchObject({ isActive: true });
      expect(hero.title).toBeTruthy();
      expect(hero.backgroundImageUrl).toBeTruthy();
      const featured = (await api.get(`/api/search/featured?category=${category}`)).body;
      expect(featured.items).toHaveLength(5);
      for (const item of featured.items) expect(item.category).toBe(category);
    }
  });

  it("counts the dealer's and the rep's listings on their dashboards as search finds them", async () => {
    const dealer = api.session();
    expect((await dealer.signIn('dealer@wheelbase.test', 'dealer-demo-1')).status).toBe(200);
    const mine = (await dealer.get('/api/my/dealer')).body;
    expect(mine.stats.totalListings).toBeGreaterThan(20);
    let searchable = 0;
    for (const category of CATEGORIES)
      searchable += (
        await api.get(`/api/search/listings?category=${category}&dealerId=${mine.id}&limit=1`)
      ).body.total;
    expect(mine.stats.activeListings).toBe(searchable);
    expect(mine.logoUrl).toBeTruthy();
    const inbox = (await dealer.get('/api/my/messages')).body;
    expect(inbox.items.length).toBeGreaterThan(0);

    const rep = api.session();
    expect((await rep.signIn('rep@wheelbase.test', 'rep-demo-1')).status).toBe(200);
    const repRecord = (await rep.get('/api/my/sales-rep')).body;
    let repSearchable = 0;
    for (const category of CATEGORIES)
      repSearchable += (
        await api.get(
          `/api/search/listings?category=${category}&salesRepId=${repRecord.id}&limit=1`,
        )
      ).body.total;
    expect(repRecord.stats.activeListings).toBe(repSearchable);
    expect(repSearchable).toBeGreaterThan(0);
  });

  it("fills the admin's inquiries: contact messages and a pre-approval for a demo car", async () => {
    const admin = api.session();
    expect((await admin.signIn('admin@wheelbase.test', 'admin-demo-1')).status).toBe(200);
    const { body } = await admin.get('/api/admin/inquiries?limit=50');
    expect(body.items.filter((i: { type: string }) => i.type === 'contact')).toHaveLength(3);
    const [preApproval] = body.items.filter((i: { type: string }) => i.type === 'pre-approval');
    expect((await api.get(`/api/listings/${preApproval.vehicleId}`)).status).toBe(200);
  });

  it('has an active affiliate with referrals in every state, and an application to approve', async () => {
    const affiliate = api.session();
    const signIn = await affiliate.signIn('affiliate@wheelbase.test', 'affiliate-demo-1');
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.isAffiliate).toBe(true);
    const { body } = await affiliate.get('/api/my/affiliate');
    expect(body.affiliate).toMatchObject({ status: 'active', companyName: 'Drive Reviews' });
    expect(body.affiliate.stats).toMatchObject({ clicks: 37, referrals: 4, paidCents: 10000 });
    const referrals = await affiliate.get('/api/my/affiliate/referrals?limit=50');
    expect(
      [...new Set(referrals.body.items.map((r: { status: string }) => r.status))].sort(),
    ).toEqual(['approved', 'cancelled', 'paid', 'pending']);
    const admin = api.session();
    await admin.signIn('admin@wheelbase.test', 'admin-demo-1');
    const pending = await admin.get('/api/admin/affiliates?status=pending');
    expect(pending.body.items.map((a: { email: string }) => a.email)).toEqual([
      'jamie.rivera@wheelbase.test',
    ]);
  });

  it('lists the demo dealers with approved reviews', async () => {
    const { body } = await api.get('/api/dealers?limit=50');
    expect(body.items.length).toBeGreaterThanOrEqual(8);
    for (const dealer of body.items) expect(dealer.reviewCount).toBeGreaterThan(0);
  });

  it('starts with news articles with covers, approved site reviews and placed banners', async () => {
    const news = (await api.get('/api/content/news?pageSize=48')).body;
    expect(news.total).toBe(marketplace.demo!.siteContent.articles);
    expect(news.total).toBeGreaterThanOrEqual(5);
    for (const article of news.items) expect(article.coverImageUrl).toBeTruthy();
    const cover = await fetch(new URL(news.items[0].coverImageUrl, marketplace.url));
    expect(cover.headers.get('content-type')).toBe('image/webp');
    const reviews = (await api.get('/api/site-reviews')).body;
    expect(reviews.stats.count).toBe(marketplace.demo!.siteContent.reviews);
    expect(reviews.stats.count).toBeGreaterThanOrEqual(5);
    const banners = (await api.get('/api/content/banners')).body.items;
    expect(banners.map((b: { position: string }) => b.position).sort()).toEqual([
      'home-below-search',
      'news-sidebar',
    ]);
  });

  it('answers every photo, logo and hero image with an image', async () => {
    const urls = new Set<string>();
    for (const category of CATEGORIES) {
      let cursor: string | null = null;
      do {
        const page: {
          body: {
            items: { id: string; primaryImageUrl: string | null }[];
            nextCursor: string | null;
          };
        } = await api.get(
          `/api/search/listings?category=${category}&limit=100&facets=false${cursor ? `&cursor=${cursor}` : ''}`,
        );
        for (const item of page.body.items) {
          expect(item.primaryImageUrl).toBeTruthy();
          urls.add(item.primaryImageUrl!);
        }
        cursor = page.body.nextCursor;
      } while (cursor);
      const hero = (await api.get(`/api/content/hero?category=${category}`)).body.hero;
      urls.add(hero.backgroundImageUrl);
      urls.add(hero.backgroundImageSmallUrl);
      const first = (await api.get(`/api/search/listings?category=${category}&limit=1`)).body
        .items[0];
      const vehicle = (await api.get(`/api/listings/${first.id}`)).body;
      expect(vehicle.images.length).toBe(2);
      for (const image of vehicle.images)
        for (const url of [image.url, image.cardUrl, image.thumbnailUrl]) urls.add(url);
    }
    for (const dealer of (await api.get('/api/dealers?limit=50')).body.items)
      urls.add(dealer.logoUrl);
    const failures: string[] = [];
    for (const url of urls) {
      const response = await fetch(new URL(url, marketplace.url));
      const type = response.headers.get('content-type') ?? '';
      await response.arrayBuffer();
      if (response.status !== 200 || !type.startsWith('image/'))
        failures.push(`${url} → ${response.status} ${type}`);
    }
    expect(failures).toEqual([]);
    expect(urls.size).toBeGreaterThan(40);
  });

  it('is made once: the next start of the same data folder adds nothing', async () => {
    const before = (await api.get('/api/search/listings?category=cars&limit=1')).body.total;
    await marketplace.stop();
    marketplace = await startEmbeddedMarketplace(env());
    api = new ApiClient(marketplace.url);
    expect(marketplace.demo).toBeNull();
    expect((await api.get('/api/search/listings?category=cars&limit=1')).body.total).toBe(before);
  }, 120_000);
});
