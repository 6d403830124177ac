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

const seller = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;

/**
 * Issue 18's private seller and buyer journeys: My Listings with Mark sold, a buyer writing
 * to a private seller (signing in on the way and coming back to the form), the reply in the
 * message center with unread counts, and the comparison of vehicles.
 */
describeWhen(chromiumAvailability(), 'private sellers, messages and compare in the browser', () => {
  let harness: Harness;
  let browser: BrowserSession;
  let sellerApi: ApiClient;
  const buyer = { email: uniqueEmail('buyer'), password: 'buyer-pass-123' };

  beforeAll(async () => {
    harness = await startHarness();
    sellerApi = harness.api.session();
    expect((await sellerApi.signIn(seller.email, seller.password)).status).toBe(200);
    expect(
      (
        await harness.api.post('/api/auth/sign-up', {
          ...buyer,
          firstName: 'Bea',
          lastName: 'Buyer',
        })
      ).status,
    ).toBe(201);
    await harness.api.post('/api/auth/verify-email', {
      token: tokenOf(await harness.api.mailLink(buyer.email, /verify/i)),
    });
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

  async function listing(fields: Record<string, unknown>): Promise<{ id: string; title: string }> {
    const photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#1d4ed8' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await fetch(`${harness.url}/api/listing-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sellerApi.accessToken}` },
      body: form,
    });
    const imageIds = ((await uploaded.json()) as { items: { id: string }[] }).items.map(
      (i) => i.id,
    );
    const created = await sellerApi.post('/api/listings', {
      category: 'cars',
      mileage: 40_000,
      imageIds,
      ...fields,
    });
    expect(created.status).toBe(201);
    return created.body;
  }

  async function signInHere(email: string, password: string) {
    const form = browser.page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Sign In' }).click();
  }

  async function signIn(email: string, password: string) {
    await browser.page.goto('/auth');
    await signInHere(email, password);
    await browser.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  }

  async function signOut() {
    await browser.page.getByRole('button', { name: 'Sign Out' }).first().click();
    await browser.page.getByRole('link', { name: 'Sign In', exact: true }).first().waitFor();
  }

  const messagesLink = () =>
    browser.page
      .getByRole('navigation', { name: 'Marketplace' })
      .getByRole('link', { name: /^Messages/ });

  it('lets a private seller mark a listing sold from My Listings', async () => {
    const { page } = browser;
    const car = await listing({ make: 'mazda', model: 'cx-5', year: 2018, price: 17_900 });
    await signIn(seller.email, seller.password);
    await page
      .getByRole('navigation', { name: 'Marketplace' })
      .getByRole('link', { name: 'My Listings' })
      .click();
    await page.waitForURL('**/my-listings');
    await page.getByRole('heading', { name: 'My Listings', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: car.title });
    await row.getByRole('button', { name: `Mark ${car.title} as sold` }).click();
    await page.getByText('Vehicle status updated successfully').first().waitFor();
    expect(await row.getByLabel(`Status of ${car.title}`).inputValue()).toBe('sold');
    expect(await row.getByRole('button', { name: `Mark ${car.title} as sold` }).count()).toBe(0);
    const stored = (await harness.api.get(`/api/listings/${car.id}`)).body;
    expect(stored).toMatchObject({ status: 'sold' });
  });

  it('carries a buyer’s message to a private seller through sign-in, and the reply back, with unread counts', async () => {
    const { page } = browser;
    const car = await listing({ make: 'honda', model: 'civic', year: 2019, price: 15_500 });

    // Signed out: no e-mail or phone of the seller anywhere; Message seller asks to sign in first.
    await page.goto(`/cars/${car.id}`);
    await page.getByRole('heading', { level: 1, name: car.title }).waitFor();
    expect(await page.content()).not.toContain(seller.email);
    await page.getByRole('button', { name: 'Message seller' }).click();
    await page.waitForURL('**/auth?return=*');
    await signInHere(buyer.email, buyer.password);
    await page.waitForURL((url) => url.pathname === `/cars/${car.id}`);
    const dialog = page.getByRole('dialog', { name: 'Message Sam Seller' });
    await dialog
      .getByRole('textbox', { name: 'Message' })
      .fill('Hello! Is the Civic still for sale?');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent').first().waitFor();
    expect(new URL(page.url()).search).toBe('');
    await signOut();

    // The seller sees one unread message, reads it and answers in the thread.
    await signIn(seller.email, seller.password);
    expect(
      await eventually(
        async () => (await messagesLink().textContent()) ?? '',
        (text) => text.includes('1'),
        40_000,
      ),
    ).toContain('1 unread');
    await messagesLink().click();
    await page.getByRole('link', { name: /Bea Buyer/ }).click();
    const thread = () => page.getByRole('list', { name: 'Messages' });
    await thread().getByText('Hello! Is the Civic still for sale?').waitFor();
    await page.getByRole('heading', { name: 'Bea Buyer', level: 2 }).waitFor();
    expect(
      await eventually(
        async () => (await messagesLink().textContent()) ?? '',
        (text) => !/\d/.test(text),
      ),
    ).toBe('Messages');
    await page.getByLabel('Your reply').fill('Yes, it is. Come by on Saturday.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await thread().locator('.bubble--mine').getByText('Yes, it is. Come by on Saturday.').waitFor();
    await signOut();

    // The buyer gets the answer: a masked mail and the thread.
    const mails = (await harness.api.get(`/api/dev/mailbox?to=${encodeURIComponent(buyer.email)}`))
      .body.items as { subject: string; text: string }[];
    const note = mails.find((m) => m.subject.startsWith('New message from Sam Seller'));
    expect(note?.text).toContain('Yes, it is. Come by on Saturday.');
    expect(note?.text).not.toContain(seller.email);
    await signIn(buyer.email, buyer.password);
    expect(
      await eventually(
        async () => (await messagesLink().textContent()) ?? '',
        (text) => text.includes('1'),
      ),
    ).toContain('1 unread');
    await messagesLink().click();
    await page.getByRole('link', { name: /Sam Seller/ }).click();
    await thread()
      .locator('.bubble--theirs')
      .getByText('Yes, it is. Come by on Saturday.')
      .waitFor();
    await thread()
      .locator('.bubble--mine')
      .getByText('Hello! Is the Civic still for sale?')
      .waitFor();
  });

  it('compares vehicles side by side from the listings, kept in the URL', async () => {
    const { page } = browser;
    const first = await listing({ make: 'toyota', model: 'camry', year: 2020, price: 21_000 });
    const second = await listing({ make: 'ford', model: 'escape', year: 2021, price: 24_000 });
    await eventually(
      () => harness.api.get('/api/search/listings?limit=50'),
      (r) =>
        [first.id, second.id].every((id) => r.body.items?.some((i: { id: string }) => i.id === id)),
    );
    await page.goto('/listings?category=cars');
    for (const car of [first, second])
      await page.getByRole('button', { name: `Add to compare: ${car.title}` }).click();
    await page.getByRole('link', { name: 'Compare (2)' }).click();
    await page.waitForURL('**/compare?ids=*');
    const ids = new URL(page.url()).searchParams.get('ids')!.split(',');
    expect(ids.sort()).toEqual([first.id, second.id].sort());
    await page.getByRole('heading', { name: 'Compare Vehicles' }).waitFor();
    await page.getByRole('link', { name: first.title }).first().waitFor();
    await page.getByRole('link', { name: second.title }).first().waitFor();
    await page.getByRole('rowheader', { name: 'Est. payment' }).waitFor();
    await page.getByRole('cell', { name: '$21,000' }).waitFor();

    await page.getByRole('button', { name: `Remove ${first.title} from the comparison` }).click();
    await page.waitForURL((url) => url.searchParams.get('ids') === second.id);
    // The address alone opens the same comparison (a shared link).
    await page.goto(`/compare?ids=${first.id},${second.id}`);
    await page.getByRole('link', { name: first.title }).first().waitFor();
  });
});
