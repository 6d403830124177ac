#!/usr/bin/env node
/**
 * Maintains the search index through the gateway, as an admin:
 *
 *   node tools/search/search-index.mjs rebuild          # reindex every listing from the listings service
 *   node tools/search/search-index.mjs check            # report drift between listings and the index
 *   node tools/search/search-index.mjs check --repair   # ... and fix it
 *
 * BASE_URL (default http://localhost:3000), ADMIN_EMAIL / ADMIN_PASSWORD (default: the
 * embedded demo admin). Indexing is idempotent (revisions), so both can run while the
 * site serves traffic and while events keep flowing.
 */
const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const [command = 'check', ...flags] = process.argv.slice(2);
const PAGE = 500;

async function signIn() {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.ADMIN_EMAIL ?? 'admin@wheelbase.test',
      password: process.env.ADMIN_PASSWORD ?? 'admin-demo-1',
    }),
  });
  if (!response.ok)
    throw new Error(
      `Sign-in as admin failed (${response.status}): set ADMIN_EMAIL and ADMIN_PASSWORD`,
    );
  return (await response.json()).accessToken;
}

let token = await signIn();
async function call(method, path, body) {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(base + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (response.status === 401 && attempt === 0) {
      token = await signIn(); // access tokens are short-lived; a long rebuild outlives one
      continue;
    }
    if (response.status === 429 && attempt < 20) {
      await new Promise((resolve) =>
        setTimeout(resolve, 1000 * Number(response.headers.get('retry-after') ?? 1)),
      );
      continue;
    }
    if (!response.ok)
      throw new Error(
        `${method} ${path} → ${response.status} ${(await response.text()).slice(0, 300)}`,
      );
    return response.json();
  }
}

/** Every page of a keyset-paged admin listing. */
async function* pages(path) {
  let after;
  for (;;) {
    const page = await call(
      'GET',
      `${path}${path.includes('?') ? '&' : '?'}limit=${PAGE}${after ? `&after=${after}` : ''}`,
    );
    if (page.items.length) yield page.items;
    if (!page.next) return;
    after = page.next;
  }
}

function progress(label, done, started) {
  const seconds = (Date.now() - started) / 1000;
  process.stdout.write(
    `\r  ${label}: ${done.toLocaleString('en-US')} (${Math.round(done / Math.max(seconds, 0.001)).toLocaleString('en-US')}/s)   `,
  );
}

async function rebuild() {
  const started = Date.now();
  let done = 0;
  for await (const documents of pages('/api/admin/listings/documents')) {
    await call('POST', '/api/admin/search/documents', { documents });
    done += documents.length;
    progress('indexed', done, started);
  }
  console.log(
    `\n  Rebuilt the index from ${done.toLocaleString('en-US')} listings in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

async function check(repair) {
  const started = Date.now();
  const source = new Map();
  for await (const documents of pages('/api/admin/listings/documents')) {
    for (const d of documents) source.set(d.id, d.revision);
    progress('listings read', source.size, started);
  }
  process.stdout.write('\n');
  const stale = [];
  const extra = [];
  const seen = new Set();
  for await (const items of pages('/api/admin/search/revisions')) {
    for (const { id, revision } of items) {
      seen.add(id);
      const want = source.get(id);
      if (want === undefined) extra.push({ id, revision: revision + 1 });
      else if (want !== revision) stale.push(id);
    }
  }
  const missing = [...source.keys()].filter((id) => !seen.has(id));
  console.log(
    `  listings: ${source.size.toLocaleString('en-US')}, indexed: ${seen.size.toLocaleString('en-US')}`,
  );
  console.log(
    `  missing from the index: ${missing.length}, stale revision: ${stale.length}, in the index but deleted: ${extra.length}`,
  );
  const drift = missing.length + stale.length + extra.length;
  if (!drift) return console.log('  No drift.');
  if (!repair) {
    console.log('  Run with --repair to fix it.');
    process.exitCode = 2;
    return;
  }
  const wanted = new Set([...missing, ...stale]);
  let fixed = 0;
  for await (const documents of pages('/api/admin/listings/documents')) {
    const batch = documents.filter((d) => wanted.has(d.id));
    if (batch.length) await call('POST', '/api/admin/search/documents', { documents: batch });
    fixed += batch.length;
  }
  for (let i = 0; i < extra.length; i += PAGE)
    await call('POST', '/api/admin/search/removals', { items: extra.slice(i, i + PAGE) });
  console.log(`  Repaired: ${fixed} reindexed, ${extra.length} removed.`);
}

if (command === 'rebuild') await rebuild();
else if (command === 'check') await check(flags.includes('--repair'));
else {
  console.error('usage: search-index.mjs rebuild | check [--repair]');
  process.exit(1);
}
