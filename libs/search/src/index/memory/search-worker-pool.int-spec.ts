import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import {
  type ListingDocument,
  searchListingsQuerySchema,
  type SearchListingsResponse,
} from '@market/contracts';
import { ValidationError } from '@market/platform';
import { describeWhen, postgresAvailability } from '@market/platform/testing';
import type { DataSource } from 'typeorm';
import { ZipLocator } from '../../geo/zip-locator.js';
import { describeListingIndexContract } from '../listing-index.contract.js';
import type { ListingSearch } from '../listing-index.port.js';
import { PostgresListingFeed } from '../postgres/postgres-listing-feed.js';
import { PostgresListingIndex } from '../postgres/postgres-listing-index.js';
import { MemoryListingIndex } from './memory-listing-index.js';
import { MemoryListings } from './memory-listings.js';
import { RandomListings } from './random-listings.test-support.js';
import { SearchWorkerPool } from './search-worker-pool.js';
import { openSearchTestDatabase } from '../search-test-database.test-support.js';

/** Workers run JavaScript: the build's (CI builds before it tests). */
const WORKER_URL = new URL('../../../dist/index/memory/search-worker.js', import.meta.url);
/** The same worker, 100 ms slower per search: a test can stop it while it holds searches. */
const SLOW_WORKER_URL = new URL(
  `data:text/javascript,${encodeURIComponent(`
    import { parentPort } from 'node:worker_threads';
    const on = parentPort.on.bind(parentPort);
    parentPort.on = (event, listener) =>
      on(event, (message) => {
        if (message?.type === 'search') for (const end = Date.now() + 100; Date.now() < end; );
        listener(message);
      });
    await import(${JSON.stringify(WORKER_URL.href)});
  `)}`,
);

function memoryIndex(db: DataSource, workers = 0, workerUrl = WORKER_URL): MemoryListingIndex {
  return new MemoryListingIndex(
    new PostgresListingIndex(db, new ZipLocator()),
    new PostgresListingFeed(db, 97),
    { pollMs: 60_000, workers, workerUrl },
  );
}

async function loaded(index: MemoryListingIndex): Promise<MemoryListingIndex> {
  await index.prepare();
  await index.loaded();
  await index.workers?.whenReady();
  return index;
}

/** Searches one after another, and each of the first three pages. */
async function pages(index: MemoryListingIndex, searches: ListingSearch[]) {
  const answers: [ListingSearch, SearchListingsResponse][] = [];
  for (let search of searches) {
    for (let page = 0; page < 3; page++) {
      const answer = await index.search(search);
      answers.push([search, answer]);
      if (!answer.nextCursor) break;
      search = { ...search, cursor: answer.nextCursor };
    }
  }
  return answers;
}

