import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '@market/identity';
import { chromiumAvailability, describeWhen } from '@market/platform/testing';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { startHarness, type Harness } from '../support/marketplace-harness.js';

const dealer = DEMO_ACCOUNTS.find((a) => a.role === 'dealer')!;
const VIN = '1HGCM82633A004352';

/** A JPEG of the given size in one colour, so each photo is easy to tell apart. */
async function photo(
  dir: string,
  name: string,
  width: number,
  height: number,
  rgb: [number, number, number],
) {
  const file = path.join(dir, name);
  await sharp({
    create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  })
    .jpeg({ quality: 80 })
    .toFile(file);
  return file;
}

describeWhen(chromiumAvailability(), 'listing journeys in the browser', () => {
  let harness: Harness;
  let browser: BrowserSession;
  let photoDir: string;
  let landscape: string;
  let portrait: string;

  beforeAll(async () => {
    photoDir = mkdtempSync(path.join(os.tmpdir(), 'listing-photos-'));
    landscape = await photo(photoDir, 'landscape.jpg', 1200, 800, [30, 80, 200]);
    portrait = await photo(photoDir, 'portrait.jpg', 600, 900, [220, 120, 30]);
    harness = await startHarness();
    browser = await openBrowser(harness.url);
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.stop();
    if (photoDir) rmSync(photoDir, { recursive: true, force: true });
  });

  /** Ids of the photo tiles in their on-screen order. */
  const tileIds = () =>
    browser.page
      .locator('[data-image-id]')
      .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-image-id')));

  it('decodes a VIN, uploads, rotates and reorders photos, publishes, saves and finds it in saved listings', async () => {
    const { page } = browser;
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(dealer.email);
    await form.getByLabel('Password').fill(dealer.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

    await page.goto('/add-listing');
    await page.getByRole('heading', { name: 'Add New Listing' }).waitFor();
    const decode = page.getByRole('button', { name: 'Decode VIN' });
    await page.getByLabel('VIN', { exact: true }).fill(VIN.slice(0, 16).toLowerCase());
    expect(await decode.isDisabled()).toBe(true);
    await page.getByLabel('VIN', { exact: true }).fill(VIN.toLowerCase());
    expect(await page.getByLabel('VIN', { exact: true }).inputValue()).toBe(VIN);
    await decode.click();
    await page.getByText('VIN Decoded Successfully').first().waitFor();
    const decoded = (await harness.api.post('/api/vin/decode', { vin: VIN })).body;
    const expectedTitle = `${decoded.year} ${decoded.makeLabel} ${decoded.modelLabel}`;
    expect(await page.getByLabel('Year').inputValue()).toBe(String(decoded.year));
    expect(await page.getByLabel('Make').inputValue()).toBe(decoded.make);

    await page.getByLabel('Price (USD)').fill('6495.50');
    await page.getByLabel('Mileage').fill('142500');
    await page.getByLabel('City').fill('Austin');

    await page.locator('input[type="file"]').setInputFiles([landscape, portrait]);
    await page.getByText('2 image(s) uploaded successfully').first().waitFor();
    await page.getByText('1 · Primary').waitFor();
    const [first, second] = await tileIds();
    expect(first && second).toBeTruthy();

    await page.getByRole('button', { name: 'Rotate photo 1 by 90 degrees' }).click();
    await page.getByText('Image rotated successfully').first().waitFor();
    await page.getByRole('button', { name: 'Move photo 2 left' }).click();
    expect(await tileIds()).toEqual([second, first]);
    await browser.screenshot('add-listing');

    await page.getByRole('button', { name: 'Publish Listing' }).click();
    await page.getByText('Your listing has been created successfully.').first().waitFor();
    await page.waitForURL(/\/cars\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: expectedTitle }).waitFor();
    expect(await page.getByRole('button', { name: /^Show photo \d of 2$/ }).count()).toBe(2);
    await page.getByText('$6,496').first().waitFor();
    await page.getByText('142,500 miles').first().waitFor();

    // The order and the rotation reached the server: the portrait leads, the landscape now stands upright.
    const listingId = page.url().split('/').pop()!;
    const stored = (await harness.api.get(`/api/listings/${listingId}`)).body;
    expect(stored.images.map((i: { id: string }) => i.id)).toEqual([second, first]);
    expect(stored.images[1].height).toBeGreaterThan(stored.images[1].width);

    await page.getByRole('button', { name: /Open photo 1 of 2/ }).click();
    const viewer = page.getByRole('dialog', { name: `Photos of ${expectedTitle}` });
    await viewer.getByText('1 / 2').waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.getByText('2 / 2').waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await browser.screenshot('vehicle-detail');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();

    await page.goto('/saved-listings');
    await page.getByRole('heading', { name: 'Saved Listings' }).waitFor();
    const card = page.getByRole('article', { name: expectedTitle });
    await card.waitFor();
    await card.getByText('$6,496').waitFor();
    await browser.screenshot('saved-listings');
  });
});
