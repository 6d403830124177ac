#!/usr/bin/env node
/**
 * The search read model alone, in process: loads the searchable listings from a search
 * schema (as a replica does at start), then answers the benchmark's cold searches (every one
 * different) and prints the distribution of their cost, overall and by what they filter on.
 * No HTTP, no cards: what a search costs the model (npm run build first).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench1m node --expose-gc tools/bench/search-model-bench.mjs
 *
 * (`--expose-gc` lets it collect before it reports the memory the model keeps.)
 *
 * Options: SEARCHES (2000), ROUNDS (3: the figures are of the last round, once the JIT has
 * settled), RANDOM_SEED (11), PAGE_SIZE (24).
 */
import pg from 'pg';
import { searchListingsQuerySchema } from '@market/contracts';
import { MemoryListings } from '../../libs/search/dist/index/memory/memory-listings.js';
import { searchMemory } from '../../libs/search/dist/index/memory/memory-search.js';
import { PostgresListingFeed } from '../../libs/search/dist/index/postgres/postgres-listing-feed.js';
import { searchGenerator, seededRandom } from './realistic-searches.mjs';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL (a database seeded and indexed as in docs/performance.md).');
  process.exit(1);
}
const searches = Number(process.env.SEARCHES ?? 2000);
const rounds = Number(process.env.ROUNDS ?? 3);

// The feed reads through a TypeORM-like DataSource; a pg client with the search schema will do.
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
await client.query('SET search_path TO search');
const manager = { query: async (sql, params) => (await client.query(sql, params)).rows };
const db = {
  async transaction(isolation, work) {
    await client.query(`BEGIN ISOLATION LEVEL ${isolation}`);
    try {
      const result = await work(manager);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  },
};

let started = performance.now();
const listings = new MemoryListings();
listings.beginBulk();
await new PostgresListingFeed(db).load((documents) => {
  for (const document of documents) listings.put(document);
});
listings.compact();
await client.end();
const loadSeconds = (performance.now() - started) / 1000;
global.gc?.(); // node --expose-gc: the heap below is what the model keeps
const { heapUsed, arrayBuffers } = process.memoryUsage();
console.log(
  `  loaded ${listings.size.toLocaleString('en-US')} listings in ${loadSeconds.toFixed(1)} s, heap ${Math.round(heapUsed / 1048576)} MB + ${Math.round(arrayBuffers / 1048576)} MB of array buffers`,
);

const next = searchGenerator(seededRandom(process.env.RANDOM_SEED ?? 11), {
  pageSize: process.env.PAGE_SIZE ?? '24',
});
const asked = Array.from({ length: searches }, () => {
  const params = next(true);
  return { params, search: searchListingsQuerySchema.parse(Object.fromEntries(params)) };
});

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const line = (label, costs) => {
  const sorted = [...costs].sort((a, b) => a - b);
  const mean = costs.reduce((s, c) => s + c, 0) / costs.length;
  console.log(
    `  ${label.padEnd(28)} n ${String(costs.length).padStart(5)}  mean ${mean.toFixed(2).padStart(6)}  p50 ${percentile(sorted, 0.5).toFixed(2).padStart(6)}  p90 ${percentile(sorted, 0.9).toFixed(2).padStart(6)}  p99 ${percentile(sorted, 0.99).toFixed(2).padStart(6)}  max ${sorted[sorted.length - 1].toFixed(2).padStart(6)} ms`,
  );
};

let costs = [];
for (let round = 0; round < rounds; round++) {
  costs = asked.map(({ search }) => {
    const t = performance.now();
    searchMemory(listings, search, null);
    return performance.now() - t;
  });
}
console.log(`  cold searches, cost in the model (round ${rounds} of ${rounds}):`);
line('all', costs);
const groups = {
  'no make': ({ params }) => !params.has('make'),
  'make, no model': ({ params }) => params.has('make') && !params.has('model'),
  'make and model': ({ params }) => params.has('model'),
  'state (location)': ({ params }) => params.has('location'),
  'state, no make': ({ params }) => params.has('location') && !params.has('make'),
  'price or year bound': ({ params }) => params.has('priceMax') || params.has('yearMin'),
  'sorted (not newest)': ({ params }) => params.has('sort'),
};
for (const [label, test] of Object.entries(groups)) {
  const picked = costs.filter((_, i) => test(asked[i]));
  if (picked.length) line(label, picked);
}
const slowest = costs
  .map((cost, i) => ({ cost, query: asked[i].params.toString() }))
  .sort((a, b) => b.cost - a.cost)
  .slice(0, 8);
console.log('  slowest:');
for (const { cost, query } of slowest)
  console.log(`    ${cost.toFixed(2).padStart(6)} ms  ${query}`);
