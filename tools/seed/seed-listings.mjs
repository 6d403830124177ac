#!/usr/bin/env node
/**
 * Seeds N realistic listings into a running marketplace, fast (a bulk path straight into the
 * listings schema and the dealers' dashboard projection), then the search index is rebuilt
 * from them:
 *
 *   npm start                                   # prints "Database: postgres://..." in the embedded mode
 *   DATABASE_URL=postgres://... COUNT=1000000 node tools/seed/seed-listings.mjs
 *   node tools/search/search-index.mjs rebuild
 *
 * Listings use catalogue makes and models, prices that follow the model's new price, its age
 * and mileage (libs/demo), real US ZIP codes with their city and state, and a photo of the
 * listing's body style in its colour: the set is rendered (libs/demo; `npm start` or `npm
 * run build` builds it), uploaded once through BASE_URL's API into that marketplace's storage
 * and checked to answer before any listing uses it. Owners are the instance's dealers (some
 * listings handed to their reps), its reps and its private sellers, so every seeded listing
 * counts on a dashboard. BASE_URL (default http://localhost:3000) must be the marketplace
 * that uses DATABASE_URL. SEED_EMAIL / SEED_PASSWORD (default the demo seller) upload the
 * photos; BATCH (default 5000), RANDOM_SEED (default 42).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const zipcodes = require('zipcodes');
const demo = await import('@market/demo').catch(() => {
  console.error(
    'Build the workspace first (npm start or npm run build): tools/seed uses libs/demo.',
  );
  process.exit(1);
});
const {
  BODY_TYPES,
  KNOWN_MODELS,
  Random,
  bodyTypeOf,
  estimateMsrp,
  generateVehicle,
  renderVehiclePhotos,
} = demo;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL (npm start prints it in the embedded mode).');
  process.exit(1);
}
const count = Number(process.env.COUNT ?? 1000);
const batchSize = Number(process.env.BATCH ?? 5000);
const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const random = new Random(Number(process.env.RANDOM_SEED ?? 42));
/** Colours photos are rendered in (and so the only colours seeded listings get). */
const PAINTS = ['White', 'Black', 'Silver', 'Red', 'Blue'];

/** Zipf-like: early entries of a list come up far more often (popular makes). */
const popular = (list) =>
  list[Math.min(list.length - 1, Math.floor(list.length * random.next() ** 2.2))];

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
const zips = Object.values(zipcodes.codes).filter(
  (z) => z.country === 'US' && z.city && z.state && /^\d{5}$/.test(z.zip),
);
const now = Date.now();

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

/**
 * Renders a photo per body style and colour, uploads them (10 a request) and checks that
 * each answers through BASE_URL and that its row is in DATABASE_URL: photos stored by
 * another marketplace than the one whose database is seeded would all be broken.
 */
