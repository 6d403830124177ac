import { randomUUID } from 'node:crypto';
import type { EventData, EventEnvelope } from '@market/contracts';
import {
  createTestDatabase,
  describeWhen,
  postgresAvailability,
  type ServiceTestApp,
  startServiceTestApp,
  type TestDatabase,
} from '@market/platform/testing';
import { ListingsModule } from '../listings.module.js';
import { ViewCountAnnouncer } from './view-count-announcer.js';

/** Views are counted without an event each and announced in batches with absolute totals. */
describeWhen(postgresAvailability(), 'listing view counts announced in batches', () => {
  let database: TestDatabase;
  let app: ServiceTestApp;
  const counted: EventEnvelope[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('listings_views');
    app = await startServiceTestApp({
      name: 'listings',
      databaseUrl: database.url,
      module: ListingsModule.register(),
      beforeStart: (runtime) =>
        runtime.bus.subscribe({
          group: 'observer',
          types: ['listings.listing.views-counted'],
          handle: async (e) => void counted.push(e),
        }),
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('announces each grown count once, as the new total, and nothing when no view was counted', async () => {
    const person = async (roles: ('user' | 'admin')[]) => {
      const id = randomUUID();
      return app.runtime.tokens.issue({ id, email: `${id}@example.com`, roles }, randomUUID());
    };
    const owner = await person(['user']);
    const admin = await person(['user', 'admin']);
    const call = async (method: string, path: string, token: string, body?: unknown) => {
      const response = await fetch(new URL(path, app.baseUrl), {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await response.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    // A draft needs no photo; its owner and admins may see (and so count) it.
    const listing = await call('POST', '/api/listings', owner, {
      make: 'honda',
      model: 'accord',
      year: 2020,
      price: 18_000,
      status: 'pending',
    });
    const announcer = app.app.get(ViewCountAnnouncer);
    await announcer.announce();
    const before = counted.length;

    expect((await call('POST', `/api/listings/${listing.id}/views`, owner)).counted).toBe(true);
    expect((await call('POST', `/api/listings/${listing.id}/views`, owner)).counted).toBe(false);
    expect((await call('POST', `/api/listings/${listing.id}/views`, admin)).counted).toBe(true);
    // (The periodic run may have taken them first; either way they go out once.)
    await announcer.announce();
    expect(await announcer.announce()).toBe(0);

    const deadline = Date.now() + 10_000;
    while (counted.length === before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const batches = counted
      .slice(before)
      .map((e) => e.data as EventData<'listings.listing.views-counted'>);
    expect(batches).toEqual([
      { listings: [{ listingId: listing.id, dealerId: null, salesRepId: null, viewsCount: 2 }] },
    ]);
  });
});
