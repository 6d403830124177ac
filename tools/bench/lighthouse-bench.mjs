#!/usr/bin/env node
/**
 * Lighthouse against a running marketplace, as issue 22 measures the public pages:
 *
 *   npm start                                        # the embedded default with its demo data
 *   node tools/bench/lighthouse-bench.mjs            # in another; BASE_URL=http://localhost:3000
 *
 * Opens /, /listings and a vehicle page (the newest car) with Lighthouse (npm `lighthouse`,
 * a dev dependency) in Chromium (CHROME_PATH, default /usr/bin/chromium), RUNS times each
 * (default 3) on the mobile default (simulated slow 4G, 4× CPU slowdown) and the desktop
 * preset, and prints the median of each figure: performance and SEO scores, LCP, TBT, CLS.
 * Also prints the first-load JavaScript of / (brotli bytes as served, from the network
 * records). PAGES=/,/listings to choose pages; FORM_FACTORS=mobile for the phone runs only;
 * JSON=1 prints the raw medians as JSON.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const runs = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function vehiclePath() {
  const response = await fetch(`${base}/api/search/listings?category=cars&limit=1&facets=false`);
  const { items } = await response.json();
  if (!items?.length)
    throw new Error(`${base} has no listings: start it with its demo data (npm start) or seed it`);
  return `/${items[0].category}/${items[0].id}`;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(chrome, url, formFactor) {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
  };
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const { lhr } = await lighthouse(url, flags, config);
  if (lhr.runtimeError || lhr.categories.performance.score === null) {
    // A failed run (no paint recorded, a protocol timeout) is said and run again, never
    // counted as a score of 0 in the medians.
    process.stderr.write(
      `  ${formFactor} ${url}: run failed (${lhr.runtimeError?.code ?? 'no performance score'}), running it again\n`,
    );
    return null;
  }
  const audits = lhr.audits;
  const scripts = (audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  const documentItem = (audits['network-requests']?.details?.items ?? []).find(
    (item) => item.resourceType === 'Document',
  );
  const run = {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    scriptKiB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    documentKiB: (documentItem?.resourceSize ?? 0) / 1024,
    // Lighthouse's reading of this machine's speed at that moment: runs far apart do not compare.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
  // Each run on its own line: a page the edge answered without its server render (a render
  // over SSR_TIMEOUT_MS) shows as a smaller document, and explains an outlying run.
  process.stderr.write(
    `  ${formFactor} ${url}: perf ${run.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, HTML ${run.documentKiB.toFixed(1)} KiB, benchmark index ${run.benchmarkIndex}\n`,
  );
  return run;
}

const pages = process.env.PAGES
  ? process.env.PAGES.split(',')
  : ['/', '/listings', await vehiclePath()];
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows = [];
try {
  for (const formFactor of (process.env.FORM_FACTORS ?? 'mobile,desktop').split(',')) {
    for (const page of pages) {
      const results = [];
      let failures = 0;
      while (results.length < runs) {
        const run = await audit(chrome, base + page, formFactor);
        if (run) results.push(run);
        else if (++failures > runs) throw new Error(`${page}: Lighthouse failed ${failures} times`);
      }
      const pick = (key) => median(results.map((r) => r[key]));
      const row = {
        page: page.replace(/[0-9a-f-]{36}$/, ':id'),
        formFactor,
        performance: pick('performance'),
        seo: pick('seo'),
        lcpMs: Math.round(pick('lcpMs')),
        tbtMs: Math.round(pick('tbtMs')),
        cls: Number(pick('cls').toFixed(3)),
        scriptKiB: Number(pick('scriptKiB').toFixed(1)),
      };
      rows.push(row);
      process.stderr.write(
        `${row.formFactor} ${row.page}: perf ${row.performance}, SEO ${row.seo}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}, JS ${row.scriptKiB} KiB\n`,
      );
    }
  }
} finally {
  await chrome.kill();
}

if (process.env.JSON) {
  process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
} else {
  process.stdout.write(
    `\nmedian of ${runs} runs, ${base}\n\n| page | form factor | performance | SEO | LCP | TBT | CLS | JS transferred |\n|---|---|---|---|---|---|---|---|\n`,
  );
  for (const r of rows)
    process.stdout.write(
      `| ${r.page} | ${r.formFactor} | ${r.performance} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.tbtMs} ms | ${r.cls} | ${r.scriptKiB} KiB |\n`,
    );
}
