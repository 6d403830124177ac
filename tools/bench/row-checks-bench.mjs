#!/usr/bin/env node
/**
 * What the typed query helper's row checks cost (libs/platform/src/database/typed-query.ts):
 * a listing-shaped row of 34 columns (the widest the services read), read from PostgreSQL
 * in pages of 24 (a search page) and 1,000 (a keyset export batch), timed with the rows
 * checked against their zod schema and without.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tools/bench/row-checks-bench.mjs
 *
 * Prints the median query time per page and the median check time per page and per row.
 */
import pg from 'pg';
import { z } from 'zod';
import { checkRows, rowChecks } from '@market/platform';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.ROUNDS ?? 200);

const ListingRow = z.object({
  id: z.string(),
  userId: z.string(),
  dealerId: z.string().nullable(),
  salesRepId: z.string().nullable(),
  category: z.enum(['car', 'motorcycle', 'truck']),
  title: z.string(),
  make: z.string(),
  makeLabel: z.string(),
  model: z.string(),
  modelLabel: z.string(),
  year: z.number(),
  price: z.number(),
  mileage: z.number().nullable(),
  vin: z.string().nullable(),
  condition: z.string(),
  transmission: z.string(),
  fuelType: z.string(),
  engine: z.string().nullable(),
  exteriorColor: z.string().nullable(),
  interiorColor: z.string().nullable(),
  features: z.array(z.string()),
  description: z.string().nullable(),
  locationCity: z.string().nullable(),
  locationState: z.string().nullable(),
  locationZip: z.string().nullable(),
  status: z.string(),
  isSold: z.boolean(),
  isFeatured: z.boolean(),
  sellerActive: z.boolean(),
  viewsCount: z.number(),
  favoritesCount: z.number(),
  revision: z.number(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

const sql = (
  n,
) => `SELECT gen_random_uuid()::text AS "id", gen_random_uuid()::text AS "userId", NULL::text AS "dealerId",
  NULL::text AS "salesRepId", 'car' AS "category", 'Listing ' || i AS "title", 'toyota' AS "make", 'Toyota' AS "makeLabel",
  'camry' AS "model", 'Camry' AS "modelLabel", 2020 AS "year", 20000 + i AS "price", 1000 * i AS "mileage", NULL::text AS "vin",
  'used' AS "condition", 'automatic' AS "transmission", 'gasoline' AS "fuelType", '2.5L' AS "engine", 'Black' AS "exteriorColor",
  'Grey' AS "interiorColor", ARRAY['Bluetooth','Sunroof'] AS "features", repeat('A fine car. ', 20) AS "description",
  'Austin' AS "locationCity", 'TX' AS "locationState", '78701' AS "locationZip", 'active' AS "status", false AS "isSold",
  false AS "isFeatured", true AS "sellerActive", i AS "viewsCount", 0 AS "favoritesCount", 1 AS "revision",
  now() AS "createdAt", now() AS "updatedAt" FROM generate_series(1, ${n}) i`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const client = new pg.Client({ connectionString: url });
await client.connect();
rowChecks(true);
for (const size of [24, 1000]) {
  const query = [];
  const check = [];
  for (let round = 0; round < ROUNDS; round++) {
    const t0 = process.hrtime.bigint();
    const { rows } = await client.query(sql(size));
    const t1 = process.hrtime.bigint();
    checkRows('bench', rows, ListingRow);
    const t2 = process.hrtime.bigint();
    if (round >= 10) {
      query.push(Number(t1 - t0) / 1e6);
      check.push(Number(t2 - t1) / 1e6);
    }
  }
  const q = median(query);
  const c = median(check);
  console.log(
    `${size} rows: query ${q.toFixed(3)} ms, checks ${c.toFixed(3)} ms (${((c * 1000) / size).toFixed(2)} µs a row, ${((100 * c) / q).toFixed(1)} % of the query)`,
  );
}
await client.end();
