import { jest } from '@jest/globals';
import { type ListingCard, searchListingsQuerySchema } from '@market/contracts';
import { listingDocument } from '../listing-index.contract.js';
import type { FeedDocument, PostgresListingFeed } from '../postgres/postgres-listing-feed.js';
import type { PostgresListingIndex } from '../postgres/postgres-listing-index.js';
import { MemoryListingIndex } from './memory-listing-index.js';

describe('MemoryListingIndex start-up', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers from the table while it loads, and loads again after a failure', async () => {
    const listing = listingDocument({ n: 1 });
    const row: FeedDocument = {
      ...listing,
      searchable: true,
      locationText: 'austin tx 78701',
      lat: 30.27,
      lon: -97.74,
      createdAt: Date.parse(listing.createdAt),
    };
    const table = {
      prepare: async () => undefined,
      search: jest.fn(async () => ({ items: [], total: 7, nextCursor: null, facets: null })),
      cardsOf: async (ids: string[]) =>
        new Map(
          ids.map((id) => [
            id,
            { revision: 1, card: JSON.stringify({ id, title: listing.title } as ListingCard) },
          ]),
        ),
      close: async () => undefined,
    };
    let attempts = 0;
    const feed = {
      load: async (onBatch: (rows: FeedDocument[]) => void) => {
        if (attempts++ === 0) throw new Error('connection refused');
        onBatch([row]);
        return '1';
      },
      changes: async () => ({ documents: [], removals: [], watermark: '1' }),
    };
    const index = new MemoryListingIndex(
      table as unknown as PostgresListingIndex,
      feed as unknown as PostgresListingFeed,
      { pollMs: 60_000 },
    );
    await index.prepare();
    const search = searchListingsQuerySchema.parse({});
    expect((await index.search(search)).total).toBe(7); // the table, while loading
    await jest.advanceTimersByTimeAsync(5_000);
    await index.loaded();
    expect(attempts).toBe(2);
    const answer = await index.search(search);
    expect(answer.total).toBe(1);
    expect(answer.items.map((card) => card.id)).toEqual([listing.id]);
    expect(table.search).toHaveBeenCalledTimes(1);
    await index.close();
  });
});
