import type { EventData, EventEnvelope } from '@market/contracts';
import { describeWhen, postgresAvailability } from '@market/platform/testing';
import { HttpTestHarness } from '@market/platform/test-kit';
import { ListingsModule } from '../listings.module.js';
import { newListing } from '../listings.factories.js';
import { ViewCountAnnouncer } from './view-count-announcer.js';

/** Views are counted without an event each and announced in batches with absolute totals. */
describeWhen(postgresAvailability(), 'listing view counts announced in batches', () => {
  let api: HttpTestHarness;
  const counted: EventEnvelope[] = [];

  beforeAll(async () => {
    api = await HttpTestHarness.start({
      name: 'listings_views',
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
    await api?.stop();
  });

  it('announces each grown count once, as the new total, and nothing when no view was counted', async () => {
    const owner = await api.signIn(['user']);
    const admin = await api.signIn(['user', 'admin']);
    const view = async (who: typeof owner) =>
      (await api.call('POST', `/api/listings/${listing.id}/views`, undefined, who)).body.counted;
    // A draft needs no photo; its owner and admins may see (and so count) it.
    const listing = (
      await api.call('POST', '/api/listings', newListing({ status: 'pending' }), owner)
    ).body;
    const announcer = api.app.app.get(ViewCountAnnouncer);
    await announcer.announce();
    const before = counted.length;

    expect(await view(owner)).toBe(true);
    expect(await view(owner)).toBe(false);
    expect(await view(admin)).toBe(true);
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
