import { brotliCompressSync, constants } from 'node:zlib';
import { DEMO_ACCOUNTS } from '@market/identity';
import { chromiumAvailability, describeWhen, eventually } from '@market/platform/testing';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { startHarness, type Harness } from '../support/marketplace-harness.js';
import { uploadTestPhoto } from '../support/test-photo.js';

/**
 * Brotli bytes of the JavaScript a first visit loads (the server sends the build's .br files).
 * Measured on Preact's compat layer (React DOM, React and the router were 68.5 KiB of /'s
 * 106.7 KiB; Preact and the router are 20.3 KiB): 58.1 KiB for / and 65.5 KiB for /listings.
 * The issue's goal for / is 80 KiB; these budgets keep ~4 KiB of room. A buyer's vehicle page
 * (`/cars/:id`, signed out; 61.8 KiB) loads no zod: the Promote card's plan forms and the contact,
 * report, pre-approval and trade-in dialogs load only when shown.
 */
const BUDGETS: Record<string, number> = {
  '/': 62 * 1024,
  '/listings': 70 * 1024,
  '/cars/:id': 66 * 1024,
};
const PAGE_CHUNK = /\/(HomePage|ListingsPage|VehicleDetailPage)-/;
const seller = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;
/** V8's eager-compilation hint, the first line of each chunk (apps/web/build/compile-hints.ts). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface FirstLoadScript {
  file: string;
  raw: number;
  brotli: number;
  compileHint: boolean;
}

describeWhen(chromiumAvailability(), 'first-load JavaScript budget', () => {
  let harness: Harness;
  let carPath: string;

  beforeAll(async () => {
    harness = await startHarness();
    // One listing for the vehicle page.
    const api = harness.api.session();
    expect((await api.signIn(seller.email, seller.password)).status).toBe(200);
    const created = await api.post('/api/listings', {
      make: 'subaru',
      model: 'outback',
      year: 2018,
      price: 19_500,
      mileage: 42_000,
      locationCity: 'Boise',
      locationState: 'ID',
      imageIds: [await uploadTestPhoto(harness, api.accessToken!)],
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    await eventually(
      async () => (await harness.api.get(`/api/listings/${id}`)).status,
      (status) => status === 200,
    );
    carPath = `/cars/${id}`;
  }, 120_000);
  afterAll(async () => {
    await harness?.stop();
  });

  /**
   * Every script a fresh browser (empty cache) downloads for the page until it has
   * rendered and the network is idle — the entry, its preloads and the lazy chunks the
   * route pulls in — each compressed with brotli as the server sends it.
   */
  async function firstLoadScripts(path: string): Promise<FirstLoadScript[]> {
    const browser: BrowserSession = await openBrowser(harness.url);
    try {
      const scripts: Promise<FirstLoadScript>[] = [];
      browser.page.on('response', (response) => {
        const type = response.request().resourceType();
        const url = new URL(response.url());
        if (type !== 'script' && !url.pathname.endsWith('.js')) return;
        scripts.push(
          response.body().then((body) => ({
            file: url.pathname,
            raw: body.length,
            compileHint: body.toString('utf8', 0, COMPILE_HINT.length) === COMPILE_HINT,
            brotli: brotliCompressSync(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
            }).length,
          })),
        );
      });
      // The page's own chunk is imported once the shell runs; on a busy machine that can come
      // after a quiet moment the 'networkidle' rule already counted as the end of the load.
      const pageChunk = browser.page.waitForResponse(
        (response) => PAGE_CHUNK.test(response.url()),
        { timeout: 60_000 },
      );
      await browser.page.goto(path, { waitUntil: 'networkidle' });
      await pageChunk.catch(() => undefined);
      await browser.page.waitForLoadState('networkidle');
      return (await Promise.all(scripts)).sort((a, b) => b.brotli - a.brotli);
    } finally {
      await browser.close();
    }
  }

  it.each(['/', '/listings', '/cars/:id'])(
    '%s loads within its brotli budget, with zod, the portals and admin code left out, each file marked for eager compilation',
    async (page) => {
      const budget = BUDGETS[page];
      const path = page === '/cars/:id' ? carPath : page;
      const scripts = await firstLoadScripts(path);
      const total = scripts.reduce((sum, script) => sum + script.brotli, 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
      console.log(
        `First load of ${path}: ${kb(total)} brotli JavaScript in ${scripts.length} files (budget ${kb(budget)})\n` +
          scripts
            .map((s) => `  ${kb(s.brotli).padStart(9)}  (${kb(s.raw)} raw)  ${s.file}`)
            .join('\n'),
      );
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.some((s) => PAGE_CHUNK.test(s.file))).toBe(true);
      expect(
        scripts.filter((s) => /(Admin|Dealer|SalesRep|Affiliate)[A-Za-z]*Page-/.test(s.file)),
      ).toEqual([]);
      // The route tables come schema-free (apps/web/build/lean-contracts.ts): no zod chunk.
      expect(scripts.filter((s) => /\/(contracts|Form|formSchemas)-/.test(s.file))).toEqual([]);
      expect(total).toBeLessThan(budget);
      // Compiled off the main thread while they stream in, not during hydration.
      expect(scripts.filter((s) => !s.compileHint).map((s) => s.file)).toEqual([]);
    },
  );
});
