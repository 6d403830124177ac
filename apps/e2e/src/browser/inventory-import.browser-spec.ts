import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '@market/identity';
import { chromiumAvailability, describeWhen, eventually } from '@market/platform/testing';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { startHarness, type Harness } from '../support/marketplace-harness.js';

const dealer = DEMO_ACCOUNTS.find((a) => a.role === 'dealer')!;
const ROWS = 4000;
const CITY = 'Importville';

/** An inventory of ROWS good vehicles, plus one malformed row and one duplicate stock number. */
function inventoryCsv(): string {
  const lines = ['stock_number,year,make,model,price,mileage,city,state'];
  for (let i = 0; i < ROWS; i += 1)
    lines.push(
      `U${String(i).padStart(5, '0')},${2010 + (i % 15)},Toyota,Camry,${12000 + i},${20000 + i},${CITY},TX`,
    );
  lines.push('BAD1,twenty,Toyota,Camry,12000,1000,Austin,TX');
  lines.push('U00007,2020,Honda,Civic,15000,1000,Austin,TX');
  return `${lines.join('\n')}\n`;
}

describeWhen(chromiumAvailability(), 'inventory import in the browser', () => {
  let harness: Harness;
  let browser: BrowserSession;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'inventory-import-'));
    writeFileSync(path.join(dir, 'inventory.csv'), inventoryCsv());
    harness = await startHarness();
    browser = await openBrowser(harness.url);
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('checks the file, shows the per-row errors before anything is written, then imports with a progress bar', async () => {
    const { page } = browser;
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(dealer.email);
    await form.getByLabel('Password').fill(dealer.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

    await page.goto('/import-listings');
    await page.getByRole('heading', { name: 'Import Listings' }).waitFor();
    expect(await page.getByRole('link', { name: 'Download template' }).getAttribute('href')).toBe(
      '/api/listing-imports/template.csv',
    );
    await page.getByLabel('Inventory file (CSV)').setInputFiles(path.join(dir, 'inventory.csv'));
    await page.getByRole('button', { name: 'Check file' }).click();

    await page.getByRole('heading', { name: '2. Check and confirm' }).waitFor();
    const preview = page.getByRole('definition').first();
    expect(await preview.textContent()).toBe(ROWS.toLocaleString('en-US'));
    await page.getByRole('heading', { name: '2 rows will be skipped' }).waitFor();
    const errors = page.locator('.import-errors tbody tr');
    expect(await errors.allTextContents()).toEqual([
      `${ROWS + 2}yearYear must be a number`,
      `${ROWS + 3}stock_numberDuplicate stock number U00007: also on row 9`,
    ]);
    // Nothing is written before the commit.
    expect(
      (await harness.api.get(`/api/search/listings?location=${CITY}&facets=false`)).body.total,
    ).toBe(0);
    await browser.screenshot('inventory-import-preview');

    await page
      .getByRole('button', { name: `Import ${ROWS.toLocaleString('en-US')} vehicles` })
      .click();
    await page.getByRole('heading', { name: 'Importing…' }).waitFor();
    const bar = page.locator('progress#import-job-progress');
    await bar.waitFor();
    expect(Number(await bar.getAttribute('max'))).toBe(100);
    await browser.screenshot('inventory-import-progress');

    await page.getByText('Your inventory is up to date').waitFor({ timeout: 60_000 });
    const done = page.getByRole('definition');
    expect(await done.first().textContent()).toBe(ROWS.toLocaleString('en-US'));
    await browser.screenshot('inventory-import-done');
    const searchable = await eventually(
      async () =>
        (await harness.api.get(`/api/search/listings?location=${CITY}&facets=false&limit=1`)).body
          .total as number,
      (total) => total === ROWS,
      30_000,
    );
    expect(searchable).toBe(ROWS);
    await page.getByRole('link', { name: 'View inventory' }).click();
    await page.waitForURL('**/dealer-listings');
  });

  it('reports an imported listing from its vehicle page, signed out', async () => {
    const found = await harness.api.get(
      `/api/search/listings?location=${CITY}&facets=false&limit=1`,
    );
    const listingId = found.body.items[0].id as string;
    const visitor = await openBrowser(harness.url);
    try {
      const { page } = visitor;
      await page.goto(`/vehicle/${listingId}`);
      await page.getByRole('button', { name: 'Report this listing' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report this listing' });
      await dialog.getByLabel('Something else').check();
      await dialog.getByRole('button', { name: 'Send Report' }).click();
      await dialog.getByText('Please tell us what is wrong with this listing.').waitFor();
      await dialog.getByLabel('Details').fill('The photos show a different car.');
      await dialog.getByRole('button', { name: 'Send Report' }).click();
      await page
        .getByText('Thank you. Our team will review this listing within 24 hours.')
        .waitFor();
      await visitor.screenshot('listing-report-sent');
    } finally {
      await visitor.close();
    }
  });
});