describeWhen(postgresAvailability(), 'SearchWorkerPool (MemoryListingIndex with 2 workers)', () => {
  describeListingIndexContract('PostgreSQL, the in-memory model and 2 search workers', async () => {
    const { db, drop } = await openSearchTestDatabase('search-workers-contract');
    const index = await loaded(memoryIndex(db, 2));
    return { index, stop: async () => (await index.close(), await drop()) };
  });

  let db: DataSource;
  let drop: () => Promise<void>;
  /** The main thread alone answers here: what the workers must answer too. */
  let reference: MemoryListingIndex;
  let pooled: MemoryListingIndex;
  const data = new RandomListings(23);
  const documents: ListingDocument[] = [];

  beforeAll(async () => {
    if (!existsSync(fileURLToPath(WORKER_URL)))
      throw new Error(`${fileURLToPath(WORKER_URL)} is missing: run npm run build first`);
    ({ db, drop } = await openSearchTestDatabase('search-workers'));
    reference = await loaded(memoryIndex(db));
    documents.push(...Array.from({ length: 900 }, (_, n) => data.document(n)));
    await reference.upsert(documents);
    // Loaded after those writes, fed the later ones: the workers get both from their snapshot.
    pooled = await loaded(memoryIndex(db, 2));
    await reference.upsert(
      documents.slice(0, 60).map((d) => ({ ...d, revision: 3, price: d.price + 1_000 })),
    );
    for (const d of documents.slice(60, 80)) await reference.remove(d.id, 9);
    await pooled.catchUp();
  });

  afterAll(async () => {
    await Promise.all([reference?.close(), pooled?.close()]);
    await drop?.();
  });

  it('answers every search, page after page, as the main thread does', async () => {
    const searches = Array.from({ length: 120 }, () => data.search());
    const before = pooled.workers!.answered;
    const fromWorkers = await pages(pooled, searches);
    expect(fromWorkers).toEqual(await pages(reference, searches));
    // One search at a time: a worker was always free.
    expect(pooled.workers!.answered - before).toBe(fromWorkers.length);
  });

  it('sees its own writes in the very next search', async () => {
    const before = pooled.workers!.answered;
    for (let i = 0; i < 12; i++) {
      const document = documents[100 + i];
      const price = 77_000 + i;
      await pooled.upsert([{ ...document, revision: 5, price, status: 'active', isSold: false }]);
      const search = searchListingsQuerySchema.parse({
        category: document.category,
        priceMin: price,
        priceMax: price,
      });
      const answer = await pooled.search(search);
      expect(answer.items.map((card) => [card.id, card.price])).toEqual([[document.id, price]]);
      await pooled.remove(document.id, 6);
      expect((await pooled.search(search)).total).toBe(0);
    }
    expect(pooled.workers!.answered - before).toBe(24);
  });

  it('answers the searches of a worker that dies, and starts it again', async () => {
    await reference.catchUp(); // the last test wrote through the other index
    const slow = await loaded(memoryIndex(db, 2, SLOW_WORKER_URL));
    const searches = Array.from({ length: 40 }, () => data.search());
    const expected = await Promise.all(searches.map((search) => reference.search(search)));
    const [victim, survivor] = slow.workers!.workers();
    // Sent at once: they queue at the workers, half at each (the fewest in flight).
    const answers = Promise.all(searches.map((search) => slow.search(search)));
    await victim.terminate();
    expect(await answers).toEqual(expected);
    // The survivor's half; the main thread answered the victim's.
    expect(slow.workers!.answered).toBe(searches.length / 2);

    await slow.workers!.whenReady();
    const workers = slow.workers!.workers();
    expect(workers).toHaveLength(2);
    expect(workers).toContain(survivor);
    expect(workers).not.toContain(victim);
    expect(await pages(slow, searches.slice(0, 5))).toEqual(
      await pages(reference, searches.slice(0, 5)),
    );
    expect(slow.workers!.answered).toBeGreaterThan(searches.length / 2);
    await slow.close();
  });

  it('leaves what a worker cannot answer to the main thread (an invalid cursor is a 400)', async () => {
    const search = searchListingsQuerySchema.parse({ cursor: 'not-a-cursor' });
    await expect(pooled.search(search)).rejects.toBeInstanceOf(ValidationError);
  });

  it('ends every worker on close', async () => {
    const index = await loaded(memoryIndex(db, 2));
    const workers: Worker[] = index.workers!.workers();
    expect(workers).toHaveLength(2);
    await index.close();
    expect(workers.map((worker) => worker.threadId)).toEqual([-1, -1]);
    expect(index.workers!.workers()).toEqual([]);
  });

  it('does not keep the process alive', () => {
    const built = (file: string) =>
      JSON.stringify(new URL(`../../../dist/index/memory/${file}`, import.meta.url).href);
    const script = `
      import { MemoryListings } from ${built('memory-listings.js')};
      import { SearchWorkerPool } from ${built('search-worker-pool.js')};
      const listings = new MemoryListings();
      const pool = new SearchWorkerPool({ size: 2, url: new URL(${built('search-worker.js')}), exclusive: (task) => task(listings) });
      pool.start();
      const busy = setInterval(() => undefined, 1_000); // the service's server, say
      await pool.whenReady();
      clearInterval(busy);
      console.log('ready');
    `;
    // A file: workers inherit the process's flags, and --input-type would stop them.
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'search-workers-')), 'alive.mjs');
    writeFileSync(file, script);
    const run = spawnSync(process.execPath, [file], { encoding: 'utf8', timeout: 30_000 });
    rmSync(path.dirname(file), { recursive: true });
    // Ended by itself (not by the timeout, status null) once ready: nothing else held it.
    expect({ status: run.status, last: run.stdout.trim().split('\n').at(-1) }).toEqual({
      status: 0,
      last: 'ready',
    });
  });
});

describe('SearchWorkerPool with a worker that never answers', () => {
  it('takes it as stalled: the search fails (the owner answers it) and the worker starts again', async () => {
    const mute = new URL(
      `data:text/javascript,${encodeURIComponent(`
        import { parentPort } from 'node:worker_threads';
        parentPort.on('message', (message) => {
          if (message.type === 'snapshot-end') parentPort.postMessage({ type: 'ready', size: 0 });
        });
      `)}`,
    );
    const listings = new MemoryListings();
    const pool = new SearchWorkerPool({
      size: 1,
      url: mute,
      exclusive: (task) => task(listings),
      searchTimeoutMs: 200,
      restartMs: 10,
    });
    pool.start();
    await pool.whenReady();
    const [first] = pool.workers();
    await expect(
      pool.search({ ...searchListingsQuerySchema.parse({}), category: 'cars' }),
    ).rejects.toThrow(/stalled/);
    await new Promise((resolve) => first.once('exit', resolve));
    await pool.whenReady();
    expect(pool.workers()).toHaveLength(1);
    expect(pool.workers()).not.toContain(first);
    await pool.close();
  });
});
