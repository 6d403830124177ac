#!/usr/bin/env node
/**
 * Seeds N realistic listings into a running marketplace, fast (a bulk path straight into the
 * listings schema), then the search index is rebuilt from them:
 *
 *   npm start                                   # prints "Database: postgres://..." in the embedded mode
 *   DATABASE_URL=postgres://... COUNT=1000000 node tools/seed/seed-listings.mjs
 *   node tools/search/search-index.mjs rebuild
 *
 * Listings use catalogue makes and models, prices that follow make, age and mileage, real US
 * ZIP codes with their city and state, and photos from the small committed set in
 * tools/seed/photos (uploaded once through the API, then shared by every seeded listing).
 * Owners are the demo accounts. BASE_URL (default http://localhost:3000), SEED_EMAIL /
 * SEED_PASSWORD (default the demo seller), BATCH (default 5000), RANDOM_SEED (default 42).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const zipcodes = require('zipcodes');

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL (npm start prints it in the embedded mode).');
  process.exit(1);
}
const count = Number(process.env.COUNT ?? 1000);
const batchSize = Number(process.env.BATCH ?? 5000);
const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

// A small deterministic generator, so a seed is reproducible.
let state = Number(process.env.RANDOM_SEED ?? 42) >>> 0 || 1;
const random = () => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const weighted = (pairs) => {
  let r = random() * pairs.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of pairs) if ((r -= weight) < 0) return value;
  return pairs[pairs.length - 1][0];
};
/** Zipf-like: early entries of a list come up far more often (popular makes). */
const popular = (list) =>
  list[Math.min(list.length - 1, Math.floor(list.length * random() ** 2.2))];

const catalogue = JSON.parse(
  readFileSync(path.join(root, 'libs/listings/src/catalogue/catalogue-data.json'), 'utf8'),
).categories;
const POPULAR_FIRST = {
  cars: [
    'toyota',
    'honda',
    'ford',
    'chevrolet',
    'nissan',
    'hyundai',
    'kia',
    'subaru',
    'bmw',
    'mercedes-benz',
    'volkswagen',
    'mazda',
    'audi',
    'lexus',
    'jeep',
    'tesla',
    'dodge',
    'gmc',
  ],
  motorcycles: [
    'harley-davidson',
    'honda',
    'yamaha',
    'kawasaki',
    'suzuki',
    'ducati',
    'bmw',
    'triumph',
    'ktm',
    'indian',
  ],
  trucks: [
    'ford',
    'chevrolet',
    'ram',
    'gmc',
    'toyota',
    'freightliner',
    'peterbilt',
    'kenworth',
    'international',
    'volvo',
  ],
};
const makesBy = Object.fromEntries(
  Object.entries(catalogue).map(([category, makes]) => {
    const withModels = makes.filter((make) => make.models.length > 0);
    const rank = (value) => {
      const i = POPULAR_FIRST[category].indexOf(value);
      return i === -1 ? 1000 : i;
    };
    return [category, [...withModels].sort((a, b) => rank(a.value) - rank(b.value))];
  }),
);
const LUXURY = new Set([
  'bmw',
  'mercedes-benz',
  'audi',
  'lexus',
  'porsche',
  'tesla',
  'cadillac',
  'land-rover',
  'jaguar',
  'maserati',
  'bentley',
  'ferrari',
  'lamborghini',
  'rolls-royce',
  'aston-martin',
  'mclaren',
  'genesis',
  'lucid',
  'rivian',
  'ducati',
  'bmw',
  'peterbilt',
  'kenworth',
]);
const ELECTRIC = new Set(['tesla', 'rivian', 'lucid', 'polestar', 'zero', 'energica']);
const BASE_PRICE = { cars: 31_000, motorcycles: 12_000, trucks: 68_000 };
const FEATURES = [
  'Bluetooth',
  'Backup camera',
  'Heated seats',
  'Navigation',
  'Sunroof',
  'Leather seats',
  'Apple CarPlay',
  'Android Auto',
  'Blind spot monitor',
  'Adaptive cruise control',
  'Remote start',
  'Third row seating',
  'Tow package',
  'Keyless entry',
  'Premium audio',
  'Lane keep assist',
];
const COLOURS = [
  'Black',
  'White',
  'Silver',
  'Gray',
  'Blue',
  'Red',
  'Green',
  'Brown',
  'Beige',
  'Orange',
];
const zips = Object.values(zipcodes.codes).filter(
  (z) => z.country === 'US' && z.city && z.state && /^\d{5}$/.test(z.zip),
);
const now = Date.now();
const thisYear = new Date().getFullYear();

