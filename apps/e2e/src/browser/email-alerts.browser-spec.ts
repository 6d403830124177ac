import AxeBuilder from '@axe-core/playwright';
import { DEMO_ACCOUNTS } from '@market/identity';
import { chromiumAvailability, describeWhen } from '@market/platform/testing';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { startHarness, uniqueEmail, type Harness } from '../support/marketplace-harness.js';

const user = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;

/** WCAG 2.1 A and AA violations on the page as it is now. */
async function violations(browser: BrowserSession): Promise<string[]> {
  const result = await new AxeBuilder({ page: browser.page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

describeWhen(chromiumAvailability(), 'e-mail alerts in the browser', () => {
  let harness: Harness;
  let browser: BrowserSession;

  beforeAll(async () => {
    harness = await startHarness();
    browser = await openBrowser(harness.url);
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.stop();
  });

  it('subscribes an address on /email-alerts and confirms it with the mailed link', async () => {
    const { page } = browser;
    const email = uniqueEmail('alerts');
    await page.goto('/email-alerts');
    const form = page.getByRole('form', { name: 'Subscribe to email alerts' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Email is required').waitFor();
    expect(await violations(browser)).toEqual([]);
    await form.getByLabel('Email').fill(email);
    await form.getByRole('switch', { name: /Dealer news/ }).check();
    await form.getByLabel('How often').selectOption('weekly');
    await browser.screenshot('email-alerts-subscribe');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Subscription Successful!').first().waitFor();
    await page
      .getByText("You'll start receiving email alerts based on your preferences.")
      .first()
      .waitFor();
    await page.getByText(`We sent a confirmation link to ${email}`, { exact: false }).waitFor();

    const link = await harness.api.mailLink(email, /Confirm your .* email alerts/);
    expect(link).toMatch(/\/email-alerts\/confirm\?token=/);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('heading', { name: 'Subscription Successful!' }).waitFor();
  });

  it('saves a search from /listings, then pauses, creates and deletes alerts on /email-alerts', async () => {
    const { page } = browser;
    // Signed out, "Save this search" asks for an account first.
    await page.goto('/listings?category=cars&make=toyota&priceMax=30000&sort=price_asc');
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.waitForURL('**/auth');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(user.email);
    await signIn.getByLabel('Password').fill(user.password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

    await page.goto('/listings?category=cars&make=toyota&priceMax=30000&sort=price_asc');
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByLabel('Alert name').inputValue()).resolves.toBe(
      'Toyota cars · Under $30,000',
    );
    await dialog.getByLabel('Email me').selectOption('instant');
    await browser.screenshot('email-alerts-save-search');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await page.getByText('Subscription Successful!').first().waitFor();

    const saved = await harness.api.session();
    await saved.signIn(user.email, user.password);
    const mine = await saved.get('/api/my/saved-searches');
    expect(mine.body.items).toEqual([
      expect.objectContaining({
        name: 'Toyota cars · Under $30,000',
        search: 'category=cars&make=toyota&priceMax=30000',
        frequency: 'instant',
        isActive: true,
      }),
    ]);

    await page.goto('/email-alerts');
    const list = page.getByRole('region', { name: 'Active Alerts' });
    await list.getByRole('heading', { name: 'Toyota cars · Under $30,000' }).waitFor();
    await list.getByRole('button', { name: 'Pause Toyota cars · Under $30,000' }).click();
    await list.getByText('Paused').waitFor();
    await list.getByRole('link', { name: 'Results for Toyota cars · Under $30,000' }).waitFor();

    // SPEC §4: a new category resets make and model.
    const create = page.getByRole('form', { name: 'Create a search alert' });
    await create.getByLabel('Make').selectOption('toyota');
    await create.getByLabel('Category').selectOption('trucks');
    await expect(create.getByLabel('Make').inputValue()).resolves.toBe('');
    await create.getByLabel('Min price').fill('20000');
    await create.getByLabel('Max price').fill('10000');
    await create.getByRole('button', { name: 'Create Alert' }).click();
    await create.getByText('Max price must not be below min price').waitFor();
    await create.getByLabel('Max price').fill('45000');
    await create.getByRole('button', { name: 'Create Alert' }).click();
    await list.getByRole('heading', { name: 'Trucks · $20,000–$45,000' }).waitFor();
    await browser.screenshot('email-alerts-list');
    expect(await violations(browser)).toEqual([]);

    await list.getByRole('button', { name: 'Delete Trucks · $20,000–$45,000' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this alert?' })
      .getByRole('button', { name: 'Delete alert' })
      .click();
    await list
      .getByRole('heading', { name: 'Trucks · $20,000–$45,000' })
      .waitFor({ state: 'detached' });
    const after = await saved.get('/api/my/saved-searches');
    expect(
      after.body.items.map((a: { name: string; isActive: boolean }) => [a.name, a.isActive]),
    ).toEqual([['Toyota cars · Under $30,000', false]]);
  });
});
