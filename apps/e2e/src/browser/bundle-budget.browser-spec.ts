import { brotliCompressSync, constants } from 'node:zlib';
import { chromiumAvailability, describeWhen } from '@market/platform/testing';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { startHarness, type Harness } from '../support/marketplace-harness.js';

/**
 * Brotli bytes of the JavaScript a first visit loads (the server sends the build's .br files).
 * Measured 58.1 KiB for / and 65.5 KiB for /listings once the SPA ran on Preact's compat
 * layer (React DOM, React and the router were 68.5 KiB of /'s 106.7 KiB; Preact and the
 * router are 20.3 KiB). The issue's goal for / is 80 KiB; these budgets keep ~4 KiB of room.
 */
const BUDGETS: Record<string, number> = { '/': 62 * 1024, '/listings': 70 * 1024 };

describeWhen(chromiumAvailability(), 'first-load JavaScript budget', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  /**
   * Every script a fresh browser (empty cache) downloads for the page until it has
   * rendered and the network is idle — the entry, its preloads and the lazy chunks the
   * route pulls in — each compressed with brotli as the server sends it.
   */
  async function firstLoadScripts(
    path: string,
  ): Promise<{ file: string; raw: number; brotli: number }[]> {
    const browser: BrowserSession = await openBrowser(harness.url);
    try {
      const scripts: Promise<{ file: string; raw: number; brotli: number }>[] = [];
      browser.page.on('response', (response) => {
        const type = response.request().resourceType();
        const url = new URL(response.url());
        if (type !== 'script' && !url.pathname.endsWith('.js')) return;
        scripts.push(
          response.body().then((body) => ({
            file: url.pathname,
            raw: body.length,
            brotli: brotliCompressSync(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
            }).length,
          })),
        );
      });
      // The page's own chunk is imported once the shell runs; on a busy machine that can come
      // after a quiet moment the 'networkidle' rule already counted as the end of the load.
      const pageChunk = browser.page.waitForResponse(
        (response) => /\/(HomePage|ListingsPage)-/.test(response.url()),
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

  it.each(['/', '/listings'])(
    '%s loads within its brotli budget, with zod, the portals and admin code left out',
    async (path) => {
      const budget = BUDGETS[path];
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
      expect(scripts.some((s) => /\/(HomePage|ListingsPage)-/.test(s.file))).toBe(true);
      expect(
        scripts.filter((s) => /(Admin|Dealer|SalesRep|Affiliate)[A-Za-z]*Page-/.test(s.file)),
      ).toEqual([]);
      // The route tables come schema-free (apps/web/build/lean-contracts.ts): no zod chunk.
      expect(scripts.filter((s) => /\/(contracts|Form|formSchemas)-/.test(s.file))).toEqual([]);
      expect(total).toBeLessThan(budget);
    },
  );
});
