import {
  createTestDatabase,
  describeWhen,
  eventually,
  postgresAvailability,
  type ServiceTestApp,
  startServiceTestApp,
  type TestDatabase,
} from '@market/platform/testing';
import { newEnvelope } from '@market/platform/test-kit';
import { listingDocument } from '../index/listing-index.contract.js';
import { SearchModule } from '../search.module.js';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Deal ratings follow the listings events, from one request per page of cards. */
describeWhen(postgresAvailability(), 'search: deal ratings', () => {
  let database: TestDatabase;
  let app: ServiceTestApp;

  beforeAll(async () => {
    database = await createTestDatabase('search_market');
    app = await startServiceTestApp({
      name: 'search',
      databaseUrl: database.url,
      module: SearchModule.register(),
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const ratings = async (ids: string[]) => {
    const response = await fetch(
      new URL(`/api/search/deal-ratings?ids=${ids.join(',')}`, app.baseUrl),
    );
    return { status: response.status, body: (await response.json()) as Body };
  };

  it('rates a price against the comparable active listings, and says when there are too few', async () => {
    const market = [19_000, 20_000, 21_000].map((price, n) =>
      listingDocument({ n, price, year: 2020 }),
    );
    const cheap = listingDocument({ n: 10, price: 16_000, year: 2021 });
    const otherModel = listingDocument({
      n: 11,
      model: 'civic',
      modelLabel: 'Civic',
      price: 9_000,
    });
    await app.runtime.bus.publish(
      [...market, cheap, otherModel].map((listing) =>
        newEnvelope('listings.listing.published', { listing }),
      ),
    );

    const rated = await eventually(
      () => ratings([cheap.id, market[2].id, otherModel.id]),
      (r) => r.body.items?.length === 3,
    );
    const byId = new Map((rated.body.items as Body[]).map((item) => [item.listingId, item]));
    expect(byId.get(cheap.id)).toMatchObject({
      rating: 'great',
      marketPrice: 20_000,
      comparables: 3,
      yearFrom: 2019,
      yearTo: 2021,
    });
    // 21 000 against 16 000, 19 000, 20 000 (median 19 000): 10.5 % above.
    expect(byId.get(market[2].id)).toMatchObject({ rating: 'overpriced', marketPrice: 19_000 });
    expect(byId.get(otherModel.id)).toMatchObject({
      rating: null,
      marketPrice: null,
      comparables: 0,
    });

    // A sold comparable leaves the market: three others remain for the cheap one, then two.
    await app.runtime.bus.publish([
      newEnvelope('listings.listing.status-changed', {
        listing: { ...market[0], status: 'sold', isSold: true, revision: 2 },
        previousStatus: 'active',
      }),
    ]);
    const after = await eventually(
      () => ratings([cheap.id, market[0].id]),
      (r) => r.body.items?.length === 1,
    );
    expect(after.body.items[0]).toMatchObject({
      listingId: cheap.id,
      rating: null,
      comparables: 2,
    });
  });

  it('names a bad id list', async () => {
    const bad = await ratings(['nope']);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toContain('ids');
  });
});
