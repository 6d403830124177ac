import {
  CONDITIONS,
  FUEL_TYPES,
  type ListingDocument,
  savedSearchQuerySchema,
  TRANSMISSIONS,
} from '@market/contracts';
import { type GeoPoint, matchesSearch, milesBetween } from './alert-matcher.js';

/** A small seeded generator (mulberry32): every run sees the same "random" cases, a failure names its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)];
  const chance = (p: number) => next() < p;
  const some = <T>(items: readonly T[]): T[] => items.filter(() => chance(0.4));
  return { int, pick, chance, some };
}
type Random = ReturnType<typeof random>;

const CATEGORIES = ['cars', 'motorcycles', 'trucks'] as const;
const MAKES: Record<string, string[]> = {
  toyota: ['camry', 'corolla'],
  honda: ['civic', 'accord'],
  ford: ['f150', 'ranger'],
};
const PLACES = [
  { city: 'Austin', state: 'TX', zip: '78701' },
  { city: 'Round Rock', state: 'TX', zip: '78664' },
  { city: 'Dallas', state: 'TX', zip: '75201' },
  { city: 'Portland', state: 'OR', zip: '97201' },
  { city: 'Portland', state: 'ME', zip: '04101' },
];
/** Fixed ZIP centres, so the radius rule is tested without the ZIP package's data. */
const CENTRES: Record<string, GeoPoint> = {
  '78701': { lat: 30.27, lon: -97.74 },
  '78664': { lat: 30.51, lon: -97.68 },
  '75201': { lat: 32.79, lon: -96.8 },
  '97201': { lat: 45.51, lon: -122.69 },
  '04101': { lat: 43.66, lon: -70.26 },
};
const zipLookup = (zip: string) => CENTRES[zip] ?? null;
const WORDS = ['clean', 'title', 'sunroof', 'tow', 'package', 'leather', 'one', 'owner'];
const DEALERS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];

function randomListing(r: Random, n: number): ListingDocument {
  const make = r.pick(Object.keys(MAKES));
  const model = r.pick(MAKES[make]);
  const place = r.pick(PLACES);
  const year = r.int(2000, 2025);
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId: DEALERS[0],
    dealerId: r.chance(0.5) ? r.pick(DEALERS) : null,
    salesRepId: r.chance(0.2) ? r.pick(DEALERS) : null,
    category: r.pick(CATEGORIES),
    title: `${year} ${make} ${model}`,
    make,
    makeLabel: make[0].toUpperCase() + make.slice(1),
    model,
    modelLabel: model.toUpperCase(),
    year,
    price: r.int(1, 120) * 500,
    mileage: r.chance(0.1) ? null : r.int(0, 200) * 1000,
    condition: r.pick(CONDITIONS),
    transmission: r.pick(TRANSMISSIONS),
    fuelType: r.pick(FUEL_TYPES),
    exteriorColor: null,
    features: r.some(WORDS),
    description: r.chance(0.5) ? r.some(WORDS).join(' ') : null,
    locationCity: place.city,
    locationState: place.state,
    locationZip: r.chance(0.9) ? place.zip : null,
    status: r.chance(0.85) ? 'active' : r.pick(['sold', 'pending', 'inactive'] as const),
    isSold: r.chance(0.05),
    isFeatured: r.chance(0.3),
    sellerActive: r.chance(0.1) ? false : r.chance(0.5) ? true : undefined,
    primaryImageUrl: null,
    imageCount: 1,
    viewsCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    revision: 1,
  };
}

/** A /listings query string as the page writes it (or a user edits it): any mix of filters. */
function randomSearch(r: Random): string {
  const params = new URLSearchParams();
  const dealerInventory = r.chance(0.1);
  if (dealerInventory) params.set('dealer_id', r.pick(DEALERS));
  if (r.chance(0.8)) params.set('category', r.pick(CATEGORIES));
  if (r.chance(0.4)) {
    const make = r.pick(Object.keys(MAKES));
    params.set('make', r.chance(0.2) ? make.toUpperCase() : make);
    if (r.chance(0.5)) params.set('model', r.pick(MAKES[make]));
  } else if (r.chance(0.05)) params.set('make', 'any');
  if (r.chance(0.3)) params.set('priceMin', String(r.int(0, 60) * 500));
  if (r.chance(0.3)) params.set('priceMax', String(r.int(60, 130) * 500));
  if (r.chance(0.3)) params.set('yearMin', String(r.int(2000, 2012)));
  if (r.chance(0.2)) params.set('yearMax', String(r.int(2012, 2025)));
  if (r.chance(0.2)) params.set('mileageMax', String(r.int(0, 200) * 1000));
  if (r.chance(0.2)) params.set('conditions', r.some(CONDITIONS).join(','));
  if (r.chance(0.2)) for (const t of r.some(TRANSMISSIONS)) params.append('transmissions', t);
  if (r.chance(0.2)) params.set('fuelTypes', r.some(FUEL_TYPES).join(','));
  if (r.chance(0.15)) params.set('featured', r.pick(['true', 'false']));
  if (r.chance(0.2))
    params.set('location', r.pick(['TX', 'tx', 'OR', 'portland', 'Round', '787', 'austin tx']));
  if (r.chance(0.15)) {
    params.set('zip', r.pick(Object.keys(CENTRES)));
    if (r.chance(0.7)) params.set('radius', String(r.pick([10, 50, 200, 500])));
  }
  if (r.chance(0.2))
    params.set('q', [r.pick(WORDS), ...(r.chance(0.3) ? [r.pick(WORDS)] : [])].join(' '));
  if (r.chance(0.3)) params.set('sort', 'price_asc');
  return params.toString();
}

