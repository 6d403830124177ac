#!/usr/bin/env node
/**
 * The high-traffic path under load, in one run, against a running marketplace (seeded with
 * tools/seed/seed-listings.mjs and indexed with tools/search/search-index.mjs rebuild):
 *
 *   RATE_LIMIT_PER_MINUTE=100000000 npm start      # the limiter would otherwise answer 429s
 *   DATABASE_URL=postgres://... node tools/bench/search-bench.mjs
 *
 * Mixes, each for DURATION seconds with CONNECTIONS connections (autocannon):
 *   bare      a bare Fastify server answering a small JSON (the ceiling of this machine)
 *   seed-read SPEC.md §7's read path: ILIKE '%…%' contains-match on the unindexed listings table
 *   home      featured listings of a category
 *   detail    a vehicle page (GET /api/listings/:id)
 *   hot       filtered search with facets, a Zipf-like mix over 1,000 realistic searches, in
 *             steady state: each of them is asked once before the clock starts (WARMUP=false
 *             measures from cold caches instead)
 *   cold      filtered search with facets, every request a different search
 * Prints requests/s, p50 and p99 per mix and the ratio to the bare server.
 * Options: BASE_URL, DURATION (10), CONNECTIONS (32), MIXES (comma list), RANDOM_SEED,
 * PAGE_SIZE (24: what the SPA's /listings asks for with its facets; '' sends none, the API's 50).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { POPULAR_MAKES, searchGenerator, seededRandom, STATES } from './realistic-searches.mjs';

const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 32);
/** The page the SPA's /listings asks for first (24 cards with facets); PAGE_SIZE=50 is the API's default. */
const pageSize = process.env.PAGE_SIZE ?? '24';
const mixes = (process.env.MIXES ?? 'bare,seed-read,home,detail,hot,cold').split(',');

if (process.argv[2] === '--serve') {
  // Child process: the reference servers, so they do not share an event loop with the load.
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  app.get('/bare', async () => ({ ok: true, service: 'bare', items: [1, 2, 3] }));
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 8 });
    app.get('/seed-read', async (request) => {
      const { make = '', location = '' } = request.query;
      const { rows } = await pool.query(
        `SELECT l.*, (SELECT json_agg(i) FROM listings.vehicle_images i WHERE i.listing_id = l.id) AS images
         FROM listings.vehicle_listings l
         WHERE l.status = 'active' AND NOT l.is_sold AND l.make ILIKE $1 AND (l.location_city ILIKE $2 OR l.location_state ILIKE $2 OR l.location_zip ILIKE $2)
         ORDER BY l.created_at DESC LIMIT 50`,
        [`%${make}%`, `%${location}%`],
      );
      return rows;
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send(app.server.address().port);
} else {
  await main();
}

async function main() {
  const random = seededRandom(process.env.RANDOM_SEED ?? 7);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const nextSearch = searchGenerator(random, { pageSize });
  const realisticSearch = (unique) => `/api/search/listings?${nextSearch(unique)}`;
  const hotSet = Array.from({ length: 1000 }, () => realisticSearch(false));
  /** Zipf-like: the r-th most common search comes up about 1/r as often as the first. */
  const harmonic = hotSet.reduce((sum, _, i) => sum + 1 / (i + 1), 0);
  const zipf = () => {
    let r = random() * harmonic;
    for (let i = 0; i < hotSet.length; i++) if ((r -= 1 / (i + 1)) < 0) return hotSet[i];
    return hotSet[hotSet.length - 1];
  };

  const sample = await (
    await fetch(`${base}/api/search/listings?category=cars&limit=100&facets=false`)
  ).json();
  const ids = sample.items.map((item) => item.id);
  if (ids.length === 0) throw new Error('No listings found: seed and rebuild the index first.');

  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    env: process.env,
    stdio: 'inherit',
  });
  const refPort = await new Promise((resolve) => child.once('message', resolve));
  const ref = `http://127.0.0.1:${refPort}`;

  const runs = {
    bare: { url: `${ref}/bare`, path: () => '/bare' },
    'seed-read': process.env.DATABASE_URL
      ? {
          url: ref,
          path: () => `/seed-read?make=${pick(POPULAR_MAKES.cars)}&location=${pick(STATES)}`,
        }
      : null,
    home: {
      url: base,
      path: () =>
        `/api/search/featured?category=${pick(['cars', 'cars', 'motorcycles', 'trucks'])}`,
    },
    detail: { url: base, path: () => `/api/listings/${pick(ids)}` },
    hot: { url: base, path: zipf },
    cold: { url: base, path: () => realisticSearch(true) },
  };

  const results = [];
  for (const name of mixes) {
    const run = runs[name];
    if (!run) {
      console.log(`  ${name}: skipped${name === 'seed-read' ? ' (set DATABASE_URL)' : ''}`);
      continue;
    }
    if (name === 'hot' && process.env.WARMUP !== 'false') {
      // Real traffic repeats: the mix is measured once its searches have been asked before.
      for (let i = 0; i < hotSet.length; i += 8) {
        await Promise.all(
          hotSet.slice(i, i + 8).map((search) => fetch(base + search).then((r) => r.arrayBuffer())),
        );
      }
    }
    const result = await autocannon({
      url: run.url,
      connections: name === 'seed-read' ? 8 : connections,
      duration,
      requests: [{ setupRequest: (request) => ({ ...request, path: run.path() }) }],
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    results.push({
      name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors,
    });
    console.log(
      `  ${name.padEnd(9)} ${Math.round(result.requests.average).toLocaleString('en-US').padStart(8)} req/s  p50 ${String(result.latency.p50).padStart(5)} ms  p99 ${String(result.latency.p99).padStart(5)} ms${errors ? `  (${errors} errors/non-2xx)` : ''}`,
    );
  }
  child.kill();

  const bare = results.find((r) => r.name === 'bare');
  console.log(`\n| mix | requests/s | p50 ms | p99 ms | vs bare |\n|---|---|---|---|---|`);
  for (const r of results) {
    const ratio = bare ? `${((r.rps / bare.rps) * 100).toFixed(1)}%` : '';
    console.log(
      `| ${r.name} | ${Math.round(r.rps).toLocaleString('en-US')} | ${r.p50} | ${r.p99} | ${ratio} |`,
    );
  }
}
