import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '@market/identity';
import { chromiumAvailability, describeWhen, eventually } from '@market/platform/testing';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import {
  startHarness,
  tokenOf,
  uniqueEmail,
  type ApiClient,
  type Harness,
} from '../support/marketplace-harness.js';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const rep = DEMO_ACCOUNTS.find((a) => a.role === 'sales_rep')!;
const VIN = '1HGCM82633A004352';
/** Screenshots to look at after a run: every dealer screen on a phone and on a wide screen. */
const SHOTS_DIR = process.env.DEALER_SHOTS_DIR ?? '/tmp/shots-dealers';
const WIDTHS = [390, 1440];

describeWhen(chromiumAvailability(), 'dealer journeys in the browser', () => {
  let harness: Harness;
  let browser: BrowserSession;
  let adminApi: ApiClient;
  let fileDir: string;
  let logo: string;
  let photo: string;

  beforeAll(async () => {
    fileDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-files-'));
    logo = path.join(fileDir, 'logo.png');
    await sharp({ create: { width: 400, height: 160, channels: 3, background: '#0f5132' } })
      .png()
      .toFile(logo);
    photo = path.join(fileDir, 'accord.jpg');
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a2e2e' } })
      .jpeg({ quality: 80 })
      .toFile(photo);
    mkdirSync(SHOTS_DIR, { recursive: true });
    harness = await startHarness();
    adminApi = harness.api.session();
    expect((await adminApi.signIn(admin.email, admin.password)).status).toBe(200);
    browser = await openBrowser(harness.url);
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.stop();
    if (fileDir) rmSync(fileDir, { recursive: true, force: true });
  });

  // Each journey starts signed out, whatever the one before left behind.
  beforeEach(async () => {
    await browser.context.clearCookies();
  });

  /** The four dashboard figures once they have loaded (skeletons stand in before). */
  async function figureValues() {
    const figures = browser.page.getByRole('list', { name: 'Listing figures' });
    await figures.locator('.stat-card__value').first().waitFor();
    return figures.locator('.stat-card__value').allTextContents();
  }

  async function signIn(email: string, password: string) {
    const { page } = browser;
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  }

  async function signOut() {
    const { page } = browser;
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.getByRole('link', { name: 'Sign In', exact: true }).first().waitFor();
  }

  /** A full-page screenshot at each width, waiting for `ready` after every resize. */
  async function shoot(name: string, ready: () => Promise<unknown>, fullPage = true) {
    const { page } = browser;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await ready();
      await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage });
    }
    await page.setViewportSize({ width: 1280, height: 860 });
  }

  it('a newcomer applies, is approved, lists a vehicle and reads a buyer message in the dashboard', async () => {
    const { page } = browser;
    const email = uniqueEmail('dealer');
    const password = 'dealer-pass-1';
    const business = `Harbor Motors ${Date.now().toString(36)}`;

    // --- Apply (SPEC §5 rules and texts) ---
    await page.goto('/dealer-application');
    await page.getByRole('heading', { name: 'Become a Dealer Partner' }).waitFor();
    await shoot('dealer-application', () =>
      page.getByRole('button', { name: 'Submit Application' }).waitFor(),
    );
    const form = page.getByRole('form', { name: 'Dealer application' });
    await form.getByLabel('Business name').fill(business);
    await form.getByLabel('Dealership type').selectOption('used_car');
    await form.getByLabel('Years in business').fill('12');
    await form.getByLabel('Vehicles in inventory').fill('40');
    await form.getByLabel('Website').fill('harbor-motors.example.com');
    await form.getByLabel('Dealership logo').setInputFiles(logo);
    await form.getByAltText('Selected logo preview').waitFor();
    await form.getByLabel('Contact person').fill('Hana Harbor');
    await form.getByLabel('Phone', { exact: true }).fill('(206) 555-0142');
    await form.getByLabel('Street address').fill('100 Pier Way');
    await form.getByLabel('City', { exact: true }).fill('Seattle');
    await form.getByLabel('State', { exact: true }).fill('WA');
    await form.getByLabel('ZIP code').fill('98101');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('Confirm password').fill('something-else');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await form.getByText('Passwords do not match. Please check and try again.').waitFor();
    // Nothing was sent: no application exists yet.
    const none = await adminApi.get(
      `/api/admin/dealer-applications?q=${encodeURIComponent(email)}`,
    );
    expect(none.body.total).toBe(0);

    await form.getByLabel('Confirm password').fill(password);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('heading', { name: 'Application Submitted Successfully!' }).waitFor();
    await page
      .getByText(/contact you within 2-3 business days\./)
      .first()
      .waitFor();

    // --- The admin approves through the API ---
    const listed = await adminApi.get(
      `/api/admin/dealer-applications?status=pending&q=${encodeURIComponent(email)}`,
    );
    expect(listed.body.items).toHaveLength(1);
    const application = listed.body.items[0];
    expect(application).toMatchObject({
      businessName: business,
      yearsInBusiness: 12,
      inventorySize: 40,
    });
    expect(application.logoUrl).toEqual(expect.any(String));
    expect(application.websiteUrl).toBe('https://harbor-motors.example.com');
    expect(
      (await adminApi.post(`/api/admin/dealer-applications/${application.id}/approve`)).status,
    ).toBe(200);
    const approved = await eventually(
      () => adminApi.get(`/api/admin/dealer-applications/${application.id}`),
      (r) => !!r.body.dealerId,
    );
    const dealerId: string = approved.body.dealerId;
    expect(dealerId).toEqual(expect.any(String));

    // --- The new dealer signs in and lands on the dashboard ---
    await signIn(email, password);
    await page.waitForURL('**/dealer-dashboard');
    await page.getByRole('heading', { name: 'Dealer Dashboard' }).waitFor();
    const figures = page.getByRole('list', { name: 'Listing figures' });
    for (const label of ['Total Listings', 'Active Listings', 'Sold Vehicles', 'Total Views']) {
      await figures.getByText(label).waitFor();
    }
    expect(await figureValues()).toEqual(['0', '0', '0', '0']);
    await page.getByText('Approved', { exact: true }).waitFor();
    await page.getByRole('img', { name: `${business} logo` }).waitFor();
    const firstLogo = await page.getByRole('img', { name: `${business} logo` }).getAttribute('src');

    // A new logo from the profile card, and the business details from Edit Profile.
    await page.getByLabel('Logo file').setInputFiles(logo);
    await page.getByText('Logo updated successfully').first().waitFor();
    expect(await page.getByRole('img', { name: `${business} logo` }).getAttribute('src')).not.toBe(
      firstLogo,
    );
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Dealer Profile' });
    await edit
      .getByLabel('About your dealership')
      .fill('Family-run since 2014. Every car inspected.');
    await edit.getByLabel('License number').fill('WA-D-55821');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').first().waitFor();
    await edit.waitFor({ state: 'detached' });

    // --- Add New Listing with a photo (as the listings journey does) ---
    await page.getByRole('link', { name: 'Add New Listing' }).last().click();
    await page.waitForURL('**/add-listing');
    await page.getByLabel('VIN', { exact: true }).fill(VIN);
    await page.getByRole('button', { name: 'Decode VIN' }).click();
    await page.getByText('VIN Decoded Successfully').first().waitFor();
    await page.getByLabel('Price (USD)').fill('8900');
    await page.getByLabel('Mileage').fill('98000');
    await page.getByLabel('City').fill('Seattle');
    await page.locator('input[type="file"]').setInputFiles([photo]);
    await page.getByText('1 image(s) uploaded successfully').first().waitFor();
    await page.getByRole('button', { name: 'Publish Listing' }).click();
    await page.getByText('Your listing has been created successfully.').first().waitFor();
    await page.waitForURL(/\/cars\/[0-9a-f-]{36}$/);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

    // --- It is in the dealer's inventory and counted on the public profile ---
    await page.goto('/dealer-listings');
    await page.getByRole('heading', { name: 'Manage Inventory' }).waitFor();
    await page.getByText(title).first().waitFor();
    const profile = await eventually(
      () => harness.api.get(`/api/dealers/${dealerId}`),
      (r) => r.body?.inventory?.total === 1,
    );
    expect(profile.body.inventory.byCategory.cars).toBe(1);

    await page.goto('/dealer-dashboard');
    expect((await figureValues())[0]).toBe('1');
    await signOut();

    // --- A visitor reads the profile and sends a message ---
    await page.goto('/dealers');
    const card = page.getByRole('article', { name: business });
    await card.getByText('1 vehicle in stock').waitFor();
    await card.getByText('Seattle, WA').waitFor();
    await card.getByRole('link', { name: business }).click();
    await page.waitForURL(`**/dealers/${dealerId}`);
    await page.getByRole('heading', { level: 1, name: business }).waitFor();
    expect(await page.getByTestId('inventory-total').textContent()).toBe('1');
    expect(await page.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe(
      'tel:2065550142',
    );
    expect(
      await page.getByRole('link', { name: 'View All Inventory' }).first().getAttribute('href'),
    ).toBe(`/listings?dealer_id=${dealerId}`);
    await page.getByText(String(new Date().getFullYear()), { exact: true }).waitFor();
    await page.getByText('Family-run since 2014. Every car inspected.').waitFor();
    await page.getByText('WA-D-55821').waitFor();

    await page.getByRole('button', { name: 'Send Message' }).click();
    const dialog = page.getByRole('dialog', { name: `Send Message to ${business}` });
    expect(await dialog.getByLabel('Subject').inputValue()).toBe(`Inquiry about ${business}`);
    // A dialog is fixed to the viewport: a full-page shot would not show it as seen.
    await shoot('dealer-message-dialog', () => dialog.getByLabel('Subject').waitFor(), false);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please fill in all required fields.').first().waitFor();
    await dialog.getByLabel('First name').fill('Bea');
    await dialog.getByLabel('Last name').fill('Buyer');
    await dialog.getByLabel('Email').fill('bea.buyer@example.com');
    await dialog
      .getByLabel('Message', { exact: true })
      .fill(`Is the ${title} still available for a test drive on Saturday?`);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent successfully!').first().waitFor();
    await page.getByText('The dealer will be notified and should respond soon.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // --- The message reaches the dealer's dashboard inbox ---
    const dealerApi = harness.api.session();
    expect((await dealerApi.signIn(email, password)).status).toBe(200);
    await eventually(
      () => dealerApi.get('/api/my/messages'),
      (r) => r.body?.items?.length === 1,
    );
    await signIn(email, password);
    await page.waitForURL('**/dealer-dashboard');
    const inbox = page.getByRole('region', { name: /Messages/ });
    await inbox.getByText('1 unread').waitFor();
    await inbox.getByRole('button', { name: /Bea Buyer/ }).click();
    const message = page.getByRole('dialog', { name: `Inquiry about ${business}` });
    await message.getByText('Is the').waitFor();
    expect(
      await message.getByRole('link', { name: 'Reply by Email' }).getAttribute('href'),
    ).toMatch(/^mailto:bea\.buyer@example\.com\?subject=Re%3A%20Inquiry%20about%20/);
    await page.keyboard.press('Escape');
    await inbox.getByText('1 unread').waitFor({ state: 'detached' });
    await eventually(
      () => dealerApi.get('/api/my/messages'),
      (r) => r.body?.unreadCount === 0,
    );

    await shoot('dealer-dashboard', () => figures.getByText('Total Views').waitFor());
    await signOut();
    await shoot('dealers', () => page.goto('/dealers').then(() => card.waitFor()));
    await shoot('dealer-profile', () =>
      page
        .goto(`/dealers/${dealerId}`)
        .then(() => page.getByRole('heading', { name: 'Quick Facts' }).waitFor()),
    );
  });

  it('keeps the dashboards to their roles, sends unknown dealers back and takes one review per buyer', async () => {
    const { page } = browser;
    // Signed out: the dashboards ask for a session first (SPEC §6).
    // … and come back to the page that asked once signed in.
    await page.goto('/dealer-dashboard');
    await page.waitForURL(
      (url) => url.pathname === '/auth' && url.searchParams.get('return') === '/dealer-dashboard',
    );
    await page.goto('/sales-rep-dashboard');
    await page.waitForURL(
      (url) =>
        url.pathname === '/auth' && url.searchParams.get('return') === '/sales-rep-dashboard',
    );

    // 'Dealer Not Found', then back to /dealers after 3 seconds (SPEC §2, §9).
    await page.goto('/dealers/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Dealer Not Found' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/dealers', { timeout: 6000 });

    // A signed-in buyer is no dealer: the dashboard sends them to the application; no rep either: to /.
    const buyer = uniqueEmail('buyer');
    await harness.api.post('/api/auth/sign-up', { email: buyer, password: 'buyer-pass-1' });
    await harness.api.post('/api/auth/verify-email', {
      token: tokenOf(await harness.api.mailLink(buyer, /verify/i)),
    });
    await signIn(buyer, 'buyer-pass-1');
    await page.goto('/dealer-dashboard');
    await page.waitForURL('**/dealer-application');
    await page.goto('/sales-rep-dashboard');
    await page.waitForURL((url) => url.pathname === '/');

    // The buyer reviews a dealer once; it shows after an admin approves it.
    const dealers = (await harness.api.get('/api/dealers?q=Sunrise')).body.items;
    expect(dealers).toHaveLength(1);
    const sunrise = dealers[0];
    await page.goto(`/dealers/${sunrise.id}`);
    const reviews = page.getByRole('region', { name: 'Customer Reviews' });
    await reviews.getByRole('button', { name: 'Write a review' }).click();
    const review = reviews.getByRole('form', { name: 'Write a review' });
    await review.getByRole('button', { name: 'Submit Review' }).click();
    await review.getByText('Rating must be between 1 and 5').waitFor();
    // Stars are labels around visually hidden radios: click one, then step with the keyboard.
    await review.locator('label', { hasText: '3 stars' }).click();
    await page.keyboard.press('ArrowRight');
    expect(await review.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await review.getByLabel('Title').fill('Straight answers');
    await review.getByLabel('Your review').fill('No pressure and the price was the price.');
    await review.getByRole('button', { name: 'Submit Review' }).click();
    await reviews
      .getByText('Thank you! Your review will appear once an administrator approves it.')
      .waitFor();
    await page.reload();
    await reviews.getByRole('button', { name: 'Write a review' }).click();
    await review.locator('label', { hasText: '5 stars' }).click();
    await review.getByLabel('Title').fill('Again');
    await review.getByLabel('Your review').fill('A second try.');
    await review.getByRole('button', { name: 'Submit Review' }).click();
    await reviews.getByText('You have already reviewed this dealer.').waitFor();

    const pending = await adminApi.get('/api/admin/dealer-reviews?status=pending');
    const mine = pending.body.items.find((r: { title: string }) => r.title === 'Straight answers');
    expect(
      (await adminApi.put(`/api/admin/dealer-reviews/${mine.id}/approved`, { isApproved: true }))
        .status,
    ).toBe(200);
    const after = (await harness.api.get(`/api/dealers/${sunrise.id}/reviews`)).body;
    await page.reload();
    await reviews.getByText('Straight answers').waitFor();
    await reviews.getByText(`Based on ${after.reviewCount} reviews`).waitFor();
    expect(await reviews.locator('.reviews-summary__average').textContent()).toBe(
      after.averageRating.toFixed(1),
    );
    await signOut();
  });

  it('lists the active sales reps and sends one a message', async () => {
    const { page } = browser;
    await eventually(
      () => harness.api.get('/api/sales-reps'),
      (r) => r.body?.items?.length > 0,
    );
    await page.goto('/sales-reps');
    const card = page.getByRole('article', { name: /Riley Rep/ });
    await card.waitFor();
    const repId = (await harness.api.get('/api/sales-reps')).body.items[0].id as string;
    expect(await card.getByRole('link', { name: 'View Listings' }).getAttribute('href')).toBe(
      `/listings?sales_rep_id=${repId}`,
    );
    await shoot('sales-reps', () => card.waitFor());

    await card.getByRole('button', { name: /Contact/ }).click();
    const dialog = page.getByRole('dialog', { name: /Send Message to Riley Rep/ });
    expect(await dialog.getByLabel('Subject').inputValue()).toBe(
      'Inquiry regarding your vehicle listings',
    );
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Missing Information').first().waitFor();
    await dialog.getByLabel('First name').fill('Cal');
    await dialog.getByLabel('Last name').fill('Customer');
    await dialog.getByLabel('Email').fill('cal@example.com');
    await dialog.getByLabel('Message', { exact: true }).fill('Do you have a pickup under $20k?');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent Successfully').first().waitFor();

    // The rep reads it in their dashboard.
    await signIn(rep.email, rep.password);
    await page.waitForURL('**/sales-rep-dashboard');
    await page.getByRole('heading', { name: 'Sales Rep Dashboard' }).waitFor();
    expect(await figureValues()).toHaveLength(4);
    const repApi = harness.api.session();
    await repApi.signIn(rep.email, rep.password);
    await eventually(
      () => repApi.get('/api/my/messages'),
      (r) => r.body?.items?.length === 1,
    );
    await page.reload();
    await page.getByRole('button', { name: /Cal Customer/ }).waitFor();
    await signOut();
  });
});
