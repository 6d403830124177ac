import AxeBuilder from '@axe-core/playwright';
import { DEMO_ACCOUNTS } from '@market/identity';
import { chromiumAvailability, describeWhen, eventually } from '@market/platform/testing';
import sharp from 'sharp';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { startHarness, type ApiClient, type Harness } from '../support/marketplace-harness.js';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const seller = DEMO_ACCOUNTS.find((a) => a.email === 'seller@wheelbase.test')!;

describeWhen(
  chromiumAvailability(),
  'news, site reviews, FAQ and legal pages in the browser',
  () => {
    let harness: Harness;
    let browser: BrowserSession;
    let adminApi: ApiClient;
    const articles: Record<string, string> = {};

    async function article(title: string, category: string, publishedAt: string) {
      const created = await adminApi.post('/api/admin/content/news', {
        title,
        excerpt: `${title}: the short version.`,
        body: `## In brief\n\nA **real** paragraph about ${title}.\n\n<script>window.__pwned = true</script>`,
        author: 'Maya Thompson',
        category,
        status: 'published',
        publishedAt,
      });
      expect(created.status).toBe(201);
      articles[title] = created.body.id;
      return created.body.id as string;
    }

    beforeAll(async () => {
      harness = await startHarness();
      adminApi = harness.api.session();
      expect((await adminApi.signIn(admin.email, admin.password)).status).toBe(200);
      const withCover = await article('Spring auction calendar', 'events', '2026-03-01');
      await article('Used prices ease again', 'industry', '2026-02-01');
      const png = await sharp({
        create: { width: 1600, height: 900, channels: 3, background: '#1f4e8c' },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
      const cover = await fetch(`${harness.url}/api/admin/content/news/${withCover}/cover`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminApi.accessToken}` },
        body: form,
      });
      expect(cover.status).toBe(201);
      browser = await openBrowser(harness.url);
    });
    afterAll(async () => {
      await browser?.close();
      await harness?.stop();
    });

    it('filters news by category and opens an article with its own title, meta tags and structured data', async () => {
      const { page } = browser;
      await page.goto('/news');
      const cards = page.getByRole('article');
      await page.getByRole('link', { name: 'Spring auction calendar' }).waitFor();
      expect(await cards.count()).toBe(2);
      await page
        .getByRole('group', { name: 'Filter news by category' })
        .getByRole('button', { name: 'Events' })
        .click();
      await page.waitForURL('**/news?category=events');
      await page
        .getByRole('link', { name: 'Used prices ease again' })
        .waitFor({ state: 'detached' });
      expect(await cards.count()).toBe(1);
      await browser.screenshot('news-list');

      await page.getByRole('link', { name: 'Spring auction calendar' }).click();
      await page.waitForURL(`**/news/${articles['Spring auction calendar']}`);
      await page.getByRole('heading', { level: 1, name: 'Spring auction calendar' }).waitFor();
      await page.waitForFunction("document.title.startsWith('Spring auction calendar |')");
      expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe(
        'article',
      );
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
        /\/api\/content\/files\/news\/.+\/cover\.webp$/,
      );
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}',
      );
      expect(jsonLd).toMatchObject({
        '@type': 'NewsArticle',
        headline: 'Spring auction calendar',
        author: { name: 'Maya Thompson' },
      });
      // The Markdown's heading is rendered; its script tag is text, never run.
      await page.getByRole('heading', { level: 2, name: 'In brief' }).waitFor();
      expect(await page.evaluate('window.__pwned')).toBeUndefined();
      await page.getByText('<script>window.__pwned = true</script>').waitFor();
      await browser.screenshot('news-article');

      await page.getByRole('link', { name: 'Subscribe' }).first().click();
      await page.waitForURL('**/email-alerts');
    });

    it('sends a signed-out writer to sign in, then takes a review that shows once approved, filtered by rating', async () => {
      const { page } = browser;
      await browser.context.clearCookies();
      await page.goto('/reviews');
      await page.getByText('No reviews yet').waitFor();
      await page.getByRole('link', { name: 'Write a Review' }).click();
      await page.waitForURL('**/auth');

      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill(seller.email);
      await form.getByLabel('Password').fill(seller.password);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname !== '/auth');
      await page.goto('/reviews');
      await page.getByRole('button', { name: 'Write a Review' }).click();
      const dialog = page.getByRole('dialog', { name: 'Write a Review' });
      await dialog.getByRole('button', { name: 'Submit Review' }).click();
      await dialog.getByText('Rating must be between 1 and 5').waitFor();
      await dialog.locator('label', { hasText: '5 stars' }).click();
      await dialog.getByLabel('Title', { exact: true }).fill('Sold my Civic in nine days');
      await dialog
        .getByLabel('Your review', { exact: true })
        .fill('Three serious buyers the first weekend.');
      await dialog.getByRole('textbox', { name: /^Pros/ }).fill('Fast listing form');
      await dialog.getByLabel('Yes', { exact: true }).check();
      await dialog.getByLabel('Make', { exact: true }).fill('Honda');
      await dialog.getByLabel('Model', { exact: true }).fill('Civic');
      await dialog.getByLabel('Year', { exact: true }).fill('2017');
      await dialog.getByRole('button', { name: 'Submit Review' }).click();
      await page
        .getByText('Your review will appear once a moderator approves it.')
        .first()
        .waitFor();
      await dialog.waitFor({ state: 'detached' });

      const pending = (await adminApi.get('/api/admin/site-reviews?status=pending')).body.items;
      expect(pending.map((r: { title: string }) => r.title)).toEqual([
        'Sold my Civic in nine days',
      ]);
      expect(
        (await adminApi.patch(`/api/admin/site-reviews/${pending[0].id}`, { status: 'approved' }))
          .status,
      ).toBe(200);
      // A second, lower review from the admin, approved too.
      const second = await adminApi.post('/api/site-reviews', {
        reviewerName: 'Alex A.',
        rating: 3,
        title: 'Fine but slow replies',
        text: 'Some sellers never answered.',
        wouldRecommend: false,
        vehicleMake: 'Mazda',
        vehicleModel: 'CX-5',
        vehicleYear: 2019,
      });
      await adminApi.patch(`/api/admin/site-reviews/${second.body.id}`, { status: 'approved' });

      await page.reload();
      await page.getByRole('heading', { name: 'Sold my Civic in nine days' }).waitFor();
      await page.getByText('2 reviews', { exact: true }).first().waitFor();
      await page.getByText('50% would recommend us').waitFor();
      // The author cannot vote on their own review; the other one takes one vote.
      const other = page.getByRole('article', { name: 'Fine but slow replies' });
      await other.getByRole('button', { name: 'Helpful (0)' }).click();
      await other.getByRole('button', { name: 'Marked helpful (1)' }).waitFor();

      await page
        .getByRole('group', { name: 'Filter reviews by rating' })
        .getByRole('button', { name: '3 stars' })
        .click();
      await page.waitForURL('**/reviews?rating=3');
      await page
        .getByRole('heading', { name: 'Sold my Civic in nine days' })
        .waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: 'Fine but slow replies' }).waitFor();
      await page
        .getByRole('group', { name: 'Filter reviews by rating' })
        .getByRole('button', { name: 'All' })
        .click();
      await page.waitForFunction("location.search === ''");
      await page.getByLabel('Sort by').selectOption('rating_low');
      await page
        .waitForFunction("location.search === '?sort=rating_low'", undefined, { timeout: 5000 })
        .catch(async (error) => {
          throw new Error(`${String(error)}: ${page.url()}`);
        });
      await page.getByRole('heading', { name: 'Sold my Civic in nine days' }).waitFor();
      const titles = await page.locator('.site-review__title').allTextContents();
      expect(titles).toEqual(['Fine but slow replies', 'Sold my Civic in nine days']);
      await browser.screenshot('site-reviews');
    });

    it('shows an active banner in its placement and counts its impression and click without holding the page', async () => {
      const { page } = browser;
      const banner = await adminApi.post('/api/admin/content/banners', {
        name: 'Get pre-approved',
        size: 'rectangle',
        position: 'reviews-sidebar',
        linkUrl: '/financing',
        isActive: true,
      });
      expect(banner.status).toBe(201);
      const png = await sharp({
        create: { width: 600, height: 500, channels: 3, background: '#f5b301' },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'ad.png');
      const uploaded = await fetch(
        `${harness.url}/api/admin/content/banners/${banner.body.id}/image`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${adminApi.accessToken}` },
          body: form,
        },
      );
      expect(uploaded.status).toBe(201);
      // The public list is kept 30 s in the server's memory: a new banner shows within that.
      const counts = async () =>
        (
          (await adminApi.get('/api/admin/content/banners')).body.items as {
            id: string;
            impressionCount: number;
            clickCount: number;
          }[]
        ).find((item) => item.id === banner.body.id)!;
      await eventually(
        async () => (await harness.api.get('/api/content/banners')).body.items.length,
        (n) => n === 1,
        35_000,
      );

      // Pages may keep the banner list 30 s (cache-control): start this visitor with an empty cache.
      const cdp = await browser.context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      await page.goto('/reviews');
      const ad = page.getByRole('complementary', { name: 'Advertisement' }).getByRole('link');
      await ad.getByRole('img', { name: 'Get pre-approved' }).waitFor();
      // Leaving the page sends the queued impression as a beacon.
      await page.goto('/faq');
      expect((await eventually(counts, (c) => c.impressionCount === 1)).clickCount).toBe(0);
      await page.goto('/reviews');
      await ad.click();
      await page.waitForURL('**/financing');
      const after = await eventually(counts, (c) => c.clickCount === 1);
      expect(after.impressionCount).toBe(2);
    }, 90_000);

    it('opens one FAQ answer at a time from the keyboard', async () => {
      const { page } = browser;
      await page.goto('/faq');
      const questions = page.locator('.faq__question');
      await questions.first().waitFor();
      expect(await questions.count()).toBe(8);
      await questions.first().focus();
      await page.keyboard.press('Enter');
      await expectExpanded([0]);
      await page.keyboard.press('ArrowDown');
      expect(await questions.nth(1).evaluate((el) => el.ownerDocument.activeElement === el)).toBe(
        true,
      );
      await page.keyboard.press('Space');
      await expectExpanded([1]);
      await page
        .getByRole('region', { name: 'What fees do you charge for listing a vehicle?' })
        .getByText('Private sellers list for free.')
        .waitFor();
      await page.keyboard.press('Enter');
      await expectExpanded([]);
      await page.keyboard.press('End');
      expect(await questions.nth(7).textContent()).toContain(
        'How do I report a suspicious listing?',
      );
      expect(await questions.nth(7).evaluate((el) => el.ownerDocument.activeElement === el)).toBe(
        true,
      );
      await page.keyboard.press('ArrowDown');
      expect(await questions.nth(0).evaluate((el) => el.ownerDocument.activeElement === el)).toBe(
        true,
      );
      await page.getByRole('heading', { name: 'Still have questions?' }).waitFor();
      await page.getByText('We typically respond within 24 hours').waitFor();
      await browser.screenshot('faq');

      async function expectExpanded(open: number[]) {
        const states = await questions.evaluateAll((buttons) =>
          buttons.map((b) => b.getAttribute('aria-expanded')),
        );
        expect(states).toEqual(states.map((_, i) => (open.includes(i) ? 'true' : 'false')));
      }
    });

    it('lands the footer and sign-up links on the dated terms and privacy policy', async () => {
      const { page } = browser;
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
      await page.getByRole('heading', { level: 1, name: 'Terms of Use' }).waitFor();
      await page.getByText('Last updated: January 15, 2025').waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      await page.getByRole('heading', { name: '4. Cookies' }).waitFor();
      await page.getByText(/Affiliate referral cookie/).waitFor();
      await browser.context.clearCookies();
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await page
        .getByRole('form', { name: 'Sign up' })
        .getByRole('link', { name: 'Terms of Use' })
        .click();
      await page.waitForURL('**/terms-of-use');
    });

    it.each([390, 1280])(
      'has no WCAG 2.1 AA violations (axe) at %i px',
      async (width) => {
        const { page } = browser;
        await page.setViewportSize({ width, height: 900 });
        const found: string[] = [];
        for (const path of [
          '/news',
          `/news/${articles['Spring auction calendar']}`,
          '/reviews',
          '/faq',
          '/terms-of-use',
          '/privacy-policy',
        ]) {
          await page.goto(path, { waitUntil: 'networkidle' });
          await page.locator('main h1').first().waitFor();
          if (path === '/faq') await page.locator('.faq__question').first().click();
          const result = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze();
          found.push(
            ...result.violations.flatMap((v) =>
              v.nodes.map((n) => `${path} ${v.id}: ${n.target.join(' ')}`),
            ),
          );
        }
        await page.setViewportSize({ width: 1280, height: 860 });
        expect(found).toEqual([]);
      },
      120_000,
    );
  },
);
