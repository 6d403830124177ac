#!/usr/bin/env node
/**
 * How long the server takes to render the public pages with React (issue 22), as the edge
 * reports it in each answer's `Server-Timing: ssr;dur=…` header:
 *
 *   SSR_TIMEOUT_MS=10000 npm start             # a long limit, so slow renders are measured, not cut
 *   node tools/bench/ssr-bench.mjs             # in another; BASE_URL=http://localhost:3000
 *
 * Asks each page RUNS times (default 20, after WARMUP=3 unmeasured asks), one at a time, as
 * a signed-out visitor, and prints per page the median and p95 of the render (its passes:
 * renders until no part of the page asks for more data) and of the whole answer as the
 * client saw it, plus how many answers came without React's markup (time limit or error:
 * the page then keeps its server summary). With the default limit (150 ms) the same run
 * tells how often a page falls back. PAGES=/,/listings to choose the pages.
 *
 * Answers the edge kept (`Server-Timing: ssr-cache;desc="hit"` or `desc="stale"`,
 * SSR_CACHE_TTL_MS, SSR_CACHE_STALE_MS) count in "from cache" and carry React's markup
 * without a render; start the server with SSR_CACHE_TTL_MS=0 to measure every answer's render.
 */
const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const runs = Number(process.env.RUNS ?? 20);
const warmup = Number(process.env.WARMUP ?? 3);

async function firstId(path) {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) return null;
  const body = await response.json();
  return body.items?.[0] ?? null;
}

async function defaultPages() {
  const car = await firstId('/api/search/listings?category=cars&limit=1&facets=false');
  if (!car) throw new Error(`${base} has no listings: start it with its demo data (npm start)`);
  const dealer = await firstId('/api/dealers?limit=1');
  const rep = await firstId('/api/sales-reps?limit=1');
  const article = await firstId('/api/content/news?limit=1');
  return [
    '/',
    '/motorcycles',
    '/listings',
    '/listings?make=toyota',
    `/${car.category}/${car.id}`,
    dealer && `/dealers/${dealer.id}`,
    rep && `/sales-reps/${rep.id}`,
    '/news',
    article && `/news/${article.id}`,
    '/faq',
  ].filter(Boolean);
}

const quantile = (values, q) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

async function ask(path) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
  const html = await response.text();
  const total = performance.now() - started;
  const timing = /ssr;dur=([\d.]+);desc="passes (\d+)"/.exec(
    response.headers.get('server-timing') ?? '',
  );
  return {
    status: response.status,
    total,
    cached: /ssr-cache;desc="(hit|stale)"/.test(response.headers.get('server-timing') ?? ''),
    render: timing ? Number(timing[1]) : null,
    passes: timing ? Number(timing[2]) : null,
    bytes: html.length,
  };
}

const pages = process.env.PAGES ? process.env.PAGES.split(',') : await defaultPages();
const rows = [];
for (const path of pages) {
  for (let i = 0; i < warmup; i++) await ask(path);
  const answers = [];
  for (let i = 0; i < runs; i++) answers.push(await ask(path));
  const rendered = answers.filter((a) => a.render !== null);
  const cached = answers.filter((a) => a.cached).length;
  const renders = rendered.map((a) => a.render);
  const totals = answers.map((a) => a.total);
  rows.push({
    path,
    status: answers[0].status,
    passes: rendered[0]?.passes ?? '-',
    renderP50: quantile(renders, 0.5),
    renderP95: quantile(renders, 0.95),
    totalP50: quantile(totals, 0.5),
    totalP95: quantile(totals, 0.95),
    cached,
    fallbacks: answers.length - rendered.length - cached,
    kib: answers[0].bytes / 1024,
  });
}

const ms = (v) => (Number.isNaN(v) ? '-' : v.toFixed(0));
console.log(
  `${base}, ${runs} answers a page, one at a time (load average ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
console.log(
  '| page | status | passes | render p50 ms | render p95 ms | answer p50 ms | answer p95 ms | from cache | without React markup | HTML KiB |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.path} | ${r.status} | ${r.passes} | ${ms(r.renderP50)} | ${ms(r.renderP95)} | ${ms(r.totalP50)} | ${ms(r.totalP95)} | ${r.cached}/${runs} | ${r.fallbacks}/${runs} | ${r.kib.toFixed(1)} |`,
  );
