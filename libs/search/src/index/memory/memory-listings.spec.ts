import { encodeCursor } from '../search-cursor.js';
import { type IndexedListing, MemoryListings } from './memory-listings.js';
import { searchMemory } from './memory-search.js';
import { RandomListings } from './random-listings.test-support.js';
import { listingAnswerOf } from './search-worker-protocol.js';

const byId = (documents: Iterable<IndexedListing>) =>
  [...documents].sort((a, b) => a.id.localeCompare(b.id));

describe('MemoryListings.documents', () => {
  it('gives back every listing as the model holds it: a model loaded from them answers alike', () => {
    const data = new RandomListings(11);
    const listings = new MemoryListings();
    const held = new Map<string, IndexedListing>();
    const put = (listing: IndexedListing) => {
      listings.put(listing);
      held.set(listing.id, listing);
    };
    const documents = Array.from({ length: 1_500 }, (_, n) => data.indexed(data.document(n)));
    listings.beginBulk();
    documents.forEach(put);
    listings.compact();
    // Changes after the load leave free slots and codes no listing uses any more.
    for (const listing of documents.slice(0, 150))
      put({ ...listing, revision: 2, price: listing.price + 1, isFeatured: !listing.isFeatured });
    for (const { id } of documents.slice(150, 300)) {
      listings.remove(id);
      held.delete(id);
    }
    put({ ...data.indexed(data.document(2_000)), make: 'lada', makeLabel: 'Lada', model: 'niva' });

    expect(byId(listings.documents())).toEqual(byId(held.values()));

    const replica = new MemoryListings();
    replica.beginBulk();
    for (const listing of listings.documents()) replica.put(listing);
    replica.compact();
    expect(replica.size).toBe(listings.size);
    for (let i = 0; i < 300; i++) {
      let search = data.search();
      for (let page = 0; page < 2; page++) {
        const expected = listingAnswerOf(listings, searchMemory(listings, search, null));
        const answer = listingAnswerOf(replica, searchMemory(replica, search, null));
        expect([search, answer]).toEqual([search, expected]);
        const last = expected.ids.length - 1;
        if (!expected.hasMore) break;
        const cursor = { value: expected.sortValues[last], id: expected.ids[last] };
        search = { ...search, cursor: encodeCursor(cursor) };
      }
    }
  });
});
