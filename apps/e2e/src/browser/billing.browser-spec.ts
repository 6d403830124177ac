import { chromiumAvailability, describeWhen, eventually } from '@market/platform/testing';
import { createRepPlan } from '../support/billing.js';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import {
  startHarness,
  tokenOf,
  uniqueEmail,
  type Harness,
} from '../support/marketplace-harness.js';

/**
 * A sales rep signs up on the form, pays in the sandbox checkout and lands on the payment
 * result; then verifies the e-mail and reaches the rep dashboard with the role the payment
 * gave, and on /profile cancels the membership at period end and resumes it. A declined card
 * and a missing session_id show SPEC.md §8's texts.
 */
describeWhen(chromiumAvailability(), 'billing in the browser', () => {
  let harness: Harness;
  let browser: BrowserSession;
  let planId: string;

  beforeAll(async () => {
    harness = await startHarness();
    planId = await createRepPlan(harness, { name: 'Rep Browser Plan', priceCents: 3450 });
    browser = await openBrowser(harness.url);
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.stop();
  });

  it('signs a rep up, pays with 4242 4242 4242 4242, shows Payment Successful! and goes to the profile; the rep then reaches the dashboard', async () => {
    const { page } = browser;
    const email = uniqueEmail('browser-rep');
    const password = 'rep-browser-1';
    await page.goto('/auth?tab=sign-up');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('First name').fill('Robin');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByText('Sales Rep', { exact: true }).click();
    // No plan chosen: SPEC.md §5's text, and nothing is created.
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Please select a membership plan to continue.').first().waitFor();
    await form.getByText('Rep Browser Plan — $34.50/month').click();
    await form.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL(/\/sandbox-checkout\/cs_sandbox_/);
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByText('$34.50').first().waitFor();
    await page.getByLabel('Card number').fill('1111 2222');
    await page.getByRole('button', { name: /Pay \$34\.50/ }).click();
    await page
      .getByText('Please enter a test card number, such as 4242 4242 4242 4242.')
      .first()
      .waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /Pay \$34\.50/ }).click();

    await page.waitForURL(/\/payment-success\?session_id=cs_sandbox_/);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/profile' || url.pathname === '/auth', {
      timeout: 8_000,
    });

    // The receipt reached the mailbox; the e-mail is verified; the role came with the payment.
    await harness.api.mailLink(email, /receipt/i);
    await harness.api.post('/api/auth/verify-email', {
      token: tokenOf(await harness.api.mailLink(email, /verify/i)),
    });
    await page.goto('/auth');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill(password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    const client = harness.api.session();
    await client.signIn(email, password);
    const me = await eventually(
      () => client.get('/api/me'),
      (r) => r.body?.roles?.includes('sales_rep'),
    );
    expect(me.body.roles).toContain('sales_rep');
    expect((await client.get('/api/my/membership')).body.membership).toMatchObject({
      planId,
      status: 'active',
    });
    await page.goto('/sales-rep-dashboard');
    await page.waitForURL((url) => url.pathname === '/sales-rep-dashboard');
    await page
      .getByRole('link', { name: /My Listings/ })
      .first()
      .waitFor();

    // /profile › Membership: cancel at period end (asked once), then resume.
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Membership' });
    await card.getByText('Rep Browser Plan').waitFor();
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText(/^Renews on .+ for \$34\.50\.$/).waitFor();
    await card.getByRole('button', { name: 'Cancel at period end' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
    await dialog.getByText(/stays active until/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel at period end' }).click();
    await page.getByText('Membership canceled').first().waitFor();
    await card.getByText('Ends at period end').waitFor();
    await card.getByText(/^Ends on /).waitFor();
    expect((await client.get('/api/my/membership')).body.membership).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
    });
    await card.getByRole('button', { name: 'Resume membership' }).click();
    await page.getByText('Membership resumed').first().waitFor();
    await card.getByRole('button', { name: 'Cancel at period end' }).waitFor();
    expect((await client.get('/api/my/membership')).body.membership).toMatchObject({
      cancelAtPeriodEnd: false,
    });
  });

  it('shows Payment Processing Failed for the declined test card, and the missing-session text without one', async () => {
    const { page } = browser;
    const client = harness.api.session();
    const signUp = await client.post('/api/auth/sign-up', {
      email: uniqueEmail('decline'),
      password: 'decline-pass-1',
      accountType: 'sales_rep',
      selectedPlan: planId,
    });
    const checkout = await eventually(
      () =>
        client.post('/api/billing/checkout', { planId, signUpToken: signUp.body.checkoutToken }),
      (r) => r.status === 201,
    );
    await page.goto(checkout.body.url);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: /Pay/ }).click();
    await page.getByRole('heading', { name: 'Payment Processing Failed' }).waitFor();

    await page.goto('/payment-success');
    await page.getByText('Invalid Request: Missing payment information').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
