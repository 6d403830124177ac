#!/usr/bin/env node
/**
 * Makes the 960 px medium variant of every listing photo stored before it existed:
 *
 *   DATABASE_URL=postgres://... BASE_URL=https://wheelbase.example node tools/media/backfill-medium-images.mjs
 *
 * It asks BASE_URL's media route for each photo's `medium.webp`; the route makes a missing one
 * from the stored `full.webp` and stores it (and only serves one that exists), so the tool is
 * idempotent and safe while the site serves traffic. Without MEDIA_PUBLIC_URL the route does
 * the same on a photo's first request and the tool is optional; with a CDN or public bucket
 * in front of the photos the route is never asked, so run it once after deploying the
 * variant. DATABASE_URL is the listings database (its photo folders are read from it),
 * BASE_URL (default http://localhost:3000) the marketplace using it; CONCURRENCY (default 4).
 */
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL (npm start prints it in the embedded mode).');
  process.exit(1);
}
const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const concurrency = Math.max(1, Number(process.env.CONCURRENCY ?? 4));

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const { rows } = await db.query(
  'SELECT DISTINCT storage_prefix AS prefix FROM listings.vehicle_images ORDER BY 1',
);
await db.end();

const counts = { made: 0, standIn: 0, missing: 0, failed: 0 };
let next = 0;
let finished = 0;

async function backfill(prefix) {
  for (;;) {
    const response = await fetch(`${base}/api/media/${prefix}/medium.webp`);
    await response.arrayBuffer();
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after')) || 1;
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    if (response.status === 404) counts.missing++;
    else if (!response.ok) counts.failed++;
    // The full variant answering for a medium that could not be made.
    else if (!response.headers.get('cache-control')?.includes('immutable')) counts.standIn++;
    else counts.made++;
    return;
  }
}

await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < rows.length) {
      await backfill(rows[next++].prefix);
      finished++;
      if (finished % 100 === 0 || finished === rows.length)
        process.stdout.write(`\r  photos: ${finished} / ${rows.length}   `);
    }
  }),
);
process.stdout.write('\n');
console.log(
  `${counts.made} with a medium variant, ${counts.standIn} unreadable (full.webp stands in), ` +
    `${counts.missing} without files, ${counts.failed} failed`,
);
if (counts.failed > 0 || counts.standIn > 0) process.exitCode = 1;