/**
 * The brute-force answer, written from the raw query string and SPEC.md §7's wording rather
 * than from the parsed criteria the matcher reads: what /listings would show.
 */
function shownBySearch(query: string, l: ListingDocument): boolean {
  const p = new URLSearchParams(query);
  const get = (key: string) => p.get(key) ?? '';
  const list = (key: string) =>
    p
      .getAll(key)
      .flatMap((v) => v.split(','))
      .filter(Boolean);
  const num = (key: string) => (p.has(key) ? Number(p.get(key)) : null);
  const visible = l.status === 'active' && !l.isSold && l.sellerActive !== false;
  const category = get('category') || (p.has('dealer_id') ? 'all' : 'cars');
  const make = get('make').toLowerCase();
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  const haystack = words(
    [l.title, l.makeLabel, l.modelLabel, l.description ?? '', ...l.features].join(' '),
  );
  const location = get('location');
  const radius = num('radius') ?? 50;
  const centre = p.has('zip') ? CENTRES[get('zip')] : null;
  const at = l.locationZip ? CENTRES[l.locationZip] : null;
  const checks = [
    visible,
    category === 'all' || l.category === category,
    !make || make === 'any' || l.make === make,
    !p.has('model') || !make || l.model === get('model'),
    num('priceMin') === null || l.price >= num('priceMin')!,
    num('priceMax') === null || l.price <= num('priceMax')!,
    num('yearMin') === null || l.year >= num('yearMin')!,
    num('yearMax') === null || l.year <= num('yearMax')!,
    num('mileageMax') === null || (l.mileage !== null && l.mileage <= num('mileageMax')!),
    !list('conditions').length || list('conditions').includes(l.condition),
    !list('transmissions').length || list('transmissions').includes(l.transmission),
    !list('fuelTypes').length || list('fuelTypes').includes(l.fuelType),
    !p.has('featured') || String(l.isFeatured) === get('featured'),
    !p.has('dealer_id') || l.dealerId === get('dealer_id'),
    !location ||
      (location.length === 2
        ? l.locationState === location.toUpperCase()
        : `${l.locationCity} ${l.locationState} ${l.locationZip ?? ''}`
            .toLowerCase()
            .includes(location.toLowerCase())),
    !get('q') || words(get('q')).every((w) => haystack.includes(w)),
    !centre || (!!at && milesBetween(centre, at) <= radius),
  ];
  return checks.every(Boolean);
}

describe('alert matching', () => {
  it.each([1, 2, 3, 4, 5])(
    'agrees with a brute-force scan of random listings and searches (seed %i)',
    (seed) => {
      const r = random(seed);
      const listings = Array.from({ length: 300 }, (_, n) => randomListing(r, n));
      let searches = 0;
      let matched = 0;
      while (searches < 150) {
        const query = randomSearch(r);
        const parsed = savedSearchQuerySchema.safeParse(query);
        // Searches the API refuses (min above max, model without make) cannot be saved.
        if (!parsed.success) continue;
        searches += 1;
        for (const l of listings) {
          const expected = shownBySearch(query, l);
          const actual = matchesSearch(parsed.data, l, zipLookup);
          if (actual !== expected)
            throw new Error(
              `seed ${seed}: ${query} on ${JSON.stringify(l)}: matcher ${actual}, scan ${expected}`,
            );
          if (actual) matched += 1;
        }
      }
      // The generator is only useful if both answers occur often.
      expect(matched).toBeGreaterThan(500);
      expect(matched).toBeLessThan(searches * listings.length * 0.5);
    },
  );

  it('never matches more when a filter is added', () => {
    const r = random(42);
    const listings = Array.from({ length: 200 }, (_, n) => randomListing(r, n));
    for (let i = 0; i < 200; i++) {
      const base = savedSearchQuerySchema.safeParse(randomSearch(r));
      if (!base.success) continue;
      const fuelTypes = base.data.fuelTypes.length
        ? base.data.fuelTypes.slice(0, 1)
        : [r.pick(FUEL_TYPES)];
      const narrower = { ...base.data, fuelTypes, yearMin: Math.max(base.data.yearMin ?? 0, 2010) };
      if (narrower.yearMax !== undefined && narrower.yearMax < narrower.yearMin) continue;
      for (const l of listings)
        if (matchesSearch(narrower, l, zipLookup))
          expect(matchesSearch(base.data, l, zipLookup)).toBe(true);
    }
  });
});
