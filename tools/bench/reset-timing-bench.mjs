#!/usr/bin/env node
/**
 * Whether POST /api/auth/password-reset/request tells which e-mails have an account by how
 * long it takes (the probe measured 15 ms for a known address against 6 ms for an unknown
 * one, when the work ran before the answer). Sends the two kinds alternately to a running
 * marketplace and prints the median and p90 of each, and their difference.
 *
 *   AUTH_RATE_LIMIT_PER_15_MINUTES=100000 PORT=3101 DATA_DIR=/tmp/x node apps/marketplace/dist/main.js &
 *   BASE_URL=http://127.0.0.1:3101 node tools/bench/reset-timing-bench.mjs
 *
 * Options: BASE_URL, KNOWN_EMAIL (default the demo seller), ROUNDS (200), PAUSE_MS (40).
 */
const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const known = process.env.KNOWN_EMAIL ?? 'seller@wheelbase.test';
const rounds = Number(process.env.ROUNDS ?? 200);
// Time for the queued work of one request to finish before the next is timed.
const PAUSE_MS = Number(process.env.PAUSE_MS ?? 40);

async function timed(email) {
  const started = process.hrtime.bigint();
  const response = await fetch(`${base}/api/auth/password-reset/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  if (response.status !== 202) throw new Error(`answered ${response.status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const samples = { known: [], unknown: [] };
for (let i = 0; i < 20; i += 1) await timed(`warm-${i}@nowhere.example`);
for (let i = 0; i < rounds; i += 1) {
  // Alternate which goes first, so neither kind always follows the other's queued work.
  const unknown = `nobody-${i}-${Date.now()}@nowhere.example`;
  if (i % 2 === 0) {
    samples.known.push(await timed(known));
    samples.unknown.push(await timed(unknown));
  } else {
    samples.unknown.push(await timed(unknown));
    samples.known.push(await timed(known));
  }
  // Let the queued work of the last request run, as it would between real requests.
  await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
}
for (const [kind, values] of Object.entries(samples)) {
  console.log(
    `${kind.padEnd(8)} median ${quantile(values, 0.5).toFixed(2)} ms   p90 ${quantile(values, 0.9).toFixed(2)} ms   (n=${values.length})`,
  );
}
console.log(
  `median difference ${(quantile(samples.known, 0.5) - quantile(samples.unknown, 0.5)).toFixed(2)} ms`,
);
