#!/usr/bin/env node
/**
 * Listings benchmark against a running marketplace (embedded or distributed):
 *
 *   RATE_LIMIT_PER_MINUTE=1000000 UPLOAD_RATE_LIMIT_PER_MINUTE=100000 VIN_DECODE_RATE_LIMIT_PER_MINUTE=100000 npm start
 *   node tools/bench/listings-bench.mjs              # in another; BASE_URL=http://localhost:3000
 *
 * Measures, as a seller would meet them: uploading phone-sized photos (4032×3024 JPEG →
 * three WebP variants), publishing a listing, reading a vehicle page (concurrently),
 * listing "my listings", and decoding VINs. Prints p50/p95/max per step and the sizes of
 * the stored variants. Options: PHOTOS=6 LISTINGS=20 READS=400 CONCURRENCY=16.
 */
import sharp from 'sharp';

const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const photos = Number(process.env.PHOTOS ?? 6);
const listings = Number(process.env.LISTINGS ?? 20);
const reads = Number(process.env.READS ?? 400);
const concurrency = Number(process.env.CONCURRENCY ?? 16);

async function call(method, path, token, body) {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

async function timed(samples, work) {
  const started = performance.now();
  const result = await work();
  samples.push(performance.now() - started);
  return result;
}

function summary(name, samples, extra = '') {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  console.log(
    `${name.padEnd(34)} n=${String(sorted.length).padStart(4)}  p50 ${at(0.5).toFixed(1).padStart(7)} ms  p95 ${at(0.95).toFixed(1).padStart(7)} ms  max ${sorted.at(-1).toFixed(1).padStart(7)} ms ${extra}`,
  );
}

async function phonePhoto(seed) {
  // A noisy gradient compresses like a real photo, unlike a flat colour.
  const width = 4032;
  const height = 3024;
  const noise = await sharp({
    create: {
      width: 504,
      height: 378,
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .resize(width, height, { kernel: 'cubic' })
    .modulate({ hue: seed * 40 })
    .jpeg({ quality: 88 })
    .toBuffer();
  return noise;
}

const session = await call('POST', '/api/auth/sign-in', undefined, {
  email: 'seller@wheelbase.test',
  password: 'seller-demo-1',
});
const token = session.accessToken;

const uploadMs = [];
const images = [];
let inputBytes = 0;
for (let i = 0; i < photos; i++) {
  const data = await phonePhoto(i);
  inputBytes += data.length;
  const form = new FormData();
  form.append('files', new Blob([data], { type: 'image/jpeg' }), `phone-${i}.jpg`);
  const reply = await timed(uploadMs, async () => {
    const response = await fetch(`${base}/api/listing-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (response.status !== 201)
      throw new Error(`upload → ${response.status} ${await response.text()}`);
    return response.json();
  });
  images.push(...reply.items);
}
const variantBytes = {};
for (const [variant, key] of [
  ['thumbnail', 'thumbnailUrl'],
  ['card', 'cardUrl'],
  ['full', 'url'],
]) {
  const response = await fetch(new URL(images[0][key], base));
  variantBytes[variant] = (await response.arrayBuffer()).byteLength;
}

const createMs = [];
const created = [];
for (let i = 0; i < listings; i++) {
  const [image] =
    i === 0
      ? images
      : await (async () => {
          const form = new FormData();
          form.append(
            'files',
            new Blob(
              [
                await sharp({
                  create: {
                    width: 1280,
                    height: 960,
                    channels: 3,
                    background: { r: i * 10, g: 80, b: 140 },
                  },
                })
                  .jpeg()
                  .toBuffer(),
              ],
              { type: 'image/jpeg' },
            ),
            'small.jpg',
          );
          const response = await fetch(`${base}/api/listing-images`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
            body: form,
          });
          return (await response.json()).items;
        })();
  const listing = await timed(createMs, () =>
    call('POST', '/api/listings', token, {
      category: 'cars',
      make: 'honda',
      model: 'accord',
      year: 2018 + (i % 6),
      price: 15000 + i * 250,
      mileage: 20000 + i * 1000,
      locationCity: 'Austin',
      locationState: 'TX',
      imageIds: i === 0 ? images.map((img) => img.id) : [image.id],
    }),
  );
  created.push(listing);
}

const readMs = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < reads) {
      const id = created[next++ % created.length].id;
      await timed(readMs, () => call('GET', `/api/listings/${id}`));
    }
  }),
);
const readSeconds = (performance.now() - started) / 1000;

const mineMs = [];
for (let i = 0; i < 50; i++)
  await timed(mineMs, () => call('GET', '/api/my/listings?pageSize=20', token));

const vinMs = [];
for (const vin of [
  '1HGCM82633A004352',
  '1FTFW1ET9DFC10312',
  '1HD1KB4157Y720000',
  '1FUJGLDR3CLBP8834',
]) {
  for (let i = 0; i < 5; i++)
    await timed(vinMs, () => call('POST', '/api/vin/decode', undefined, { vin }));
}

console.log(`listings benchmark against ${base}`);
summary(
  'upload 4032×3024 JPEG (1 per request)',
  uploadMs,
  `(avg input ${(inputBytes / photos / 1024).toFixed(0)} KiB)`,
);
console.log(
  `${''.padEnd(34)} stored WebP: thumbnail ${(variantBytes.thumbnail / 1024).toFixed(1)} KiB, card ${(variantBytes.card / 1024).toFixed(1)} KiB, full ${(variantBytes.full / 1024).toFixed(1)} KiB`,
);
summary('create listing', createMs);
summary(
  `GET vehicle page (${concurrency} concurrent)`,
  readMs,
  `(${(reads / readSeconds).toFixed(0)} req/s)`,
);
summary('GET my listings (20 per page)', mineMs);
summary('VIN decode', vinMs);

for (const listing of created) await call('DELETE', `/api/listings/${listing.id}`, token);
