/**
 * The searches the benchmarks ask: what a visitor makes from the home page and the filter
 * sidebar (category, often a popular make and model, sometimes a price or year bound, a fuel
 * type, a state or a sort). Shared by search-bench.mjs (over HTTP) and search-model-bench.mjs
 * (the read model in process), so both measure the same mix.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const catalogue = JSON.parse(
  readFileSync(path.join(root, 'libs/listings/src/catalogue/catalogue-data.json'), 'utf8'),
).categories;

export const POPULAR_MAKES = {
  cars: [
    'toyota',
    'honda',
    'ford',
    'chevrolet',
    'nissan',
    'bmw',
    'tesla',
    'hyundai',
    'kia',
    'subaru',
  ],
  motorcycles: ['harley-davidson', 'honda', 'yamaha', 'kawasaki'],
  trucks: ['ford', 'chevrolet', 'ram', 'freightliner'],
};
export const STATES = ['TX', 'CA', 'FL', 'NY', 'IL', 'OH', 'GA', 'WA', 'CO', 'AZ'];

/** A seeded generator (xorshift), so two runs ask the same searches. */
export function seededRandom(seed) {
  let state = Number(seed) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/**
 * `realisticSearch(unique)` gives the query string of one search. `unique` draws price and
 * year bounds from wide ranges (every search different: the cold mix); otherwise they come
 * from the quick filters (the hot mix's 1,000 searches repeat).
 */
export function searchGenerator(random, { pageSize = '24' } = {}) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  return function realisticSearch(unique) {
    const category = random() < 0.8 ? 'cars' : pick(['motorcycles', 'trucks']);
    const params = new URLSearchParams({ category });
    if (pageSize) params.set('limit', pageSize);
    if (random() < 0.75) {
      const make = catalogue[category].find((m) => m.value === pick(POPULAR_MAKES[category]));
      if (make) {
        params.set('make', make.value);
        if (random() < 0.5 && make.models.length) params.set('model', pick(make.models).value);
      }
    }
    if (random() < 0.35)
      params.set(
        'priceMax',
        unique
          ? String(5000 + Math.floor(random() * 95_000))
          : pick(['10000', '25000', '50000', '100000']),
      );
    if (random() < 0.3)
      params.set(
        'yearMin',
        unique ? String(2000 + Math.floor(random() * 25)) : pick(['2005', '2010', '2015', '2020']),
      );
    if (random() < 0.15) params.set('fuelTypes', pick(['hybrid', 'electric', 'diesel']));
    if (random() < 0.15) params.set('location', pick(STATES));
    if (random() < 0.1)
      params.set('sort', pick(['price_asc', 'price_desc', 'mileage_asc', 'year_desc']));
    return params;
  };
}