async function uploadPhotoSet(token, db) {
  const kinds = BODY_TYPES.flatMap((body) => PAINTS.map((paint) => ({ body, paint })));
  const photos = [];
  for (let i = 0; i < kinds.length; i += 10) {
    const batch = kinds.slice(i, i + 10);
    const form = new FormData();
    for (const kind of batch) {
      const [jpeg] = await renderVehiclePhotos(
        {
          ...kind,
          scene: ['studio', 'lot', 'dusk'][photos.length % 3],
          facing: 'left',
          width: 1024,
        },
        false,
      );
      form.append(
        'files',
        new Blob([jpeg], { type: 'image/jpeg' }),
        `${kind.body}-${kind.paint}.jpg`.toLowerCase(),
      );
    }
    const response = await fetch(`${base}/api/listing-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (response.status !== 201)
      throw new Error(`Photo upload failed: ${response.status} ${await response.text()}`);
    const { items } = await response.json();
    items.forEach((item, j) =>
      photos.push({
        ...batch[j],
        id: item.id,
        url: item.cardUrl,
        prefix: item.url.split('/').slice(-4, -1).join('/'),
        width: item.width,
        height: item.height,
      }),
    );
    process.stdout.write(`\r  photos rendered and uploaded: ${photos.length} / ${kinds.length}   `);
  }
  process.stdout.write('\n');
  for (const photo of photos) {
    const response = await fetch(new URL(photo.url, base));
    const type = response.headers.get('content-type') ?? '';
    await response.arrayBuffer();
    if (response.status !== 200 || !type.startsWith('image/'))
      throw new Error(
        `Uploaded photo ${photo.url} answers ${response.status} ${type}: the marketplace at ${base} cannot serve its own photos`,
      );
  }
  const { rows } = await db.query(
    'SELECT count(*)::int AS n FROM listings.vehicle_images WHERE id = ANY($1)',
    [photos.map((p) => p.id)],
  );
  if (rows[0].n !== photos.length)
    throw new Error(
      `The marketplace at ${base} does not use DATABASE_URL (its uploads are not there): point BASE_URL at the instance of that database`,
    );
  return new Map(photos.map((photo) => [`${photo.body}:${photo.paint}`, photo]));
}

/** Who sells: active dealers (with their reps), reps, and private sellers, from the instance's own data. */
async function loadOwners(db) {
  const { rows: dealers } = await db.query(
    `SELECT id, user_id, business_city AS city, business_state AS state, business_zip AS zip FROM dealers.dealers WHERE is_active AND status = 'approved'`,
  );
  const { rows: reps } = await db.query(
    `SELECT id, dealer_id FROM dealers.sales_representatives WHERE is_active`,
  );
  const { rows: sellers } = await db.query(
    `SELECT u.id FROM identity.users u WHERE NOT EXISTS (
       SELECT 1 FROM identity.user_roles r WHERE r.user_id = u.id AND r.role IN ('dealer', 'sales_rep', 'admin'))`,
  );
  if (dealers.length + reps.length + sellers.length === 0)
    throw new Error('No dealers, reps or sellers found (SEED_DEMO_ACCOUNTS).');
  for (const dealer of dealers)
    dealer.reps = reps.filter((rep) => rep.dealer_id === dealer.id).map((rep) => rep.id);
  return { dealers, reps, sellers: sellers.map((row) => row.id) };
}

function owner(owners) {
  const kind = random.weighted([
    ['dealer', owners.dealers.length ? 60 : 0],
    ['rep', owners.reps.length ? 10 : 0],
    ['private', owners.sellers.length ? 30 : 0],
  ]);
  if (kind === 'dealer') {
    const dealer = random.pick(owners.dealers);
    const rep = dealer.reps.length && random.chance(0.3) ? random.pick(dealer.reps) : null;
    const place =
      dealer.zip && zipcodes.lookup(dealer.zip)
        ? { city: dealer.city, state: dealer.state, zip: dealer.zip }
        : null;
    return { userId: dealer.user_id, dealerId: dealer.id, salesRepId: rep, place };
  }
  if (kind === 'rep') {
    const rep = random.pick(owners.reps);
    return { userId: rep.id, dealerId: null, salesRepId: rep.id, place: null };
  }
  return { userId: random.pick(owners.sellers), dealerId: null, salesRepId: null, place: null };
}

function listing(owners, photos) {
  const category = random.weighted([
    ['cars', 75],
    ['motorcycles', 12],
    ['trucks', 13],
  ]);
  const make = popular(makesBy[category]);
  const model = random.pick(make.models);
  const body = bodyTypeOf(category, make.value, model.value);
  const known = KNOWN_MODELS.find(
    (m) => m.category === category && m.make === make.value && m.model === model.value,
  );
  const seller = owner(owners);
  const zip =
    seller.place ??
    (() => {
      const z = random.pick(zips);
      return { city: z.city, state: z.state, zip: z.zip };
    })();
  const vehicle = generateVehicle(
    random,
    {
      category,
      make: make.value,
      model: model.value,
      makeLabel: make.label,
      modelLabel: model.label,
      body,
      msrp: known?.msrp ?? estimateMsrp(category, make.value, body),
      engine: known?.engine,
      fuel: known?.fuel,
      known: !!known,
    },
    zip,
    { paints: PAINTS },
  );
  const status = random.weighted([
    ['active', 94],
    ['sold', 3],
    ['pending', 2],
    ['inactive', 1],
  ]);
  const photo = photos.get(`${body}:${vehicle.paint}`);
  return {
    user_id: seller.userId,
    dealer_id: seller.dealerId,
    sales_rep_id: seller.salesRepId,
    category,
    title: `${vehicle.year} ${make.label} ${model.label}`,
    make: make.value,
    make_label: make.label,
    model: model.value,
    model_label: model.label,
    year: vehicle.year,
    price: vehicle.price,
    mileage: vehicle.mileage,
    condition: vehicle.condition,
    transmission: vehicle.transmission,
    fuel_type: vehicle.fuelType,
    engine: vehicle.engine,
    exterior_color: vehicle.exteriorColor,
    interior_color: vehicle.interiorColor,
    features: JSON.stringify(vehicle.features),
    description: vehicle.description,
    location_city: vehicle.locationCity,
    location_state: vehicle.locationState,
    location_zip: vehicle.locationZip,
    status,
    is_sold: status === 'sold',
    is_featured: random.chance(0.02),
    created_at: new Date(now - Math.floor(random.next() * 365 * 86_400_000)).toISOString(),
    photo_prefix: photo.prefix,
    photo_width: photo.width,
    photo_height: photo.height,
  };
}

/** Column → PostgreSQL array type of the bulk insert. */
const COLUMNS = {
  id: 'uuid',
  user_id: 'uuid',
  dealer_id: 'uuid',
  sales_rep_id: 'uuid',
  category: 'text',
  title: 'text',
  make: 'text',
  make_label: 'text',
  model: 'text',
  model_label: 'text',
  year: 'int',
  price: 'numeric',
  mileage: 'int',
  condition: 'text',
  transmission: 'text',
  fuel_type: 'text',
  engine: 'text',
  exterior_color: 'text',
  interior_color: 'text',
  features: 'jsonb',
  description: 'text',
  location_city: 'text',
  location_state: 'text',
  location_zip: 'text',
  status: 'text',
  is_sold: 'bool',
  is_featured: 'bool',
  created_at: 'timestamptz',
};
const NAMES = Object.keys(COLUMNS);

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const token = await signIn();
// The account BASE_URL signed in must be in DATABASE_URL, or the photos would be stored by another marketplace.
const signedIn = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
if ((await db.query('SELECT 1 FROM identity.users WHERE id = $1', [signedIn])).rowCount === 0)
  throw new Error(
    `The marketplace at ${base} does not use DATABASE_URL (its accounts are not there): point BASE_URL at the instance of that database`,
  );
const photos = await uploadPhotoSet(token, db);
const owners = await loadOwners(db);
console.log(
  `  owners: ${owners.dealers.length} dealers, ${owners.reps.length} reps, ${owners.sellers.length} private sellers`,
);

const started = Date.now();
for (let done = 0; done < count;) {
  const rows = Array.from({ length: Math.min(batchSize, count - done) }, () => ({
    id: crypto.randomUUID(),
    ...listing(owners, photos),
  }));
  await db.query('BEGIN');
  await db.query(
    `INSERT INTO listings.vehicle_listings (${NAMES.join(', ')}, updated_at)
     SELECT ${NAMES.join(', ')}, created_at
     FROM unnest(${NAMES.map((name, i) => `$${i + 1}::${COLUMNS[name]}[]`).join(', ')}) AS t(${NAMES.join(', ')})`,
    NAMES.map((name) => rows.map((row) => row[name])),
  );
  await db.query(
    `INSERT INTO listings.vehicle_images (listing_id, uploaded_by, storage_prefix, width, height, bytes, display_order, is_primary, attached_at)
     SELECT listing_id, uploaded_by, prefix, width, height, 0, 0, true, now()
     FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::int[], $5::int[]) AS t(listing_id, uploaded_by, prefix, width, height)`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.user_id),
      rows.map((r) => r.photo_prefix),
      rows.map((r) => r.photo_width),
      rows.map((r) => r.photo_height),
    ],
  );
  // The dealers context's copy behind the dashboards, as the listings events would have made it.
  await db.query(
    `INSERT INTO dealers.listing_projection (listing_id, user_id, dealer_id, sales_rep_id, category, condition, status, is_sold,
       title, make, model, year, price, mileage, location_city, location_state, views_count, created_at, revision)
     SELECT id, user_id, dealer_id, sales_rep_id, category, condition, status, is_sold, title, make_label, model_label, year,
       price, mileage, location_city, location_state, views_count, created_at, revision
     FROM listings.vehicle_listings WHERE id = ANY($1)`,
    [rows.map((r) => r.id)],
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
