import sharp from 'sharp';
import AxeBuilder from '@axe-core/playwright';
import { DEMO_ACCOUNTS } from '@market/identity';
import { chromiumAvailability, describeWhen, eventually } from '@market/platform/testing';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { startHarness, type Harness } from '../support/marketplace-harness.js';

const seller = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;
/** More than one page of results (24), so "Load more" has something to add. */
const LISTINGS = 34;

interface Card {
  id: string;
  category: string;
  title: string;
}

/** The document, in the page (this project compiles without DOM types). */
type DocLike = {
  readyState: string;
  addEventListener(type: string, listener: () => void): void;
  querySelector(selector: string): unknown;
};

/** In the page (this project compiles without DOM types). */
type Win = {
  scrollY: number;
  scrollTo(x: number, y: number): void;
  document: {
    documentElement: { scrollHeight: number };
    querySelectorAll(selector: string): ArrayLike<{
      getAttribute(name: string): string | null;
      getBoundingClientRect(): { top: number; bottom: number };
    }>;
  };
};

interface CardPlace {
  id: string | null;
  top: number;
}

/** In the page: the first result card on screen, and its distance from the viewport's top. */
function firstCardOnScreen(): CardPlace | null {
  const marked = (globalThis as unknown as Win).document.querySelectorAll(
    '#results [data-scroll-anchor]',
  );
  for (const card of Array.from(marked)) {
    const { top, bottom } = card.getBoundingClientRect();
    if (bottom > 0) return { id: card.getAttribute('data-scroll-anchor'), top: Math.round(top) };
  }
  return null;
}

/** Whether the card the reader left is back at the height it was. */
const sameCardAt = (left: CardPlace) => (place: CardPlace | null) =>
  place?.id === left.id && Math.abs(place.top - left.top) <= 1;

/**
 * What a search engine, a link preview and a buyer on a phone meet on the public pages
 * (issue 22), on LISTINGS vehicles: the server's HTML, robots and sitemaps, status
 * codes, Back after "Load more", and the vehicle page's sticky contact bar.
 */