async function signIn() {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.SEED_EMAIL ?? 'seller@wheelbase.test',
      password: process.env.SEED_PASSWORD ?? 'seller-demo-1',
    }),
  });
  if (!response.ok)
    throw new Error(`Sign-in failed (${response.status}); is the marketplace running at ${base}?`);
  return (await response.json()).accessToken;
}

/** Uploads the committed photo set once; every seeded listing of a kind shares one of them. */
async function uploadPhotoSet(token) {
  const folder = path.join(root, 'tools/seed/photos');
  const form = new FormData();
  const names = readdirSync(folder)
    .filter((name) => name.endsWith('.svg'))
    .sort();
  for (const name of names) {
    const png = await sharp(readFileSync(path.join(folder, name)))
      .png()
      .toBuffer();
    form.append('files', new Blob([png], { type: 'image/png' }), name.replace('.svg', '.png'));
  }
  const response = await fetch(`${base}/api/listing-images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`Photo upload failed: ${response.status} ${await response.text()}`);
  const { items } = await response.json();
  return items.map((item, i) => ({
    category: names[i].startsWith('car')
      ? 'cars'
      : names[i].startsWith('motorcycle')
        ? 'motorcycles'
        : 'trucks',
    // .../listings/<id>/<version>/full.webp → listings/<id>/<version>
    prefix: item.url.split('/').slice(-4, -1).join('/'),
    width: item.width,
    height: item.height,
  }));
}

function listing(owners) {
  const category = weighted([
    ['cars', 75],
    ['motorcycles', 12],
    ['trucks', 13],
  ]);
  const make = popular(makesBy[category]);
  const model = pick(make.models);
  const age = Math.min(30, Math.floor(random() ** 1.6 * 25));
  const year = thisYear + 1 - age - (random() < 0.3 ? 1 : 0);
  const isNew = age <= 1 && random() < 0.45;
  const mileage = isNew
    ? Math.floor(random() * 50)
    : Math.max(
        100,
        Math.round(age * (category === 'motorcycles' ? 3500 : 11_500) * (0.55 + random() * 0.9)),
      );
  const tier = LUXURY.has(make.value) ? 2.1 : 1;
  const price = Math.max(
    1500,
    Math.round(
      (BASE_PRICE[category] * tier * 0.86 ** age * (0.8 + random() * 0.4) - mileage * 0.02) / 50,
    ) * 50,
  );
  const fuel = ELECTRIC.has(make.value)
    ? 'electric'
    : category === 'trucks' && random() < 0.55
      ? 'diesel'
      : weighted([
          ['gasoline', 80],
          ['hybrid', 9],
          ['electric', 5],
          ['diesel', 4],
          ['plug_in_hybrid', 2],
        ]);
  const place = pick(zips);
  const status = weighted([
    ['active', 94],
    ['sold', 3],
    ['pending', 2],
    ['inactive', 1],
  ]);
  const owner = pick(owners);
  const created = new Date(now - Math.floor(random() * 365 * 86_400_000));
  return {
    user_id: owner,
    category,
    title: `${year} ${make.label} ${model.label}`,
    make: make.value,
    make_label: make.label,
    model: model.value,
    model_label: model.label,
    year,
    price,
    mileage,
    condition: isNew ? 'new' : age < 6 && random() < 0.15 ? 'certified_pre_owned' : 'used',
    transmission:
      category === 'motorcycles'
        ? weighted([
            ['manual', 85],
            ['automatic', 15],
          ])
        : weighted([
            ['automatic', 86],
            ['manual', 8],
            ['cvt', 6],
          ]),
    fuel_type: fuel,
    exterior_color: pick(COLOURS),
    features: JSON.stringify(
      Array.from({ length: Math.floor(random() * 6) }, () => pick(FEATURES)).filter(
        (f, i, all) => all.indexOf(f) === i,
      ),
    ),
    description: `${isNew ? 'Brand new' : `${mileage.toLocaleString('en-US')} miles`}, ${pick(['one owner', 'clean title', 'full service history', 'garage kept', 'recent tires and brakes'])}. Located in ${place.city}, ${place.state}.`,
    location_city: place.city,
    location_state: place.state,
    location_zip: place.zip,
    status,
    is_sold: status === 'sold',
    is_featured: random() < 0.02,
    created_at: created.toISOString(),
  };
}

const COLUMNS = [
  'user_id',
  'category',
  'title',
  'make',
  'make_label',
  'model',
  'model_label',
  'year',
  'price',
  'mileage',
  'condition',
  'transmission',
  'fuel_type',
  'exterior_color',
  'features',
  'description',
  'location_city',
  'location_state',
  'location_zip',
  'status',
  'is_sold',
  'is_featured',
  'created_at',
];
const TYPES = [
  'uuid',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'int',
  'numeric',
  'int',
  'text',
  'text',
  'text',
  'text',
  'jsonb',
  'text',
  'text',
  'text',
  'text',
  'text',
  'bool',
  'bool',
  'timestamptz',
];

const token = await signIn();
const photos = await uploadPhotoSet(token);
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const { rows: owners } = await db.query(
  `SELECT id FROM identity.users WHERE email LIKE '%@wheelbase.test'`,
);
if (owners.length === 0) throw new Error('No demo accounts found (SEED_DEMO_ACCOUNTS).');
const ownerIds = owners.map((row) => row.id);

const started = Date.now();
for (let done = 0; done < count;) {
  const rows = Array.from({ length: Math.min(batchSize, count - done) }, () => listing(ownerIds));
  const columns = COLUMNS.map((column) => rows.map((row) => row[column]));
  await db.query('BEGIN');
  await db.query(
    `WITH inserted AS (
       INSERT INTO listings.vehicle_listings (${COLUMNS.join(', ')}, updated_at)
       SELECT ${COLUMNS.map((_, i) => `c${i}`).join(', ')}, c22 FROM unnest(${TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})
         AS t(${COLUMNS.map((_, i) => `c${i}`).join(', ')})
       RETURNING id, user_id, category
     )
     INSERT INTO listings.vehicle_images (listing_id, uploaded_by, storage_prefix, width, height, bytes, display_order, is_primary, attached_at)
     SELECT i.id, i.user_id, p.prefix, p.width, p.height, 0, 0, true, now()
     FROM inserted i CROSS JOIN LATERAL (
       SELECT prefix, width, height FROM unnest($24::text[], $25::int[], $26::int[], $27::text[]) AS s(prefix, width, height, category)
       WHERE s.category = i.category ORDER BY random() LIMIT 1
     ) p`,
    [
      ...columns,
      photos.map((p) => p.prefix),
      photos.map((p) => p.width),
      photos.map((p) => p.height),
      photos.map((p) => p.category),
    ],
  );
  await db.query('COMMIT');
  done += rows.length;
  const seconds = (Date.now() - started) / 1000;
  process.stdout.write(
    `\r  seeded ${done.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} listings (${Math.round(done / seconds).toLocaleString('en-US')}/s)   `,
  );
}
await db.end();
console.log(
  `\n  Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Now rebuild the search index: node tools/search/search-index.mjs rebuild`,
);
