#!/usr/bin/env node
/* global window -- the callbacks passed to page.evaluate run in the browser */
/**
 * How long a server-rendered public page keeps the main thread while the SPA adopts its
 * markup (issue 22's TBT), measured in Chromium itself rather than in Lighthouse's simulation:
 *
 *   npm start                                        # the embedded default with its demo data
 *   node tools/bench/hydration-bench.mjs             # in another; BASE_URL=http://localhost:3000
 *
 * Opens /, /listings and a vehicle page at 390 px with the CPU slowed down RATE times (default
 * 4, as Lighthouse's phone), RUNS times each (default 5), and prints the medians of:
 * - the first pass of hydration (the `hydration: first pass` measure of lib/HydrateLater.tsx),
 * - when the parts left for later were all adopted (the `hydration: later parts adopted` mark,
 *   from navigation start),
 * - the longest task and the blocking time (each task's time over 50 ms, summed) that the
 *   browser's long-task observer saw from the first paint to five seconds after it.
 */
import { chromium } from 'playwright-core';

const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const runs = Number(process.env.RUNS ?? 5);
const rate = Number(process.env.RATE ?? 4);

async function vehiclePath() {
  const response = await fetch(`${base}/api/search/listings?category=cars&limit=1&facets=false`);
  const { items } = await response.json();
  if (!items?.length) throw new Error(`${base} has no listings: start it with its demo data`);
  return `/${items[0].category}/${items[0].id}`;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const pages = process.env.PAGES
  ? process.env.PAGES.split(',')
  : ['/', '/listings', await vehiclePath()];
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const rows = [];
  for (const path of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.addInitScript(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            window.__longTasks.push([entry.startTime, entry.duration]);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(base + path, { waitUntil: 'load' });
      await page.waitForTimeout(5000);
      results.push(
        await page.evaluate(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          const tasks = window.__longTasks.filter(
            ([start]) => start >= paint && start < paint + 5000,
          );
          return {
            firstPassMs: performance.getEntriesByName('hydration: first pass')[0]?.duration ?? NaN,
            laterPartsAtMs:
              performance.getEntriesByName('hydration: later parts adopted')[0]?.startTime ?? NaN,
            longestTaskMs: Math.max(0, ...tasks.map(([, duration]) => duration)),
            blockingMs: tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
          };
        }),
      );
      await page.close();
    }
    const pick = (key) => Math.round(median(results.map((r) => r[key])));
    const row = {
      page: path.replace(/[0-9a-f-]{36}$/, ':id'),
      firstPassMs: pick('firstPassMs'),
      laterPartsAtMs: pick('laterPartsAtMs'),
      longestTaskMs: pick('longestTaskMs'),
      blockingMs: pick('blockingMs'),
    };
    rows.push(row);
    process.stderr.write(
      `${row.page}: ${JSON.stringify(results.map((r) => Math.round(r.blockingMs)))}\n`,
    );
  }
  process.stdout.write(
    `\nmedian of ${runs} runs at 390 px, CPU ÷${rate}, ${base}\n\n| page | hydration first pass | later parts adopted at | longest task | blocking time |\n|---|---|---|---|---|\n`,
  );
  for (const r of rows)
    process.stdout.write(
      `| ${r.page} | ${r.firstPassMs} ms | ${r.laterPartsAtMs} ms | ${r.longestTaskMs} ms | ${r.blockingMs} ms |\n`,
    );
} finally {
  await browser.close();
}
