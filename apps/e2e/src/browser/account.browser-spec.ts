import { DEMO_ACCOUNTS } from '@market/identity';
import { chromiumAvailability, describeWhen } from '@market/platform/testing';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { startHarness, uniqueEmail, type Harness } from '../support/marketplace-harness.js';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

describeWhen(chromiumAvailability(), 'account journeys in the browser', () => {
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

  async function signIn(email: string, password: string) {
    const { page } = browser;
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Sign In' }).click();
  }

  async function openMailLink(to: string, linkPart: string) {
    const { page } = browser;
    // The page shows the mailbox as it was when it loaded: wait until the mail has arrived.
    await harness.api.mailLink(to, linkPart.includes('reset') ? /reset/i : /verify/i, 15_000);
    await page.goto('/dev/mailbox');
    const link = page.getByRole('link', { name: new RegExp(`${linkPart}.*token=`) }).first();
    await link.waitFor();
    // The newest mail comes first; make sure it is addressed to this user.
    await page.getByText(to).first().waitFor();
    await link.click();
  }

  it('signs up, verifies from the dev mailbox, signs in, edits the profile and signs out', async () => {
    const { page } = browser;
    const email = uniqueEmail('browser');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('First name').fill('Brooke');
    await form.getByLabel('Last name').fill('Buyer');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('browser-pass');
    await browser.screenshot('auth-sign-up');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page
      .getByText('Account created! Please check your email to verify your account.')
      .first()
      .waitFor();

    await openMailLink(email, '/auth/verify');
    await page
      .getByText(/Email verified/i)
      .first()
      .waitFor();

    await signIn(email, 'browser-pass');
    await page.waitForURL('**/profile');
    await page.getByText(email).first().waitFor();
    expect(await page.getByText('Not provided').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Phone', { exact: true }).fill('(555) 123-4567');
    await page.getByLabel('Bio').fill('Looking for a pickup truck');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').first().waitFor();
    await page.getByText('(555) 123-4567').first().waitFor();
    await browser.screenshot('profile');

    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.getByRole('link', { name: 'Sign In', exact: true }).first().waitFor();
    await page.goto('/profile');
    await page
      .getByRole('link', { name: /Sign In/ })
      .first()
      .waitFor();
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const { page } = browser;
    const email = uniqueEmail('forgetful');
    const api = harness.api.session();
    await api.post('/api/auth/sign-up', { email, password: 'first-pass' });
    await page.goto('/auth');
    await page.getByRole('button', { name: /Forgot password/i }).click();
    const dialog = page.getByRole('form', { name: 'Request a password reset' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByText(/we've sent a link to reset the password/i)
      .first()
      .waitFor();

    await openMailLink(email, '/reset-password');
    const reset = page.getByRole('form', { name: 'Reset password' });
    await reset.getByLabel('New password', { exact: true }).fill('second-pass');
    await reset.getByLabel('Confirm new password').fill('other-pass');
    await reset.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText("Passwords don't match").first().waitFor();
    await reset.getByLabel('Confirm new password').fill('second-pass');
    await reset.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL('**/auth', { timeout: 10_000 });

    await signIn(email, 'second-pass');
    await page.waitForURL('**/profile');
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.getByRole('link', { name: 'Sign In', exact: true }).first().waitFor();
  });

  it('shows the suspended screen once an admin deactivates the account', async () => {
    const { page } = browser;
    const email = uniqueEmail('suspended');
    const user = harness.api.session();
    await user.post('/api/auth/sign-up', { email, password: 'suspend-me' });
    await openMailLink(email, '/auth/verify');
    await page
      .getByText(/Email verified/i)
      .first()
      .waitFor();
    await signIn(email, 'suspend-me');
    await page.waitForURL('**/profile');

    const adminApi = harness.api.session();
    await adminApi.signIn(admin.email, admin.password);
    const found = await adminApi.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
    expect(
      (await adminApi.put(`/api/admin/users/${found.body.items[0].id}/active`, { isActive: false }))
        .status,
    ).toBe(200);

    await page.reload();
    await page.getByRole('heading', { name: 'Account Suspended' }).waitFor();
    await page
      .getByText(
        'Your account has been deactivated by an administrator. You cannot access the platform at this time.',
      )
      .waitFor();
    await browser.screenshot('suspended');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Sign In', exact: true }).first().waitFor();
  });
});
