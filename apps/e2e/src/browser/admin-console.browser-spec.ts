import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '@market/identity';
import { chromiumAvailability, describeWhen, eventually } from '@market/platform/testing';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import {
  startHarness,
  type ApiClient,
  type Harness,
  uniqueEmail,
} from '../support/marketplace-harness.js';

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const DENIED = 'Access denied. Admin privileges required.';

/** Every tab of the console, as the navigation links them (SPEC.md §2). */
const TABS = [
  'overview',
  'users',
  'dealers',
  'affiliates',
  'dealer-applications',
  'sales-reps',
  'vehicles',
  'vehicle-images',
  'reviews',
  'saved-listings',
  'payments',
  'memberships',
  'listing-plans',
  'inquiries',
  'analytics',
  'stripe',
  'banners',
  'hero',
  'settings',
];

describeWhen(chromiumAvailability(), 'the admin console', () => {
  let harness: Harness;
  let browser: BrowserSession;
  let dealerApi: ApiClient;
  let buyerApi: ApiClient;

  beforeAll(async () => {
    harness = await startHarness({
      REQUIRE_EMAIL_VERIFICATION: 'false',
      // Searches are announced every second here (a minute by default).
      SEARCH_COUNT_INTERVAL_MS: '1000',
    });
    dealerApi = harness.api.session();
    expect(
      (await dealerApi.signIn(account('dealer').email, account('dealer').password)).status,
    ).toBe(200);
    buyerApi = harness.api.session();
    expect((await buyerApi.signIn(account('user').email, account('user').password)).status).toBe(
      200,
    );
    browser = await openBrowser(harness.url, { width: 1440, height: 900 });
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.stop();
  });

  async function uploadPhoto(api: ApiClient, colour: string): Promise<string> {
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: colour },
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

  /** Data every tab shows: listings with photos, a save, a pending review, a pending application. */
  async function seed() {
    const listings: { id: string; title: string; dealerId: string }[] = [];
    for (const [model, colour] of [
      ['outback', '#2f6b3a'],
      ['ascent', '#28457a'],
    ] as const) {
      const created = await dealerApi.post('/api/listings', {
        make: 'subaru',
        model,
        year: 2021,
        price: 24_500,
        mileage: 20_000,
        locationCity: 'Boise',
        locationState: 'ID',
        imageIds: [await uploadPhoto(dealerApi, colour), await uploadPhoto(dealerApi, '#999999')],
      });
      expect(created.status).toBe(201);
      listings.push(created.body as { id: string; title: string; dealerId: string });
    }
    expect(
      (await buyerApi.put(`/api/saved-listings/${listings[0].id}`, { notes: 'Ask about tyres' }))
        .status,
    ).toBeLessThan(300);
    const review = await buyerApi.post(`/api/dealers/${listings[0].dealerId}/reviews`, {
      rating: 4,
      title: 'Straight dealing',
      text: 'Fair price and a clean car.',
    });
    expect(review.status).toBe(201);
    const applied = await harness.api.session().post('/api/dealer-applications', {
      businessName: 'Console Motors',
      contactPerson: 'Cora Console',
      email: uniqueEmail('console'),
      password: 'console-pass',
      confirmPassword: 'console-pass',
      phone: '(555) 010-7711',
      businessAddress: '1 Console Way',
      city: 'Omaha',
      state: 'NE',
      zipCode: '68102',
      dealershipType: 'used_car',
      yearsInBusiness: '3',
      inventorySize: '',
      websiteUrl: '',
    });
    expect(applied.status).toBe(201);
    const affiliate = await harness.api.session().post('/api/affiliate-applications', {
      firstName: 'Ava',
      lastName: 'Affiliate',
      email: uniqueEmail('affiliate'),
      experienceLevel: 'advanced',
      promotionMethods: ['Website or blog'],
      agreeToTerms: true,
    });
    expect(affiliate.status).toBe(201);
    // Revenue: the dealer buys a listing plan in the sandbox ($19.99); a visitor searches.
    const adminApi = harness.api.session();
    expect((await adminApi.signIn(account('admin').email, account('admin').password)).status).toBe(
      200,
    );
    const plan = await adminApi.post('/api/admin/listing-plans', {
      name: 'Console Featured',
      priceCents: 1999,
      featuredPlacement: true,
    });
    expect(plan.status).toBe(201);
    const checkout = await eventually(
      () =>
        dealerApi.post('/api/billing/checkout', {
          listingPlanId: plan.body.id,
          listingId: listings[1].id,
        }),
      (r) => r.status === 201,
    );
    expect(checkout.status).toBe(201);
    const paid = await dealerApi.post(`/api/billing/sandbox/${checkout.body.sessionId}/outcome`, {
      outcome: 'pay',
      cardNumber: '4242424242424242',
    });
    expect(paid.body).toMatchObject({ status: 'paid', amountCents: 1999 });
    expect((await harness.api.get('/api/search/listings?q=subaru')).status).toBe(200);
    return listings;
  }

  async function signIn(email: string, password: string) {
    const { page } = browser;
    await page.goto('/auth');
    await page.getByLabel('Email').first().fill(email);
    await page.getByLabel('Password', { exact: true }).first().fill(password);
    await page.getByRole('button', { name: 'Sign In' }).last().click();
  }

  async function open(tab: string) {
    const { page } = browser;
    await page.goto(tab === 'overview' ? '/admin' : `/admin/${tab}`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  }

  const toast = (text: string) => browser.page.getByText(text, { exact: true }).first().waitFor();
  const row = (text: string) => browser.page.getByRole('row').filter({ hasText: text }).first();

  it('opens every tab as an admin with data and performs one action on each tab it owns', async () => {
    const listings = await seed();
    const { page } = browser;
    await signIn(account('admin').email, account('admin').password);
    // SPEC §4: admins land on /admin after signing in.
    await page.waitForURL('**/admin');
    await page.getByText('Admin', { exact: true }).first().waitFor();

    // Every tab is reachable from the navigation and renders its panel (each its own chunk).
    for (const tab of TABS) {
      await open(tab);
      await page.locator('.admin-console__panel h2').first().waitFor();
    }

    // Overview: live counts, recent activity, system status.
    await open('overview');
    await page.getByText('Total Users').waitFor();
    await page.getByText('Recent Activity').waitFor();
    // Revenue this month, from billing's payment (through the analytics projection).
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Revenue this month (USD)' })
      .getByText(/^\$(?!0\.00)[\d,]+\.\d\d$/)
      .waitFor();
    await page
      .getByText('Every consumer group is up to date.')
      .or(page.getByText(/consumer groups? (is|are) behind/))
      .waitFor();
    await browser.screenshot('admin-overview');

    // Users: create one (the new user gets the reset link to choose a password).
    await open('users');
    const email = uniqueEmail('created');
    await page.getByRole('button', { name: 'Create User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create User' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('First name').fill('Cleo');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await toast('User created successfully');
    await row(email).waitFor();
    await harness.api.session().mailLink(email, /reset/i);
    await browser.screenshot('admin-users');

    // Dealers: Show Credentials (the login e-mail and last sign-in; never a password).
    await open('dealers');
    await row('Show Credentials').getByRole('button', { name: 'Show Credentials' }).first().click();
    await page.getByRole('dialog').getByText('Login email').waitFor();
    expect(await page.getByRole('dialog').textContent()).not.toMatch(/password:/i);
    await page.keyboard.press('Escape');

    // Applications: reject with a reason.
    await open('dealer-applications');
    await row('Console Motors').getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('dialog').getByLabel('Reason').fill('Licence number missing');
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await toast('Application rejected successfully');

    // Affiliates: approve the pending application (confirmed first); it gets its code.
    await open('affiliates');
    await row('Ava Affiliate').getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await toast('Affiliate approved successfully');
    await row('Ava Affiliate').getByText('Approved', { exact: true }).waitFor();
    await browser.screenshot('admin-affiliates');

    // Sales reps: search.
    await open('sales-reps');
    await page.getByLabel('Search sales representatives').fill('Riley');
    await row('Riley').waitFor();

    // Vehicles: feature a listing.
    await open('vehicles');
    await row(listings[0].title).getByRole('button', { name: 'Feature', exact: true }).click();
    await toast('Vehicle featured successfully');
    expect((await harness.api.get(`/api/listings/${listings[0].id}`)).body.isFeatured).toBe(true);

    // Images: remove one photo (confirmed first).
    await open('vehicle-images');
    await page.getByText('Primary').first().waitFor();
    const before = await page.locator('.image-grid__item').count();
    expect(before).toBeGreaterThanOrEqual(4);
    await page.locator('.image-grid__item').last().getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove Image' }).click();
    await toast('Image removed successfully');
    await eventually(
      () => page.locator('.image-grid__item').count(),
      (n) => n === before - 1,
    );

    // Reviews: approve the pending dealer review.
    await open('reviews');
    await row('Straight dealing').getByRole('button', { name: 'Approve' }).click();
    await toast('Review approved successfully');

    // Saved: the buyer's save, found by the buyer's e-mail.
    await open('saved-listings');
    await page.getByLabel('Search saved listings').fill(account('user').email);
    await row('Ask about tyres').waitFor();

    // Hero: a new title for the trucks page.
    await open('hero');
    const trucks = page.locator('.card').filter({ hasText: 'Trucks' }).first();
    await trucks.getByLabel(/^Title/).fill('Work Trucks for Sale');
    await trucks.getByRole('button', { name: 'Save Trucks' }).click();
    await toast('Hero section updated successfully');

    // Settings: the site settings.
    await open('settings');
    await page.getByLabel('Contact phone').fill('+1 (555) 010-0142');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast('Settings updated successfully');

    // Analytics: the projection counted the new listings; the audit log shows the actions above.
    await open('analytics');
    await page
      .getByText(/New listings: [1-9]/)
      .first()
      .waitFor();
    // Every series has its chart: sign-ups, leads (messages, inquiries, pre-approvals),
    // searches and revenue (money, per currency).
    for (const series of [
      /^Sign-ups: \d/,
      /^Leads: messages to sellers: \d/,
      /^Leads: contact inquiries: \d/,
      /^Leads: pre-approval applications: \d/,
      /^Searches: [1-9]/,
      /^Revenue \(payments less refunds\) \(USD\): \$(?!0\.00)[\d,]+\.\d\d$/,
    ])
      await page.locator('figcaption').filter({ hasText: series }).first().waitFor();
    expect(await page.locator('.admin-chart canvas').count()).toBeGreaterThanOrEqual(8);
    await page.getByLabel('Context').selectOption('listings.');
    await row('Listing').waitFor();
    await browser.screenshot('admin-analytics');
  });

  it('shows a non-admin the access-denied text on every /admin URL', async () => {
    const { page } = browser;
    await page.context().clearCookies();
    await signIn(account('dealer').email, account('dealer').password);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    for (const tab of ['', ...TABS, 'no-such-tab']) {
      await page.goto(`/admin${tab ? `/${tab}` : ''}`);
      await page.getByText(DENIED).waitFor();
      expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
    }
  });
});
