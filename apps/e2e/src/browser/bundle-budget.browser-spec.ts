import { gzipSync } from 'node:zlib';
import { chromiumAvailability, describeWhen } from '@market/platform/testing';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { startHarness, type Harness } from '../support/marketplace-harness.js';

/** The budget for the JavaScript a first visit to the home and listings pages loads. */
const BUDGET_BYTES = 200 * 1024;

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
   * route pulls in — each gzipped as a server would send it.
   */
  async function firstLoadScripts(
    path: string,
  ): Promise<{ file: string; raw: number; gzip: number }[]> {
    const browser: BrowserSession = await openBrowser(harness.url);
    try {
      const scripts: Promise<{ file: string; raw: number; gzip: number }>[] = [];
      browser.page.on('response', (response) => {
        const type = response.request().resourceType();
        const url = new URL(response.url());
        if (type !== 'script' && !url.pathname.endsWith('.js')) return;
        scripts.push(
          response.body().then((body) => ({
            file: url.pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
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
      return (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
    } finally {
      await browser.close();
    }
  }

  it.each(['/', '/listings'])(
    '%s loads under 200 KB of gzipped JavaScript, with the portals and admin code left out',
    async (path) => {
      const scripts = await firstLoadScripts(path);
      const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      console.log(
        `First load of ${path}: ${kb(total)} gzipped JavaScript in ${scripts.length} files (budget ${kb(BUDGET_BYTES)})\n` +
          scripts
            .map((s) => `  ${kb(s.gzip).padStart(9)}  (${kb(s.raw)} raw)  ${s.file}`)
            .join('\n'),
      );
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.some((s) => /\/(HomePage|ListingsPage)-/.test(s.file))).toBe(true);
      expect(
        scripts.filter((s) => /(Admin|Dealer|SalesRep|Affiliate)[A-Za-z]*Page-/.test(s.file)),
      ).toEqual([]);
      expect(total).toBeLessThan(BUDGET_BYTES);
    },
  );
});
