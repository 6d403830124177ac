#!/usr/bin/env node
/**
 * Inventory import benchmark against a running marketplace (embedded or distributed):
 *
 *   npm start                                   # or any running instance; BASE_URL=http://localhost:3000
 *   node tools/bench/import-bench.mjs           # ROWS=10000 (default)
 *
 * Signs in as the demo dealer (DEALER_EMAIL / DEALER_PASSWORD), makes a CSV of ROWS vehicles
 * (catalogue makes and models, stock numbers BENCH-000000…, one unique city per run so the
 * search count is exact: a first run creates ROWS listings, a later one changes all ROWS),
 * and measures from the upload to the moment search finds every vehicle:
 *   upload + validation (the preview) → commit → job completed → all ROWS searchable.
 * Then imports the same file again and checks that nothing changed (the re-import path).
 * The target: ROWS=10000 imported and searchable in ≤ 30 s (docs/performance.md).
 */
const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const rows = Number(process.env.ROWS ?? 10_000);
const email = process.env.DEALER_EMAIL ?? 'dealer@wheelbase.test';
const password = process.env.DEALER_PASSWORD ?? 'dealer-demo-1';
const run = Date.now().toString(36);
const city = `Benchville${run}`;

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
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

const MODELS = [
  ['Honda', 'Civic'],
  ['Honda', 'Accord'],
  ['Toyota', 'Camry'],
  ['Toyota', 'Corolla'],
  ['Ford', 'F-150'],
  ['Chevrolet', 'Silverado 1500'],
  ['Nissan', 'Altima'],
  ['Hyundai', 'Elantra'],
  ['Kia', 'Sorento'],
  ['Mazda', 'CX-5'],
];

function csv() {
  const lines = [
    'stock_number,vin,category,year,make,model,price,mileage,condition,transmission,fuel_type,exterior_color,features,description,city,state,zip,status',
  ];
  for (let i = 0; i < rows; i += 1) {
    const [make, model] = MODELS[i % MODELS.length];
    lines.push(
      [
        `BENCH-${String(i).padStart(6, '0')}`,
        '',
        'cars',
        2012 + (i % 13),
        make,
        model,
        (9000 + ((i * 7919) % 40000)).toFixed(2),
        5000 + ((i * 104729) % 150000),
        i % 10 === 0 ? 'new' : 'used',
        i % 7 === 0 ? 'manual' : 'automatic',
        i % 11 === 0 ? 'hybrid' : 'gasoline',
        ['White', 'Black', 'Silver', 'Red', 'Blue'][i % 5],
        'Bluetooth|Backup camera',
        '"Clean title, serviced, ready to drive."',
        city,
        'TX',
        '78701',
        'active',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

async function upload(token, text) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'bench.csv');
  const response = await fetch(`${base}/api/listing-imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  if (response.status !== 201)
    throw new Error(`upload → ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

async function until(read, ok, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out; last: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const session = await call('POST', '/api/auth/sign-in', undefined, { email, password });
const token = session.accessToken;
const text = csv();
console.log(
  `Importing ${rows} rows (${(text.length / 1024 / 1024).toFixed(1)} MB) into ${base} as ${email}`,
);

const t0 = performance.now();
const checked = await upload(token, text);
const t1 = performance.now();
if (checked.validRows !== rows)
  throw new Error(
    `expected ${rows} valid rows, got ${checked.validRows}: ${JSON.stringify(checked.errors.slice(0, 3))}`,
  );
await call('POST', `/api/listing-imports/${checked.id}/commit`, token);
const done = await until(
  () => call('GET', `/api/listing-imports/${checked.id}`, token),
  (job) => job.status === 'completed' || job.status === 'failed',
);
if (done.status !== 'completed') throw new Error(`import failed: ${done.failure}`);
const t2 = performance.now();
const found = await until(
  () => call('GET', `/api/search/listings?location=${city}&limit=1&facets=false`, undefined),
  (answer) => answer.total >= rows,
);
const t3 = performance.now();

console.log(`upload + validation (preview)   ${seconds(t1 - t0)}`);
console.log(
  `commit → job completed          ${seconds(t2 - t1)}   (${JSON.stringify(done.result)})`,
);
console.log(`completed → all searchable      ${seconds(t3 - t2)}   (search total ${found.total})`);
console.log(`TOTAL upload → searchable       ${seconds(t3 - t0)}   target ≤ 30 s`);

const r0 = performance.now();
const again = await upload(token, text);
await call('POST', `/api/listing-imports/${again.id}/commit`, token);
const unchanged = await until(
  () => call('GET', `/api/listing-imports/${again.id}`, token),
  (job) => job.status === 'completed' || job.status === 'failed',
);
console.log(
  `re-import of the same file      ${seconds(performance.now() - r0)}   (${JSON.stringify(unchanged.result)})`,
);
if (unchanged.result.unchanged !== rows) process.exitCode = 1;
