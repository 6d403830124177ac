import { searchListingsQuerySchema } from '@market/contracts';
import { openServiceDatabase } from '@market/platform';
import { createTestDatabase, describeWhen, postgresAvailability } from '@market/platform/testing';
import { searchMigrations } from '../../search.migrations.js';
import { SEARCH_SCHEMA } from '../../search.tokens.js';
import { ZipLocator } from '../../geo/zip-locator.js';
import { describeListingIndexContract, listingDocument } from '../listing-index.contract.js';
import { PostgresListingIndex } from './postgres-listing-index.js';

describeWhen(postgresAvailability(), 'PostgresListingIndex', () => {
  describeListingIndexContract('PostgreSQL', async () => {
    const database = await createTestDatabase('search');
    const db = await openServiceDatabase({
      url: database.url,
      schema: SEARCH_SCHEMA,
      entities: [],
      migrations: searchMigrations,
    });
    const index = new PostgresListingIndex(db, new ZipLocator());
    await index.prepare();
    return {
      index,
      stop: async () => {
        await db.destroy();
        await database.drop();
      },
    };
  });
});

describeWhen(postgresAvailability(), 'PostgresListingIndex facet counts', () => {
  it('answer every search made of facet filters exactly as a scan would, and follow every write', async () => {
    const database = await createTestDatabase('search-facets');
    const db = await openServiceDatabase({
      url: database.url,
      schema: SEARCH_SCHEMA,
      entities: [],
      migrations: searchMigrations,
    });
    try {
      const counted = new PostgresListingIndex(db, new ZipLocator());
      const scanned = new PostgresListingIndex(db, new ZipLocator(), { facetCounts: false });
      let seed = 11;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
      const makes = [
        ['honda', ['accord', 'civic']],
        ['toyota', ['camry', 'prius']],
        ['ford', ['f-150', 'mustang']],
      ] as const;
      const documents = Array.from({ length: 300 }, (_, n) => {
        const [make, models] = pick(makes);
        return listingDocument({
          n,
          make,
          makeLabel: make.toUpperCase(),
          model: pick(models),
          modelLabel: 'Model',
          price: pick([5_000, 10_000, 10_000.01, 24_999, 25_000, 60_000, 100_000, 150_000]),
          year: pick([2001, 2004, 2005, 2012, 2015, 2019, 2020, 2025]),
          condition: pick(['new', 'used', 'certified_pre_owned'] as const),
          fuelType: pick(['gasoline', 'hybrid', 'electric'] as const),
          transmission: pick(['automatic', 'manual'] as const),
          status: pick(['active', 'active', 'active', 'sold'] as const),
          isSold: false,
        });
      }).map((d) => ({ ...d, isSold: d.status === 'sold' }));
      await counted.upsert(documents);
      // Changes after the first load: the counts follow updates, status changes and removals.
      await counted.upsert(
        documents.slice(0, 40).map((d) => ({
          ...d,
          revision: 2,
          price: d.price + 20_000,
          status: 'active',
          isSold: false,
        })),
      );
      for (const d of documents.slice(40, 60)) await counted.remove(d.id, 5);

      const answers = async (input: Record<string, unknown>) => {
        const query = searchListingsQuerySchema.parse(input);
        const [a, b] = await Promise.all([counted.search(query), scanned.search(query)]);
        return [
          { total: a.total, facets: a.facets },
          { total: b.total, facets: b.facets },
        ];
      };
      for (let i = 0; i < 60; i++) {
        const input: Record<string, unknown> = { limit: 5 };
        if (random() < 0.6) {
          const [make, models] = pick(makes);
          input.make = make;
          if (random() < 0.5) input.model = pick(models);
        }
        if (random() < 0.4) input.priceMax = pick([10_000, 25_000, 50_000, 100_000]);
        if (random() < 0.4) input.yearMin = pick([2005, 2010, 2015, 2020]);
        const yearMaxes = [2004, 2009, 2014, 2019].filter((y) => y >= Number(input.yearMin ?? 0));
        if (random() < 0.2 && yearMaxes.length) input.yearMax = pick(yearMaxes);
        if (random() < 0.3) input.conditions = pick(['new', 'used,certified_pre_owned']);
        if (random() < 0.3) input.fuelTypes = pick(['hybrid', 'gasoline,electric']);
        if (random() < 0.2) input.transmissions = 'manual';
        const [fromCounts, fromScan] = await answers(input);
        expect([input, fromCounts]).toEqual([input, fromScan]);
      }
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
