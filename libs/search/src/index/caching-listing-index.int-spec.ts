import { searchListingsQuerySchema } from '@market/contracts';
import { MemoryCache, openServiceDatabase } from '@market/platform';
import {
  createTestDatabase,
  describeWhen,
  postgresAvailability,
  type TestDatabase,
} from '@market/platform/testing';
import type { DataSource } from 'typeorm';
import { ZipLocator } from '../geo/zip-locator.js';
import { searchMigrations } from '../search.migrations.js';
import { SEARCH_SCHEMA } from '../search.tokens.js';
import { CachingListingIndex, stableJson } from './caching-listing-index.js';
import { listingDocument } from './listing-index.contract.js';
import { PostgresListingIndex } from './postgres/postgres-listing-index.js';

describeWhen(postgresAvailability(), 'CachingListingIndex', () => {
  let database: TestDatabase;
  let db: DataSource;
  let index: CachingListingIndex;

  beforeAll(async () => {
    database = await createTestDatabase('search-cache');
    db = await openServiceDatabase({
      url: database.url,
      schema: SEARCH_SCHEMA,
      entities: [],
      migrations: searchMigrations,
    });
    index = new CachingListingIndex(
      new PostgresListingIndex(db, new ZipLocator()),
      new MemoryCache(),
    );
  });
  afterAll(async () => {
    await index?.close();
    await db?.destroy();
    await database?.drop();
  });

  it('answers a repeated search from the cache, and a write makes the next search fresh', async () => {
    const first = listingDocument({ n: 1 });
    await index.upsert([first]);
    const search = searchListingsQuerySchema.parse({ make: 'honda' });
    expect((await index.search(search)).total).toBe(1);

    // Behind the cache's back: the cached answer still stands.
    await db.query(`DELETE FROM listing_documents`);
    expect((await index.search(searchListingsQuerySchema.parse({ make: 'honda' }))).total).toBe(1);

    // Without a version of the engine's own, only the generation tells: nothing to replay at the edge.
    expect(index.answerVersion()).toBeNull();
    // Any write through the index starts a new generation.
    await index.upsert([listingDocument({ n: 2 })]);
    expect((await index.search(search)).total).toBe(1);
    expect((await index.search(search)).items[0].id).not.toBe(first.id);
  });

  it("keys answers by the engine's version, so changes it learns elsewhere make the next search fresh", async () => {
    let version = 1;
    const versioned = new CachingListingIndex(
      new PostgresListingIndex(db, new ZipLocator()),
      new MemoryCache(),
      () => version,
    );
    const search = searchListingsQuerySchema.parse({ make: 'toyota' });
    expect((await versioned.search(search)).total).toBe(0);
    // Written by another replica: not through this object.
    await new PostgresListingIndex(db, new ZipLocator()).upsert([
      listingDocument({ n: 3, make: 'toyota', makeLabel: 'Toyota' }),
    ]);
    expect((await versioned.search(search)).total).toBe(0);
    version = 2;
    expect(JSON.parse(await versioned.searchJson(search)).total).toBe(1);
    expect(versioned.answerVersion()).toBe(2);
    version = -1; // the engine cannot vouch (still loading): the edge must not replay
    expect(versioned.answerVersion()).toBeNull();
    await versioned.close();
  });

  it('makes equal searches equal keys', () => {
    expect(stableJson({ b: 1, a: [1, { d: undefined, c: 'x' }] })).toBe(
      stableJson({ a: [1, { c: 'x' }], b: 1 }),
    );
  });
});
