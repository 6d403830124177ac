import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '@market/identity';
import { chromiumAvailability, describeWhen, eventually } from '@market/platform/testing';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { startHarness, type ApiClient, type Harness } from '../support/marketplace-harness.js';

const seller = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;

/** The little of the DOM the head checks read. */
interface PageElement {
  getAttribute(name: string): string | null;
  textContent: string | null;
}
interface PageDocument {
  title: string;
  head: {
    querySelector(selector: string): PageElement | null;
    querySelectorAll(selector: string): Iterable<PageElement>;
  };
}

describeWhen(chromiumAvailability(), 'browsing listings in the browser', () => {
  let harness: Harness;
  let browser: BrowserSession;
  let api: ApiClient;

  beforeAll(async () => {
    harness = await startHarness();
    api = harness.api.session();
    expect((await api.signIn(seller.email, seller.password)).status).toBe(200);
    browser = await openBrowser(harness.url);
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.stop();
  });

  /** What search engines and link previews read from the page's head. */
  async function head() {
    return browser.page.evaluate(() => {
      // Runs in the page; this project compiles without DOM types.
      const { document } = globalThis as unknown as { document: PageDocument };
      const content = (selector: string) =>
        document.head.querySelector(selector)?.getAttribute('content') ?? null;
      return {
        title: document.title,
        description: content('meta[name="description"]'),
        keywords: content('meta[name="keywords"]'),
        canonical:
          document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        ogTitle: content('meta[property="og:title"]'),
        ogUrl: content('meta[property="og:url"]'),
        ogImage: content('meta[property="og:image"]'),
        twitterCard: content('meta[name="twitter:card"]'),
        structuredData: [
          ...document.head.querySelectorAll('script[type="application/ld+json"]'),
        ].map((script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>),
      };
    });
  }

  /** Waits until the tab title is `title`. */
  const titled = (title: string) =>
    browser.page.waitForFunction(
      (expected) =>
        (globalThis as unknown as { document: PageDocument }).document.title === expected,
      title,
    );

  async function uploadPhoto(colour: string): Promise<string> {
    const photo = await sharp({
      create: { width: 800, height: 500, channels: 3, background: colour },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await fetch(`${harness.url}/api/listing-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.accessToken}` },
      body: form,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { items: { id: string }[] }).items[0].id;
  }

  async function publish(model: string, year: number, price: number, colour: string) {
    const created = await api.post('/api/listings', {
      make: 'subaru',
      model,
      year,
      price,
      mileage: 12_000,
      locationCity: 'Boise',
      locationState: 'ID',
      imageIds: [await uploadPhoto(colour)],
    });
    expect(created.status).toBe(201);
    return created.body as { id: string; title: string };
  }

  it('searches from the home panel, narrows with a quick filter and opens a vehicle', async () => {
    const cheap = await publish('outback', 2019, 18_500, '#2f6b3a');
    const dear = await publish('ascent', 2023, 41_900, '#28457a');
    // The index follows the listings events asynchronously.
    const indexed = await eventually(
      async () => (await harness.api.get('/api/search/listings?make=subaru')).body.total as number,
      (total) => total === 2,
    );
    expect(indexed).toBe(2);

    const { page } = browser;
    await page.goto('/motorcycles');
    await titled('Motorcycles for Sale | Wheelbase');
    const motorcycles = await head();
    expect(motorcycles.canonical).toBe(`${harness.url}/motorcycles`);
    expect(motorcycles.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'CollectionPage',
        name: 'Motorcycles for Sale',
        url: `${harness.url}/motorcycles`,
      }),
    ]);

    await page.goto('/');
    await titled('Cars for Sale | Wheelbase');
    const home = await head();
    expect(home).toMatchObject({
      description: expect.stringContaining('cars for sale'),
      keywords: expect.stringContaining('used cars'),
      canonical: `${harness.url}/`,
      ogTitle: 'Cars for Sale | Wheelbase',
      ogUrl: `${harness.url}/`,
      twitterCard: 'summary',
    });
    expect(home.structuredData).toHaveLength(1);
    const graph = home.structuredData[0]['@graph'] as Record<string, unknown>[];
    expect(graph.map((node) => node['@type'])).toEqual(['AutoDealer', 'WebSite']);
    expect(graph[0]).toMatchObject({ name: 'Wheelbase', url: `${harness.url}/` });
    const panel = page.getByRole('search', { name: 'Find Your Perfect Vehicle' });
    await panel.getByLabel('Make').selectOption('subaru');
    expect(await panel.getByLabel('Model').isDisabled()).toBe(false);
    await panel.getByRole('button', { name: 'Search Vehicles' }).click();

    await page.waitForURL((url) => url.pathname === '/listings');
    expect(new URL(page.url()).searchParams.get('make')).toBe('subaru');
    await titled('Browse Cars for Sale | Wheelbase');
    const listings = await head();
    // The make names a page worth finding (ranges and sort would not); the home page's data is gone.
    expect(listings.canonical).toBe(`${harness.url}/listings?make=subaru`);
    expect(listings.structuredData).toEqual([]);
    await page
      .getByRole('status')
      .filter({ hasText: /^2 vehicles$/ })
      .waitFor();
    const results = page.getByRole('region', { name: 'Results' });
    await results.getByRole('article', { name: cheap.title }).waitFor();
    await results.getByRole('article', { name: dear.title }).waitFor();
    const photo = results.getByRole('article', { name: dear.title }).getByRole('img');
    // The first cards' photos are the page's largest paint: fetched at once, first.
    expect(await photo.getAttribute('loading')).toBe('eager');
    expect(await photo.getAttribute('fetchpriority')).toBe('high');
    // The space is reserved before the photo arrives, and the browser picks the variant it needs.
    expect(await photo.getAttribute('width')).toBe('640');
    expect(await photo.getAttribute('height')).toBe('400');
    expect(await photo.getAttribute('srcset')).toMatch(
      /\/card\.webp 640w, .*\/medium\.webp 960w, .*\/full\.webp 1600w$/,
    );
    expect(await photo.getAttribute('sizes')).toContain('380px');
    await browser.screenshot('browse-listings');

    await page.getByRole('button', { name: 'Under $25K' }).click();
    await page.waitForURL((url) => url.searchParams.get('priceMax') === '25000');
    expect(new URL(page.url()).searchParams.get('make')).toBe('subaru');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 vehicle$/ })
      .waitFor();
    await results.getByRole('article', { name: dear.title }).waitFor({ state: 'detached' });
    expect(await results.getByRole('article').count()).toBe(1);
    expect(
      await page.getByRole('button', { name: 'Under $25K' }).getAttribute('aria-pressed'),
    ).toBe('true');

    await results.getByRole('link', { name: cheap.title }).click();
    await page.waitForURL((url) => url.pathname === `/cars/${cheap.id}`);
    await page.getByRole('heading', { level: 1, name: cheap.title }).waitFor();
    await page.getByText('$18,500').first().waitFor();
    const vehicle = await head();
    expect(vehicle).toMatchObject({
      title: `${cheap.title} | Wheelbase`,
      canonical: `${harness.url}/cars/${cheap.id}`,
      ogImage: expect.stringMatching(/^http.*\/full\.webp$/),
      twitterCard: 'summary_large_image',
    });
    expect(vehicle.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'Car',
        name: cheap.title,
        brand: { '@type': 'Brand', name: 'Subaru' },
        offers: expect.objectContaining({ '@type': 'Offer', price: 18_500, priceCurrency: 'USD' }),
      }),
    ]);

    // Back returns to the narrowed search, then to the one before the quick filter.
    await page.goBack();
    await page
      .getByRole('status')
      .filter({ hasText: /^1 vehicle$/ })
      .waitFor();
    await page.goBack();
    await page
      .getByRole('status')
      .filter({ hasText: /^2 vehicles$/ })
      .waitFor();
    expect(new URL(page.url()).searchParams.has('priceMax')).toBe(false);
  });
});
