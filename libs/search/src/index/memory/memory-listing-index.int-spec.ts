import { randomUUID } from 'node:crypto';
import {
  type ListingDocument,
  searchListingsQuerySchema,
  type SearchListingsResponse,
} from '@market/contracts';
import { describeWhen, postgresAvailability } from '@market/platform/testing';
import type { DataSource } from 'typeorm';
import { ZipLocator } from '../../geo/zip-locator.js';
import { describeListingIndexContract, listingDocument } from '../listing-index.contract.js';
import type { ListingSearch } from '../listing-index.port.js';
import { PostgresListingFeed } from '../postgres/postgres-listing-feed.js';
import { PostgresListingIndex } from '../postgres/postgres-listing-index.js';
import { MemoryListingIndex } from './memory-listing-index.js';
import { openSearchTestDatabase } from '../search-test-database.test-support.js';

async function memoryIndex(db: DataSource, pollMs = 60_000): Promise<MemoryListingIndex> {
  const index = new MemoryListingIndex(
    new PostgresListingIndex(db, new ZipLocator()),
    new PostgresListingFeed(db, 97),
    { pollMs },
  );
  await index.prepare();
  await index.loaded();
  return index;
}

describeWhen(postgresAvailability(), 'MemoryListingIndex', () => {
  describeListingIndexContract('PostgreSQL with the in-memory read model', async () => {
    const { db, drop } = await openSearchTestDatabase('search-memory');
    const index = await memoryIndex(db);
    return { index, stop: async () => (await index.close(), await drop()) };
  });

  describe('against the SQL scan', () => {
    let db: DataSource;
    let drop: () => Promise<void>;
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    const places = [
      ['Austin', 'TX', '78701'],
      ['Dallas', 'TX', '75201'],
      ['Houston', 'TX', '77002'],
      ['Denver', 'CO', '80202'],
      ['Phoenix', 'AZ', '85004'],
      ['Seattle', 'WA', '98101'],
      ['Chicago', 'IL', '60601'],
      [null, null, null],
    ] as const;
    const makes = [
      ['honda', ['accord', 'civic', 'cr-v']],
      ['toyota', ['camry', 'prius']],
      ['ford', ['f-150', 'mustang']],
      ['tesla', ['model-3']],
    ] as const;
    const dealers = [randomUUID(), randomUUID()];
    const reps = [randomUUID()];

    /** `concentrated`: most listings share condition, fuel and transmission, so cells grow large. */
    function randomDocument(n: number, concentrated: boolean): ListingDocument {
      const usual = <T>(value: T, others: readonly T[]) =>
        concentrated && random() < 0.85 ? value : pick(others);
      const [make, models] = concentrated ? pick(makes.slice(0, 2)) : pick(makes);
      const model = pick(models);
      const [city, state, zip] = pick(places);
      const status = pick(['active', 'active', 'active', 'active', 'sold', 'pending'] as const);
      return listingDocument({
        n: n + Math.floor(random() * 3), // some share a creation time: ties break by id
        category: pick(['cars', 'cars', 'cars', 'trucks'] as const),
        make,
        makeLabel: make[0].toUpperCase() + make.slice(1),
        model,
        modelLabel: model.toUpperCase(),
        price: pick([4_999, 10_000, 10_000.5, 17_250, 25_000, 31_000, 50_000, 99_999, 140_000]),
        year: pick([2001, 2004, 2005, 2009, 2012, 2015, 2018, 2020, 2024]),
        mileage: pick([null, 0, 9_000, 25_000, 60_000, 120_000]),
        condition: usual('used', ['new', 'used', 'certified_pre_owned'] as const),
        fuelType: usual('gasoline', ['gasoline', 'hybrid', 'electric', 'diesel'] as const),
        transmission: usual('automatic', ['automatic', 'manual', 'cvt'] as const),
        isFeatured: random() < 0.2,
        dealerId: random() < 0.3 ? pick(dealers) : null,
        salesRepId: random() < 0.2 ? pick(reps) : null,
        locationCity: city,
        locationState: state,
        locationZip: zip,
        description: random() < 0.3 ? 'Leather seats and a sunroof' : null,
        status,
        isSold: status === 'sold',
      });
    }

    function randomSearch(): ListingSearch {
      const input: Record<string, unknown> = {
        limit: pick([3, 10, 50]),
        category: pick(['cars', 'cars', 'trucks']),
      };
      if (random() < 0.6) {
        const [make, models] = pick(makes);
        input.make = random() < 0.05 ? 'lada' : make;
        if (random() < 0.4) input.model = random() < 0.1 ? 'nova' : pick(models);
      }
      if (random() < 0.35) input.priceMin = pick([0, 5_000, 10_000, 17_250]);
      if (random() < 0.45) input.priceMax = pick([10_000, 10_000.5, 23_456, 50_000, 200_000]);
      if (random() < 0.35) input.yearMin = pick([2004, 2005, 2013, 2020]);
      if (random() < 0.2) input.yearMax = pick([2020, 2024, 2030]);
      if (random() < 0.2) input.mileageMax = pick([0, 25_000, 100_000]);
      if (random() < 0.25) input.conditions = pick(['new', 'used,certified_pre_owned']);
      if (random() < 0.25) input.fuelTypes = pick(['hybrid', 'gasoline,electric']);
      if (random() < 0.2) input.transmissions = pick(['manual', 'automatic,cvt']);
      if (random() < 0.15) input.featured = pick(['true', 'false']);
      if (random() < 0.1) input.dealerId = pick(dealers);
      if (random() < 0.08) input.salesRepId = pick(reps);
      if (random() < 0.15) input.location = pick(['TX', 'co', 'austin', '7820', 'as', 'den']);
      if (random() < 0.1) input.q = pick(['sunroof', 'leather seats', 'LEATHER', 'zzz', '!!!']);
      if (Number(input.priceMin) > Number(input.priceMax)) delete input.priceMin;
      if (Number(input.yearMin) > Number(input.yearMax)) delete input.yearMin;
      if (random() < 0.4)
        input.sort = pick(['price_asc', 'price_desc', 'mileage_asc', 'year_desc']);
      if (random() < 0.2) input.facets = 'false';
      const search: ListingSearch = searchListingsQuerySchema.parse(input);
      if (random() < 0.15) {
        const miles = pick([5, 200, 1_000]);
        return { ...search, near: { lat: 30.2713, lon: -97.7426, miles } };
      }
      return search;
    }

    const shape = (r: SearchListingsResponse) => ({
      ids: r.items.map((card) => [card.id, card.distanceMiles]),
      total: r.total,
      more: r.nextCursor !== null,
      facets: r.facets,
    });

    beforeAll(async () => {
      ({ db, drop } = await openSearchTestDatabase('search-memory-scan'));
    });
    afterAll(async () => drop?.());

    it.each([
      ['varied listings', 600, false],
      ['large cells (read by year groups)', 1_500, true],
    ] as const)(
      'answers every search as the SQL scan does, page after page, and follows every write: %s',
      async (_label, count, concentrated) => {
        const scanned = new PostgresListingIndex(db, new ZipLocator(), { facetCounts: false });
        const writer = await memoryIndex(db);
        const documents = Array.from({ length: count }, (_, n) => randomDocument(n, concentrated));
        await writer.upsert(documents);
        // Another replica started now loads the table, and only reads the feed afterwards.
        const replica = await memoryIndex(db);
        // Later writes: price and status changes, older revisions arriving late, deletions.
        await writer.upsert(
          documents.slice(0, 80).map((d) => ({
            ...d,
            revision: 3,
            price: d.price + 1_000,
            status: 'active',
            isSold: false,
          })),
        );
        await writer.upsert(documents.slice(0, 20).map((d) => ({ ...d, revision: 2, price: 1 })));
        for (const d of documents.slice(80, 100)) await writer.remove(d.id, 9);
        await writer.upsert([{ ...documents[85], revision: 10, price: 33_333 }]);
        await replica.catchUp();

        for (let i = 0; i < 150; i++) {
          let search = randomSearch();
          for (let page = 0; page < 3; page++) {
            const [expected, fromWriter, fromReplica] = await Promise.all([
              scanned.search(search),
              writer.search(search),
              replica.search(search),
            ]);
            expect([search, shape(fromWriter)]).toEqual([search, shape(expected)]);
            expect([search, shape(fromReplica)]).toEqual([search, shape(expected)]);
            if (!expected.nextCursor) break;
            search = { ...search, cursor: expected.nextCursor };
          }
        }
        // A page's cards are kept between searches; a change shows at once all the same.
        const newest = searchListingsQuerySchema.parse({
          category: 'cars',
          limit: 5,
          facets: 'false',
        });
        const [first] = (await replica.search(newest)).items;
        const changed = documents.find((d) => d.id === first.id)!;
        await writer.upsert([{ ...changed, revision: 20, price: 12_345, title: 'Repriced' }]);
        await replica.catchUp();
        for (const index of [writer, replica]) {
          expect((await index.search(newest)).items[0]).toMatchObject({
            id: first.id,
            price: 12_345,
            title: 'Repriced',
          });
        }
        for (const category of ['cars', 'trucks'] as const) {
          expect(await writer.featured(category, 5)).toEqual(await scanned.featured(category, 5));
          for (const text of ['h', 'ho', 'TOY', 'toyota c', 'Model', 'a', 'd', 'hou', 'zz', 'f-']) {
            expect([category, text, await replica.suggest(text, category, 8)]).toEqual([
              category,
              text,
              await scanned.suggest(text, category, 8),
            ]);
          }
        }
        await Promise.all([writer.close(), replica.close()]);
      },
    );
  });
});