describeWhen(chromiumAvailability(), 'public pages for search engines, previews and phones', () => {
  let harness: Harness;
  let cards: Card[];

  beforeAll(async () => {
    // The server renders each page with React within SSR_TIMEOUT_MS (150 ms by default); a
    // test machine shared with builds may need longer, and the fallback has its own test.
    harness = await startHarness({ SSR_TIMEOUT_MS: '10000' });
    const api = harness.api.session();
    expect((await api.signIn(seller.email, seller.password)).status).toBe(200);
    const imageIds: string[] = [];
    while (imageIds.length < LISTINGS) {
      const form = new FormData();
      for (let i = 0; i < 10; i++) {
        const photo = await sharp({
          // Wider than the 960 px medium variant: the vehicle page offers both.
          create: {
            width: 1280,
            height: 800,
            channels: 3,
            background: { r: (imageIds.length * 10 + i) * 6, g: 90, b: 122 },
          },
        })
          .jpeg()
          .toBuffer();
        form.append(
          'files',
          new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
          `photo-${i}.jpg`,
        );
      }
      const uploaded = await fetch(`${harness.url}/api/listing-images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${api.accessToken}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      imageIds.push(
        ...((await uploaded.json()) as { items: { id: string }[] }).items.map((item) => item.id),
      );
    }
    for (let i = 0; i < LISTINGS; i++) {
      const created = await api.post('/api/listings', {
        make: 'subaru',
        model: 'outback',
        year: 2010 + (i % 14),
        price: 15_000 + i * 250,
        mileage: 10_000 + i * 1000,
        locationCity: 'Boise',
        locationState: 'ID',
        imageIds: [imageIds[i]],
      });
      expect(created.status).toBe(201);
    }
    cards = await eventually(
      async () =>
        (await harness.api.get('/api/search/listings?category=cars&limit=60&facets=false')).body
          .items as Card[],
      (items) => items.length === LISTINGS,
    );
  }, 120_000);
  afterAll(async () => {
    await harness?.stop();
  });

  async function withBrowser(
    viewport: { width: number; height: number },
    run: (browser: BrowserSession) => Promise<void>,
  ) {
    const browser = await openBrowser(harness.url, viewport);
    try {
      await run(browser);
    } finally {
      await browser.close();
    }
  }

  /** Presses the last result card's compare toggle; it must turn pressed. */
  async function expectLastCompareToggleWorks(page: BrowserSession['page']) {
    const toggle = page.locator('.result-card .compare-toggle').last();
    await toggle.click();
    expect(
      await eventually(
        () => toggle.getAttribute('aria-pressed'),
        (pressed) => pressed === 'true',
      ),
    ).toBe('true');
  }

  it("answers a vehicle page with its title, Open Graph, JSON-LD and React's first screen in the HTML, compressed", async () => {
    const car = cards[0];
    const response = await fetch(`${harness.url}/cars/${car.id}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = await response.text();
    expect(html).toContain(`<title>${car.title} | Wheelbase</title>`);
    expect(html).toContain(`<meta property="og:title" content="${car.title} | Wheelbase"`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/full\.webp"/);
    expect(html).toContain(`<link rel="canonical" href="${harness.url}/cars/${car.id}"`);
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json" data-server-meta>(.*?)<\/script>/.exec(html)![1],
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Car',
      name: car.title,
      offers: { '@type': 'Offer', priceCurrency: 'USD' },
    });
    // React's own markup of the page (hydrated in the browser), with the answers it read.
    expect(html).toContain('<div id="root" data-ssr>');
    expect(html).toContain(
      `<h1 id="vehicle-title" class="vehicle-summary__title">${car.title}</h1>`,
    );
    const listing = (await harness.api.get(`/api/listings/${car.id}`)).body as { price: number };
    expect(html).toContain(`>$${listing.price.toLocaleString('en-US')}<`);
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/);
    const state = JSON.parse(
      /<script type="application\/json" id="wb-query-state">(.*?)<\/script>/.exec(html)![1],
    ) as { queries: { queryKey: unknown[] }[] };
    expect(state.queries.map((query) => query.queryKey[0])).toContain('listings.get');
    expect(response.headers.get('server-timing')).toMatch(/^ssr;dur=\d/);
    // The entry's and the page chunk's stylesheets are inlined in the head, so the server's
    // markup paints styled without another request; the main photo is preloaded before them.
    expect(html).toMatch(/<style data-href="\/assets\/index-[^"]+\.css">:root\{/);
    expect(html).toMatch(/<style data-href="\/assets\/VehicleDetailPage-[^"]+\.css">\.\w/);
    // Each beside a disabled link of its address (never fetched): the SPA's chunk loader
    // sees it linked and does not fetch and apply it again while hydrating.
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/index-[^"]+\.css" disabled>/);
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled>)/);
    const preload =
      /<head>[^]*?<link rel="preload" as="image" href="(\/api\/media\/[^"]+)"(?: imagesrcset="([^"]+)" imagesizes="([^"]+)")? fetchpriority="high" data-server-meta><link rel="icon"/.exec(
        html,
      );
    expect(preload).not.toBeNull();
    // The main photo React rendered asks for the same sources: the preload is what it shows.
    expect(html).toContain(
      preload![2]
        ? `src="${preload![1]}" srcset="${preload![2]}" sizes="${preload![3]}"`
        : `src="${preload![1]}"`,
    );

    // Built assets go precompressed with immutable caching; API JSON is compressed above 1 KiB.
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)![1];
    const asset = await fetch(`${harness.url}${script}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('vary')).toContain('accept-encoding');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const json = await fetch(`${harness.url}/api/search/listings?limit=24`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(json.headers.get('content-encoding')).toBe('gzip');
    expect(((await json.json()) as { items: unknown[] }).items).toHaveLength(24);
  });

  it('hydrates the server-rendered public pages without a console error, keeping their markup', async () => {
    const dealers = (await harness.api.get('/api/dealers?limit=1')).body as {
      items: { id: string }[];
    };
    const paths = [
      `/cars/${cards[2].id}`,
      '/',
      '/trucks',
      '/listings',
      '/listings?make=subaru',
      ...dealers.items.map((dealer) => `/dealers/${dealer.id}`),
      '/news',
      '/faq',
    ];
    for (const path of paths) {
      await withBrowser({ width: 390, height: 844 }, async ({ page }) => {
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`${path}: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
        // Its stylesheets came inlined: hydrating fetches none of them again.
        page.on('request', (request) => {
          if (request.resourceType() === 'stylesheet')
            problems.push(`${path}: fetched ${request.url()}`);
        });
        // The page's heading as the server sent it, before any script ran.
        await page.addInitScript(() => {
          const doc = (globalThis as unknown as { document: DocLike }).document;
          doc.addEventListener('readystatechange', () => {
            if (doc.readyState === 'interactive')
              (globalThis as unknown as { serverHeading: unknown }).serverHeading =
                doc.querySelector('#root main h1');
          });
        });
        const response = await page.goto(path, { waitUntil: 'networkidle' });
        expect(response!.headers()['server-timing']).toMatch(/^ssr;dur=/);
        await page.locator('#root main h1').first().waitFor();
        // Hydrated: React adopted the server's heading rather than drawing a new one.
        expect(
          await page.evaluate(() => {
            const win = globalThis as unknown as { serverHeading: unknown; document: DocLike };
            return (
              !!win.serverHeading &&
              win.document.querySelector('#root main h1') === win.serverHeading
            );
          }),
        ).toBe(true);
        expect(problems).toEqual([]);
      });
    }
  });

  it('adopts the parts it hydrates after the first pass (cards, filters, footer, header links) in place, working', async () => {
    for (const width of [1280, 390]) {
      await withBrowser({ width, height: 860 }, async ({ page }) => {
        // Every element of the server's markup, marked before any script ran.
        await page.addInitScript(() => {
          const doc = (globalThis as unknown as { document: DocLike }).document as DocLike & {
            querySelectorAll(selector: string): Iterable<{ fromServer?: boolean }>;
          };
          doc.addEventListener('readystatechange', () => {
            if (doc.readyState === 'interactive')
              for (const element of doc.querySelectorAll('#root *')) element.fromServer = true;
          });
        });
        await page.goto('/listings', { waitUntil: 'networkidle' });
        const adopted = await page.evaluate(() => {
          const doc = (globalThis as unknown as { document: unknown }).document as {
            querySelectorAll(selector: string): ArrayLike<{ fromServer?: boolean }>;
          };
          const all = (selector: string) => Array.from(doc.querySelectorAll(selector));
          return {
            cards: all('.result-card').length,
            cardsFromServer: all('.result-card').filter((card) => card.fromServer).length,
            sidebars: all('aside.filters-sidebar').filter((aside) => aside.fromServer).length,
            footers: all('footer.site-footer').filter((footer) => footer.fromServer).length,
            headerLinks: all('.site-header__sub a').filter((link) => link.fromServer).length,
          };
        });
        expect(adopted).toEqual({
          cards: 24,
          cardsFromServer: 24,
          // The filters stay a sidebar on a wide screen and become a drawer on a phone.
          sidebars: width > 900 ? 1 : 0,
          footers: 1,
          headerLinks: adopted.headerLinks,
        });
        expect(adopted.headerLinks).toBeGreaterThan(0);
        // The last card (adopted last) answers its compare toggle.
        await expectLastCompareToggleWorks(page);
        if (width > 900) {
          await page.locator('aside.filters-sidebar input[type=checkbox]').first().check();
          expect(
            await eventually(
              async () => page.url(),
              (url) => url.includes('conditions='),
            ),
          ).toContain('conditions=');
        }
      });
    }
  });

  it('paints the page and its main photo before hydrating, and a press before that hydrates at once, not lost', async () => {
    // Painted first: hydration starts after the largest paint, the main photo.
    await withBrowser({ width: 390, height: 844 }, async ({ page }) => {
      await page.addInitScript(() => {
        // The browser's observer (this file is typed with Node's, which lacks paint entries).
        const win = globalThis as unknown as {
          largestPaintAt: number;
          PerformanceObserver: new (
            callback: (list: { getEntries(): { startTime: number }[] }) => void,
          ) => { observe(options: { type: string; buffered: boolean }): void };
        };
        win.largestPaintAt = -1;
        new win.PerformanceObserver((list) => {
          for (const entry of list.getEntries()) win.largestPaintAt = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto('/listings', { waitUntil: 'networkidle' });
      const timings = await page.evaluate(() => ({
        largestPaintAt: (globalThis as unknown as { largestPaintAt: number }).largestPaintAt,
        hydrationAt: performance.getEntriesByName('hydration: first pass')[0]?.startTime ?? -1,
      }));
      expect(timings.largestPaintAt).toBeGreaterThan(0);
      expect(timings.hydrationAt).toBeGreaterThan(timings.largestPaintAt);
    });
    // The main photo is slow: a press on a card's compare toggle hydrates the page at once.
    await withBrowser({ width: 390, height: 844 }, async ({ page }) => {
      let releasePhoto = () => {};
      const photoHeld = new Promise<void>((release) => {
        releasePhoto = release;
      });
      await page.route('**/api/media/**', async (route) => {
        await photoHeld;
        await route.continue();
      });
      await page.goto('/listings', { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/ListingsPage-[^/]+\.js$/.test(entry.name)),
      );
      expect(
        await page.evaluate(() => performance.getEntriesByName('hydration: first pass').length),
      ).toBe(0);
      await expectLastCompareToggleWorks(page);
      releasePhoto();
    });
  });

  it('serves robots.txt and a sitemap index whose files list the listings with lastmod', async () => {
    const robots = await fetch(`${harness.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    const robotsText = await robots.text();
    expect(robotsText).toContain('Disallow: /api/');
    expect(robotsText).toContain(`Sitemap: ${harness.url}/sitemap.xml`);

    const index = await (await fetch(`${harness.url}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex');
    expect(index).toContain(`<loc>${harness.url}/sitemaps/pages.xml</loc>`);
    expect(index).toMatch(/<loc>[^<]+\/sitemaps\/listings\.xml<\/loc><lastmod>\d{4}-\d\d-\d\dT/);
    const listings = await (await fetch(`${harness.url}/sitemaps/listings.xml`)).text();
    expect(listings).toContain(`<loc>${harness.url}/cars/${cards[0].id}</loc><lastmod>`);
    const pages = await (await fetch(`${harness.url}/sitemaps/pages.xml`)).text();
    const dealerId = (await harness.api.get('/api/dealers')).body.items[0].id as string;
    expect(pages).toContain(`<loc>${harness.url}/dealers/${dealerId}</loc>`);
  });

  it('answers 404 for unknown pages and vehicles and 410 for a removed one, with noindex', async () => {
    const unknown = await fetch(`${harness.url}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<meta name="robots" content="noindex"');
    const missing = await fetch(`${harness.url}/cars/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);

    const api = harness.api.session();
    expect((await api.signIn(seller.email, seller.password)).status).toBe(200);
    const mine = (await api.get('/api/my/listings?pageSize=1')).body.items[0] as {
      id: string;
      category: string;
    };
    expect((await api.delete(`/api/listings/${mine.id}`)).status).toBe(204);
    const removed = await fetch(`${harness.url}/${mine.category}/${mine.id}`);
    expect(removed.status).toBe(410);
    expect(await removed.text()).toContain('<meta name="robots" content="noindex"');

    await withBrowser({ width: 1280, height: 860 }, async ({ page }) => {
      await page.goto('/no-such-page');
      await page.getByRole('heading', { level: 1, name: /not found/i }).waitFor();
    });
  });

  it('does not ask for a session on a signed-out load, and Back restores the loaded results and the scroll', async () => {
    await withBrowser({ width: 1280, height: 860 }, async ({ page }) => {
      const refreshes: string[] = [];
      const errors: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/auth/refresh')) refreshes.push(request.url());
      });
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto('/listings?category=cars', { waitUntil: 'networkidle' });
      const results = page.getByRole('region', { name: 'Results' });
      await results.getByRole('article').nth(23).waitFor();
      expect(refreshes).toEqual([]);
      expect(errors).toEqual([]);

      await page.getByRole('button', { name: /load more/i }).click();
      await results.getByRole('article').nth(30).waitFor();
      const loaded = await results.getByRole('article').count();
      expect(loaded).toBeGreaterThan(24);
      const card = results.getByRole('article').nth(30);
      await card.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => (globalThis as unknown as Win).scrollY);
      expect(scrolled).toBeGreaterThan(2000);
      await page.waitForTimeout(200); // the place is remembered on the next frame
      const left = (await page.evaluate(firstCardOnScreen))!;
      await card.getByRole('link').first().click();
      await page.waitForURL((url) => /^\/cars\/[0-9a-f-]{36}$/.test(url.pathname));
      await page.getByRole('heading', { level: 1 }).first().waitFor();

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/listings');
      await results
        .getByRole('article')
        .nth(loaded - 1)
        .waitFor();
      expect(await results.getByRole('article').count()).toBe(loaded);
      // The card the reader left, where it was (cards off screen are laid out at an estimated
      // height, so the same offset alone could show another).
      const back = await eventually(() => page.evaluate(firstCardOnScreen), sameCardAt(left));
      expect(back?.id).toBe(left.id);
      expect(Math.abs(back!.top - left.top)).toBeLessThanOrEqual(1);

      // A reload returns to the place too; the same address opened anew starts at the top.
      const listingsUrl = page.url();
      await page.mouse.move(640, 500);
      await page.mouse.wheel(0, -1500); // the reader's scroll also ends the return to the card
      await page.waitForFunction(
        (y) => (globalThis as unknown as Win).scrollY < y - 1000,
        scrolled,
      );
      await page.waitForTimeout(200);
      const beforeReload = (await page.evaluate(firstCardOnScreen))!;
      await page.reload();
      const reloaded = await eventually(
        () => page.evaluate(firstCardOnScreen),
        sameCardAt(beforeReload),
      );
      expect(reloaded?.id).toBe(beforeReload.id);
      expect(Math.abs(reloaded!.top - beforeReload.top)).toBeLessThanOrEqual(1);
      await page.goto(listingsUrl, { waitUntil: 'networkidle' });
      await page.waitForFunction(
        () => performance.getEntriesByName('hydration: later parts adopted').length > 0,
      );
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (globalThis as unknown as Win).scrollY)).toBe(0);
    });
  });

  it('keeps a contact bar at the bottom of the vehicle page on a phone, without axe violations', async () => {
    const car = cards[1];
    await withBrowser({ width: 390, height: 844 }, async ({ page, screenshot }) => {
      await page.goto(`/cars/${car.id}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: car.title }).waitFor();
      const bar = page.getByRole('region', { name: 'Contact the seller' });
      await bar.waitFor();
      const box = (await bar.boundingBox())!;
      expect(box.y + box.height).toBeCloseTo(844, -1);
      await bar.getByRole('button', { name: 'Contact' }).click();
      await page.getByRole('heading', { name: 'Contact Seller' }).waitFor();
      await page.waitForFunction(() => (globalThis as unknown as Win).scrollY > 300);
      await screenshot('vehicle-sticky-contact-390');
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
    });
    await withBrowser({ width: 1280, height: 860 }, async ({ page }) => {
      await page.goto(`/cars/${car.id}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: car.title }).waitFor();
      expect(await page.getByRole('region', { name: 'Contact the seller' }).isVisible()).toBe(
        false,
      );
    });
    // The seller on a phone sees their own actions, not a bar to contact themselves.
    await withBrowser({ width: 390, height: 844 }, async ({ page }) => {
      await page.goto('/auth');
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill(seller.email);
      await form.getByLabel('Password').fill(seller.password);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
      await page.goto(`/cars/${car.id}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: car.title }).waitFor();
      await page.getByRole('link', { name: 'Edit listing' }).waitFor();
      expect(await page.getByRole('region', { name: 'Contact the seller' }).count()).toBe(0);
    });
  });
});
