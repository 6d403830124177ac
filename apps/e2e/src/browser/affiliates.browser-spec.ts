import sharp from 'sharp';
import { chromiumAvailability, describeWhen, eventually } from '@market/platform/testing';
import { adminSession } from '../support/billing.js';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import {
  startHarness,
  uniqueEmail,
  type ApiClient,
  type Harness,
} from '../support/marketplace-harness.js';

const SUCCESS = "Application submitted successfully! We'll review and contact you within 24 hours.";

/**
 * The affiliate program in the browser (issue 20): the landing page leads to the application,
 * whose rules and texts are SPEC.md §5/§8's; an approved affiliate's link brings a visitor who
 * signs up and buys a premium listing in the sandbox checkout, and the commission (SPEC.md §9:
 * 25% of a premium listing) reaches the affiliate's dashboard.
 */
describeWhen(chromiumAvailability(), 'the affiliate program in the browser', () => {
  let harness: Harness;
  let affiliateBrowser: BrowserSession;
  let admin: ApiClient;
  const affiliate = { email: uniqueEmail('affiliate'), password: 'affiliate-pass-1' };
  let code = '';

  beforeAll(async () => {
    harness = await startHarness({ REQUIRE_EMAIL_VERIFICATION: 'false' });
    admin = await adminSession(harness);
    const signUp = await harness.api.post('/api/auth/sign-up', {
      ...affiliate,
      firstName: 'Alex',
      lastName: 'Linker',
    });
    expect(signUp.status).toBe(201);
    affiliateBrowser = await openBrowser(harness.url, { width: 1280, height: 900 });
  });
  afterAll(async () => {
    await affiliateBrowser?.close();
    await harness?.stop();
  });

  async function signIn(browser: BrowserSession, email: string, password: string) {
    const { page } = browser;
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  }

  it('leads from the landing page to the application, refuses it without the terms, sends it and starts the form afresh', async () => {
    const { page } = affiliateBrowser;
    await signIn(affiliateBrowser, affiliate.email, affiliate.password);
    // Not an affiliate yet: the dashboard offers the application.
    await page.goto('/affiliate-dashboard');
    await page.getByRole('heading', { name: 'Not an Affiliate Yet?' }).waitFor();
    await page.getByRole('link', { name: 'Apply Now' }).waitFor();

    await page.goto('/affiliate');
    await page.getByRole('heading', { name: 'Earn up to 10% commission' }).waitFor();
    expect(await page.locator('.affiliate-benefit').count()).toBe(4);
    await page.getByRole('link', { name: 'Join Now' }).first().click();
    await page.waitForURL('**/affiliate-application');

    const form = page.getByRole('form', { name: 'Affiliate application' });
    // The signed-in applicant's names and e-mail are filled in.
    expect(await form.getByLabel('First name').inputValue()).toBe('Alex');
    expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe(affiliate.email);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await form.getByText('Please agree to the terms and conditions').waitFor();
    await form.getByText('Please select your experience level').waitFor();
    await form.getByText('Please select at least one promotion method').waitFor();
    await form.getByRole('textbox', { name: /^Website/ }).fill('not a url');
    await form.getByLabel('Experience level').selectOption('intermediate');
    await form.getByLabel('Website or blog').check();
    await form.getByLabel('Social media').check();
    await form.getByLabel(/I agree to the/).check();
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await form.getByText(/Please enter a valid URL/).waitFor();
    await form.getByRole('textbox', { name: /^Website/ }).fill('https://alex-drives.example');
    await form.getByLabel('Company').fill('Alex Drives');
    await form.getByLabel('Expected referrals').selectOption('11-25');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText(SUCCESS).first().waitFor();
    // The form resets after success.
    expect(await form.getByRole('textbox', { name: /^Website/ }).inputValue()).toBe('');
    expect(await form.getByLabel(/I agree to the/).isChecked()).toBe(false);
    await affiliateBrowser.screenshot('affiliate-application-sent');

    // Stored for real: the admin sees it pending, approves it; the dashboard shows the code.
    const pending = await admin.get(
      `/api/admin/affiliates?q=${encodeURIComponent(affiliate.email)}`,
    );
    expect(pending.body.items).toHaveLength(1);
    expect(pending.body.items[0]).toMatchObject({
      status: 'pending',
      website: 'https://alex-drives.example',
      companyName: 'Alex Drives',
      experienceLevel: 'intermediate',
      promotionMethods: ['Website or blog', 'Social media'],
      expectedReferrals: '11-25',
    });
    const approved = await admin.post(`/api/admin/affiliates/${pending.body.items[0].id}/approve`);
    expect(approved.status).toBe(200);
    code = approved.body.affiliateCode as string;
    expect(code).toMatch(/^[A-Z0-9]+$/);

    await page.goto('/affiliate-dashboard');
    await page.getByRole('heading', { name: 'Affiliate Dashboard' }).waitFor();
    await page.getByText(code, { exact: true }).first().waitFor();
    expect(await page.getByLabel('Referral link').inputValue()).toBe(
      `${new URL(harness.url).origin}?ref=${code}`,
    );
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied!', { exact: true }).first().waitFor();
    await page.getByText('Referral link copied to clipboard').first().waitFor();
  });

  it('tracks a visit through the referral link, attributes the sign-up and pays 25% of a premium listing bought in the sandbox', async () => {
    expect(code).not.toBe('');
    const plan = await admin.post('/api/admin/listing-plans', {
      name: 'Spotlight 30',
      priceCents: 4000,
      featuredPlacement: true,
    });
    expect(plan.status).toBe(201);

    const visitor = await openBrowser(harness.url, { width: 390, height: 844 });
    try {
      const { page } = visitor;
      const tracked = page.waitForResponse(
        (r) => r.url().endsWith('/api/affiliates/track') && r.request().method() === 'POST',
      );
      await page.goto(`/?ref=${code}`);
      expect((await tracked).status()).toBe(200);
      // The code leaves the address bar; the 30-day cookie stays.
      await page.waitForURL((url) => !url.searchParams.has('ref'));
      const cookie = (await page.context().cookies()).find((c) => c.name === 'wb_ref');
      expect(cookie?.value.startsWith(`${code}.`)).toBe(true);
      expect(cookie?.httpOnly).toBe(true);

      const buyer = { email: uniqueEmail('referred'), password: 'referred-pass-1' };
      await page.goto('/auth?tab=sign-up');
      const signUp = page.getByRole('form', { name: 'Sign up' });
      await signUp.getByLabel('First name').fill('Rory');
      await signUp.getByLabel('Email').fill(buyer.email);
      await signUp.getByLabel('Password').fill(buyer.password);
      await signUp.getByRole('button', { name: 'Create Account' }).click();
      await page
        .getByText(/Account created!/)
        .first()
        .waitFor();
      await signIn(visitor, buyer.email, buyer.password);

      // The referred seller's listing, then its premium placement bought in the sandbox.
      const seller = harness.api.session();
      expect((await seller.signIn(buyer.email, buyer.password)).status).toBe(200);
      const listingId = await listingOf(seller);
      await eventually(
        () => seller.get(`/api/listings/${listingId}`),
        (r) => r.status === 200 && r.body?.canManage === true,
      );
      await page.goto(`/vehicle/${listingId}`);
      const offer = page.getByRole('form', { name: 'Premium placement' });
      await offer.getByText(/Spotlight 30/).click();
      await offer.getByRole('button', { name: 'Continue to payment' }).click();
      await page.waitForURL(/\/sandbox-checkout\/cs_sandbox_/);
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: /Pay \$40\.00/ }).click();
      await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    } finally {
      await visitor.close();
    }

    // The affiliate's dashboard: the sign-up and the premium listing's $10.00 commission.
    const { page } = affiliateBrowser;
    const mine = await affiliateApi();
    const referrals = await eventually(
      async () => (await mine.get('/api/my/affiliate/referrals')).body,
      (body) =>
        body?.items?.some(
          (r: { conversionType: string }) => r.conversionType === 'premium_listing',
        ),
      20_000,
    );
    expect(
      referrals.items.find(
        (r: { conversionType: string }) => r.conversionType === 'premium_listing',
      ),
    ).toMatchObject({ conversionValueCents: 4000, commissionCents: 1000 });
    await page.goto('/affiliate-dashboard');
    const premium = page.getByRole('row').filter({ hasText: 'Premium listing' });
    await premium.getByText('$40.00').waitFor();
    await premium.getByText('$10.00').waitFor();
    await page.getByRole('row').filter({ hasText: 'Sign-up' }).first().waitFor();
    const figures = page.getByRole('list', { name: 'Your figures' });
    await figures
      .getByRole('listitem')
      .filter({ hasText: 'Clicks' })
      .getByText('1', { exact: true })
      .waitFor();
    await figures
      .getByRole('listitem')
      .filter({ hasText: 'Referrals' })
      .getByText('1', { exact: true })
      .waitFor();
    await figures
      .getByRole('listitem')
      .filter({ hasText: 'Conversions' })
      .getByText('1', { exact: true })
      .waitFor();
    // SPEC.md §9: commissions wait out the refund window as pending.
    await figures
      .getByRole('listitem')
      .filter({ hasText: 'Pending' })
      .getByText('$10.00', { exact: true })
      .waitFor();
    await affiliateBrowser.screenshot('affiliate-dashboard-commission');
  });

  async function affiliateApi(): Promise<ApiClient> {
    const client = harness.api.session();
    expect((await client.signIn(affiliate.email, affiliate.password)).status).toBe(200);
    return client;
  }

  async function listingOf(seller: ApiClient): Promise<string> {
    const jpeg = await sharp({
      create: { width: 640, height: 400, channels: 3, background: '#7c2d12' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'a.jpg');
    const uploaded = await fetch(`${harness.url}/api/listing-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.accessToken}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const photos = ((await uploaded.json()) as { items: { id: string }[] }).items.map((p) => p.id);
    const created = await seller.post('/api/listings', {
      make: 'mazda',
      model: 'mx-5',
      year: 2020,
      price: 21_000,
      imageIds: photos,
    });
    expect(created.status).toBe(201);
    return created.body.id as string;
  }
});
