import AxeBuilder from '@axe-core/playwright';
import { DEMO_ACCOUNTS } from '@market/identity';
import { chromiumAvailability, describeWhen } from '@market/platform/testing';
import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { startHarness, type Harness } from '../support/marketplace-harness.js';

const dealer = DEMO_ACCOUNTS.find((a) => a.role === 'dealer')!;
/** A phone and a desktop. */
const WIDTHS = [390, 1280];

/** WCAG 2.1 A and AA violations on the page as it is now, each with where it is. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  );
}

/**
 * The screens the contract and form work rebuilt, checked with axe at both widths: the
 * directories and profiles, the forms with their errors shown, and the dealer's dashboard.
 */
describeWhen(chromiumAvailability(), 'accessibility (axe, WCAG 2.1 AA)', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  async function withBrowser(width: number, run: (browser: BrowserSession) => Promise<void>) {
    const browser = await openBrowser(harness.url, { width, height: 900 });
    try {
      await run(browser);
    } finally {
      await browser.close();
    }
  }

  it.each(WIDTHS)('public pages have no violations at %i px', async (width) => {
    const dealerId = (await harness.api.get('/api/dealers')).body.items[0]?.id as
      string | undefined;
    const paths = [
      '/',
      '/listings',
      '/dealers',
      '/sales-reps',
      '/dealer-application',
      '/auth',
      '/financing',
      '/contact',
      '/affiliate',
      '/affiliate-application',
      '/affiliate-terms',
      '/marketing-materials',
    ];
    if (dealerId) paths.push(`/dealers/${dealerId}`);
    await withBrowser(width, async ({ page, screenshot }) => {
      const found: string[] = [];
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.locator('main h1').first().waitFor();
        found.push(...(await violations(page)).map((v) => `${path} ${v}`));
      }
      await screenshot(`a11y-dealer-profile-${width}`);
      expect(found).toEqual([]);
    });
  });

  it.each(WIDTHS)('forms showing their errors have no violations at %i px', async (width) => {
    await withBrowser(width, async ({ page, screenshot }) => {
      const found: string[] = [];
      await page.goto('/auth', { waitUntil: 'networkidle' });
      const signIn = page.getByRole('form', { name: 'Sign in' });
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      await signIn.locator('[aria-invalid="true"]').first().waitFor();
      // The first invalid field has the focus, its message is tied to it.
      expect(await page.locator(':focus').getAttribute('name')).toBe('email');
      found.push(...(await violations(page)).map((v) => `/auth ${v}`));

      await page.goto('/dealer-application', { waitUntil: 'networkidle' });
      const application = page.getByRole('form', { name: 'Dealer application' });
      await application.getByRole('button', { name: 'Submit Application' }).click();
      await application.locator('[aria-invalid="true"]').first().waitFor();
      found.push(...(await violations(page)).map((v) => `/dealer-application ${v}`));

      await page.goto('/affiliate-application', { waitUntil: 'networkidle' });
      const affiliate = page.getByRole('form', { name: 'Affiliate application' });
      await affiliate.getByRole('button', { name: 'Submit Application' }).click();
      await affiliate.getByText('Please agree to the terms and conditions').waitFor();
      found.push(...(await violations(page)).map((v) => `/affiliate-application ${v}`));
      await screenshot(`a11y-application-errors-${width}`);
      expect(found).toEqual([]);
    });
  });

  it.each(WIDTHS)(
    "the dealer's dashboard and its edit dialog have no violations at %i px",
    async (width) => {
      await withBrowser(width, async ({ page, screenshot }) => {
        await page.goto('/auth', { waitUntil: 'networkidle' });
        const signIn = page.getByRole('form', { name: 'Sign in' });
        await signIn.getByLabel('Email').fill(dealer.email);
        await signIn.getByLabel('Password').fill(dealer.password);
        await signIn.getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL('**/dealer-dashboard');
        await page.getByRole('heading', { name: 'Dealer Dashboard' }).waitFor();
        await page.getByText(/^Welcome back, /).waitFor();
        const found = (await violations(page)).map((v) => `/dealer-dashboard ${v}`);
        await page.getByRole('button', { name: 'Edit Profile' }).click();
        await page.getByRole('dialog', { name: 'Edit Dealer Profile' }).waitFor();
        // Checked once its opening fade is over: mid-fade, every colour reads lighter than it is.
        await page.evaluate(
          `Promise.all(document.getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)))`,
        );
        found.push(...(await violations(page)).map((v) => `edit dialog ${v}`));
        await screenshot(`a11y-dealer-dashboard-${width}`);
        expect(found).toEqual([]);
      });
    },
  );
});
