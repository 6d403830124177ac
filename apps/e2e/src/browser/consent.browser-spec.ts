import { createRepPlan, signUpPaidRep } from '../support/billing.js';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '@market/identity';
import { chromiumAvailability, describeWhen, eventually } from '@market/platform/testing';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import {
  startHarness,
  uniqueEmail,
  type ApiClient,
  type Harness,
} from '../support/marketplace-harness.js';

const dealer = DEMO_ACCOUNTS.find((a) => a.role === 'dealer')!;
const seller = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;
/** Screenshots to look at after a run, on a phone and on a wide screen. */
const SHOTS_DIR = process.env.CONSENT_SHOTS_DIR ?? '/tmp/shots-consent';
const WIDTHS = [390, 1440];
const FALLBACK = 'Exceptional vehicle with premium features and outstanding performance.';

/**
 * What buyers, sellers, dealers and reps see of each other: a dealer's whole inventory,
 * contact details only by consent, reps joining a dealership only with its consent, and the
 * vehicle and editor pages' rules (SPEC.md §6, §8, §9).
 */
describeWhen(chromiumAvailability(), 'consent and inventories in the browser', () => {
  let harness: Harness;
  let browser: BrowserSession;
  let dealerApi: ApiClient;
  let sellerApi: ApiClient;

  beforeAll(async () => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    harness = await startHarness();
    dealerApi = harness.api.session();
    expect((await dealerApi.signIn(dealer.email, dealer.password)).status).toBe(200);
    sellerApi = harness.api.session();
    expect((await sellerApi.signIn(seller.email, seller.password)).status).toBe(200);
    browser = await openBrowser(harness.url);
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.stop();
  });
  beforeEach(async () => {
    await browser.context.clearCookies();
    await browser.page.goto('/');
    await browser.page.evaluate(() =>
      (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear(),
    );
  });

  async function shoot(name: string, ready: () => Promise<unknown>, fullPage = true) {
    const { page } = browser;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await ready();
      await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage });
    }
    await page.setViewportSize({ width: 1280, height: 860 });
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

  async function listing(
    client: ApiClient,
    fields: Record<string, unknown>,
  ): Promise<{ id: string; title: string }> {
    const photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#44403c' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await fetch(`${harness.url}/api/listing-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.accessToken}` },
      body: form,
    });
    const imageIds = ((await uploaded.json()) as { items: { id: string }[] }).items.map(
      (i) => i.id,
    );
    const created = await client.post('/api/listings', {
      year: 2021,
      price: 38_500,
      mileage: 21_000,
      imageIds,
      ...fields,
    });
    expect(created.status).toBe(201);
    return created.body;
  }

  it("shows a trucks-only dealer's whole inventory, its vehicle page with Message seller, and a featured slide with both badges", async () => {
    const { page } = browser;
    const dealerId = (await dealerApi.get('/api/my/dealer')).body.id as string;
    // A truck without a description: no seller words are made up for it.
    const truck = await listing(dealerApi, {
      category: 'trucks',
      make: 'ford',
      model: 'f-150',
      locationCity: 'Tulsa',
      locationState: 'OK',
    });
    await eventually(
      () => harness.api.get(`/api/search/listings?dealerId=${dealerId}`),
      (r) => r.body.items?.some((i: { id: string }) => i.id === truck.id),
    );

    await page.goto(`/dealers/${dealerId}`);
    await page.getByRole('link', { name: 'View All Inventory' }).first().click();
    await page.waitForURL(
      (url) => url.pathname === '/listings' && url.searchParams.get('dealer_id') === dealerId,
    );
    await page.getByRole('heading', { level: 1, name: "Dana's Auto Gallery" }).waitFor();
    await page.getByText('Dealer inventory · All vehicles').waitFor();
    const results = page.getByRole('region', { name: 'Results' });
    await results.getByRole('article', { name: truck.title }).waitFor();
    expect(await page.getByText('No vehicles found').count()).toBe(0);
    await shoot('dealer-inventory', () =>
      results.getByRole('article', { name: truck.title }).waitFor(),
    );

    await results.getByRole('link', { name: truck.title }).click();
    await page.waitForURL(`**/trucks/${truck.id}`);
    await page.getByRole('heading', { level: 1, name: truck.title }).waitFor();
    await page.getByRole('button', { name: 'Message seller' }).waitFor();
    expect(await page.getByText(FALLBACK).count()).toBe(0);
    await page.getByRole('tab', { name: 'Description' }).click();
    await page.getByText('The seller has not written a description.').waitFor();
    await shoot('vehicle-dealer', () =>
      page.getByRole('button', { name: 'Message seller' }).waitFor(),
    );
    await page.getByRole('button', { name: 'Message seller' }).click();
    const dialog = page.getByRole('dialog', { name: /Send Message to Dana's Auto Gallery/ });
    expect(await dialog.getByLabel('Subject').inputValue()).toBe(`Inquiry about ${truck.title}`);
    await dialog.getByLabel('First name').fill('Bo');
    await dialog.getByLabel('Last name').fill('Buyer');
    await dialog.getByLabel('Email').fill('bo@example.com');
    await dialog.getByLabel('Message', { exact: true }).fill('Is it still available?');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent successfully!').first().waitFor();

    // Featured: a slide on /trucks with 'Featured' and 'Premium Listing', and SPEC §9's text.
    expect(
      (await dealerApi.patch(`/api/listings/${truck.id}/featured`, { isFeatured: true })).status,
    ).toBe(200);
    await eventually(
      () => harness.api.get('/api/search/featured?category=trucks'),
      (r) => r.body.items?.some((i: { id: string }) => i.id === truck.id),
    );
    await page.goto('/trucks');
    const slide = page.locator('.hero-slide__text', { hasText: truck.title });
    await slide.getByText('Premium Listing').waitFor();
    await slide.getByText('Featured', { exact: true }).waitFor();
    await slide.getByText(FALLBACK).waitFor();
    await shoot('featured-slide', () => slide.getByText('Premium Listing').waitFor(), false);
  });

  it("hides a private seller's contact details until they opt in; refuses someone else's listing in the editor; sends an unknown vehicle to /listings", async () => {
    const { page } = browser;
    const own = await listing(sellerApi, {
      category: 'cars',
      make: 'honda',
      model: 'civic',
      description: 'Garage kept.',
    });
    const dealers = await listing(dealerApi, { category: 'cars', make: 'toyota', model: 'camry' });

    await page.goto(`/cars/${own.id}`);
    const contact = page.getByRole('region', { name: 'Contact Seller' });
    // A visitor may message the seller (after signing in), never see their address or phone.
    await contact.getByRole('button', { name: 'Message seller' }).waitFor();
    expect(await contact.getByRole('link', { name: 'Email' }).count()).toBe(0);
    expect(await contact.locator('a[href^="tel:"], a[href^="mailto:"]').count()).toBe(0);
    await shoot('vehicle-private-seller', () =>
      contact.getByRole('button', { name: 'Message seller' }).waitFor(),
    );

    // Someone else's listing in the editor: refused on load, with the reason, and back to their page.
    await signIn(seller.email, seller.password);
    await page.goto(`/add-listing?edit=${dealers.id}`);
    await page.getByText('Failed to load listing data').first().waitFor();
    await page.getByText('You can only edit listings you manage.').first().waitFor();
    // Back to the seller's own listings.
    await page.waitForURL((url) => url.pathname === '/my-listings');
    await page.goto('/profile');

    // The seller opts in on the profile: their e-mail shows on their listing.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel(/Show my e-mail address and phone number to buyers/).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').first().waitFor();
    await page.getByText('Name, e-mail and phone').waitFor();
    await eventually(
      () => dealerApi.get(`/api/listings/${own.id}`),
      (r) => r.body.contact?.email === seller.email,
    );
    await signOut();

    await page.goto('/vehicle/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Vehicle not found' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/listings', { timeout: 6_000 });
  });

  it('lets a rep join a dealership only once the dealer accepts, and the dealer invite reps by e-mail', async () => {
    const { page } = browser;
    const email = uniqueEmail('rep');
    const password = 'rep-pass-123';
    await signUpPaidRep(harness, await createRepPlan(harness), {
      email,
      password,
      firstName: 'Quinn',
      lastName: 'Rep',
    });

    await signIn(email, password);
    await page.goto('/sales-rep-dashboard');
    const panel = page.getByRole('region', { name: 'Dealership' });
    await panel.getByText('You work independently.').waitFor();
    await panel
      .getByLabel('Ask to join a dealership')
      .selectOption({ label: "Dana's Auto Gallery" });
    await panel.getByRole('button', { name: 'Send request' }).click();
    await page
      .getByText('Request sent. The dealer will see it on their dashboard.')
      .first()
      .waitFor();
    await panel.getByText(/You asked to join/).waitFor();
    await panel.getByText('You work independently.').waitFor();
    await shoot('rep-dashboard-request', () => panel.getByText(/You asked to join/).waitFor());
    await harness.api.mailLink('dealer@wheelbase.test', /asks to join/);
    await signOut();

    await signIn(dealer.email, dealer.password);
    await page.goto('/dealer-dashboard');
    const reps = page.getByRole('region', { name: 'Sales reps' });
    const requests = reps.getByRole('list', { name: 'Requests to join' });
    await requests.getByText('Quinn Rep').waitFor();
    await reps.getByLabel('Invite a sales rep by e-mail').fill('not-an-address');
    await reps.getByRole('button', { name: 'Send invitation' }).click();
    await reps.getByText('Please enter a valid email address').waitFor();
    await reps.getByLabel('Invite a sales rep by e-mail').fill('casey.rep@example.com');
    await reps.getByRole('button', { name: 'Send invitation' }).click();
    await reps
      .getByRole('list', { name: 'Invitations sent' })
      .getByText('casey.rep@example.com')
      .waitFor();
    await shoot('dealer-dashboard-reps', () => requests.getByText('Quinn Rep').waitFor());
    await requests.getByRole('button', { name: 'Accept' }).click();
    await reps.getByRole('list', { name: 'Your sales reps' }).getByText('Quinn Rep').waitFor();
    await harness.api.mailLink('casey.rep@example.com', /invites you to join/);
    await signOut();

    await signIn(email, password);
    await page.goto('/sales-rep-dashboard');
    await panel.getByText("You represent Dana's Auto Gallery.").waitFor();
    await harness.api.mailLink(email, /accepted your request/);
  });
});
