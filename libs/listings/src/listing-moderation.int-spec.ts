import { randomUUID } from 'node:crypto';
import type { EventEnvelope, Listing, ListingImage, Role } from '@market/contracts';
import type { PlatformRuntime } from '@market/platform';
import { describeWhen, eventually, postgresAvailability } from '@market/platform/testing';
import { HttpTestHarness, type TestBody as Body, type TestUser } from '@market/platform/test-kit';
import sharp from 'sharp';
import { ListingsModule } from './listings.module.js';

type Person = TestUser;

/**
 * A photo distinct per seed: a coarse grid of seeded random greys, smoothly enlarged (so its
 * perceptual hash is stable under resizing, like a real photo's).
 */
async function photo(seed: number): Promise<Buffer> {
  let state = seed * 2654435761;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % 256;
  };
  const grid = Buffer.alloc(16 * 12 * 3);
  for (let i = 0; i < 16 * 12; i += 1) grid.fill(next(), i * 3, i * 3 + 3);
  return sharp(grid, { raw: { width: 16, height: 12, channels: 3 } })
    .resize(800, 600, { kernel: 'cubic' })
    .jpeg()
    .toBuffer();
}

const civic = {
  category: 'cars',
  make: 'honda',
  model: 'civic',
  year: 2019,
  mileage: 30000,
  condition: 'used',
  transmission: 'automatic',
  fuelType: 'gasoline',
  locationCity: 'Austin',
  locationState: 'TX',
};

describeWhen(postgresAvailability(), 'Listing reports and the fraud pre-screen', () => {
  let api: HttpTestHarness;
  let runtime: PlatformRuntime;
  const events: EventEnvelope[] = [];
  const people: Record<'seller' | 'other' | 'dealer' | 'admin', Person> = {} as never;

  async function upload(who: Person, data: Buffer): Promise<ListingImage> {
    const reply = await api.upload(
      '/api/listing-images',
      { data, name: 'photo.jpg', type: 'image/jpeg', field: 'files' },
      who,
    );
    expect(reply.status).toBe(201);
    return reply.body.items[0] as ListingImage;
  }

  let seed = 100;
  async function publish(
    who: Person,
    fields: Record<string, unknown>,
    image?: Buffer,
  ): Promise<Listing> {
    const uploaded = await upload(who, image ?? (await photo((seed += 1))));
    const reply = await api.call(
      'POST',
      '/api/listings',
      {
        ...civic,
        ...fields,
        imageIds: [uploaded.id],
      },
      who,
    );
    expect(reply.status).toBe(201);
    return reply.body as Listing;
  }

  beforeAll(async () => {
    api = await HttpTestHarness.start({
      name: 'listing-moderation',
      module: ListingsModule.register(),
      beforeStart: (r) =>
        r.bus.subscribe({
          group: 'moderation-observer',
          types: [
            'listings.listing.flagged',
            'listings.listing.status-changed',
            'platform.admin-action.recorded',
          ],
          handle: async (event) => {
            events.push(event);
          },
        }),
    });
    runtime = api.runtime;
    const roles: Record<keyof typeof people, Role[]> = {
      seller: ['user'],
      other: ['user'],
      dealer: ['user', 'dealer'],
      admin: ['user', 'admin'],
    };
    for (const [name, personRoles] of Object.entries(roles) as [keyof typeof people, Role[]][]) {
      const id = randomUUID();
      const email = `${name}-${id.slice(0, 6)}@example.com`;
      people[name] = await api.signIn(personRoles, { id, email });
      await runtime.bus.publish([
        {
          id: randomUUID(),
          type: 'identity.user.profile-updated',
          version: 1,
          occurredAt: new Date().toISOString(),
          data: { userId: id, email, firstName: name, lastName: 'Tester', phone: null },
        },
      ]);
    }
    // Comparable listings from a dealer (dealers are not screened).
    for (const price of [19500, 20500, 21000]) await publish(people.dealer, { price });
  });

  afterAll(async () => {
    await api?.stop();
  });

  describe('reporting a listing', () => {
    it('takes a report from a signed-out visitor once, checks the reason, and 404s for unknown listings', async () => {
      const listing = await publish(people.dealer, { price: 20000 });
      const headers = { 'user-agent': 'report-test' };
      const first = await api.call(
        'POST',
        `/api/listings/${listing.id}/reports`,
        { reason: 'fraud', details: 'Asked for a wire transfer.' },
        undefined,
        headers,
      );
      expect(first.status).toBe(201);
      expect(first.body.message).toBe(
        'Thank you. Our team will review this listing within 24 hours.',
      );
      const again = await api.call(
        'POST',
        `/api/listings/${listing.id}/reports`,
        { reason: 'fraud' },
        undefined,
        headers,
      );
      expect(again.body.id).toBe(first.body.id);
      const bare = await api.call(
        'POST',
        `/api/listings/${listing.id}/reports`,
        {
          reason: 'other',
        },
        people.other,
      );
      expect(bare.status).toBe(400);
      expect(bare.body.error.details).toEqual([
        { path: 'details', message: 'Please tell us what is wrong with this listing.' },
      ]);
      expect(
        (
          await api.call('POST', `/api/listings/${randomUUID()}/reports`, {
            reason: 'fraud',
          })
        ).status,
      ).toBe(404);
    });

    it('queues reports for admins only; deactivating the listing resolves its reports and is audited', async () => {
      const listing = await publish(people.dealer, { price: 20000 });
      const a = await api.call(
        'POST',
        `/api/listings/${listing.id}/reports`,
        {
          reason: 'wrong_information',
          details: 'It is a 2017.',
        },
        people.seller,
      );
      await api.call(
        'POST',
        `/api/listings/${listing.id}/reports`,
        { reason: 'fraud' },
        people.other,
      );
      expect(
        (await api.call('GET', '/api/admin/listing-reports', undefined, people.seller)).status,
      ).toBe(403);
      const queue = await api.call('GET', '/api/admin/listing-reports', undefined, people.admin);
      const mine = (queue.body.reports as Body[]).filter((r) => r.listingId === listing.id);
      expect(mine).toHaveLength(2);
      expect(mine[0]).toMatchObject({
        reason: 'wrong_information',
        details: 'It is a 2017.',
        sellerId: people.dealer.id,
        status: 'open',
      });

      const resolved = await api.call(
        'POST',
        `/api/admin/listing-reports/${a.body.id}/resolve`,
        { action: 'deactivate_listing' },
        people.admin,
      );
      expect(resolved.status).toBe(200);
      expect(resolved.body).toMatchObject({
        status: 'listing_deactivated',
        listingStatus: 'inactive',
      });
      const after = await api.call('GET', '/api/admin/listing-reports', undefined, people.admin);
      expect((after.body.reports as Body[]).filter((r) => r.listingId === listing.id)).toEqual([]);
      expect((await api.call('GET', `/api/listings/${listing.id}`)).status).toBe(404);
      expect(
        (
          await api.call(
            'POST',
            `/api/admin/listing-reports/${a.body.id}/resolve`,
            {
              action: 'dismiss',
            },
            people.admin,
          )
        ).status,
      ).toBe(409);
      const audited = await eventually(
        async () =>
          events.filter(
            (e) =>
              e.type === 'platform.admin-action.recorded' &&
              (e.data as Body).targetId === a.body.id,
          ),
        (found) => found.length === 1,
      );
      expect(audited[0].data).toMatchObject({
        action: 'listings.report.listing-deactivated',
        actorId: people.admin.id,
      });
    });
  });

  describe('the fraud pre-screen of private sellers', () => {
    it('holds a listing whose VIN decodes to another vehicle, tells the seller why, and lets only an admin release it', async () => {
      const listing = await publish(people.seller, {
        make: 'toyota',
        model: 'camry',
        year: 2020,
        price: 21000,
        vin: '1HGCM82633A004352',
      });
      expect(listing.status).toBe('pending');
      expect(listing.moderation?.reasons).toEqual([
        'The VIN belongs to a 2003 Honda Accord, not the 2020 Toyota Camry in the listing (make, year differ).',
      ]);
      const flagged = await eventually(
        async () =>
          events.find(
            (e) =>
              e.type === 'listings.listing.flagged' && (e.data as Body).listingId === listing.id,
          ),
        (found) => !!found,
      );
      expect(flagged!.data).toMatchObject({
        userId: people.seller.id,
        email: people.seller.email,
        title: '2020 Toyota Camry',
      });
      // The seller cannot publish it themselves, neither by status nor by saving the form.
      expect(
        (
          await api.call(
            'PATCH',
            `/api/listings/${listing.id}/status`,
            {
              status: 'active',
            },
            people.seller,
          )
        ).status,
      ).toBe(409);
      const edited = await api.call(
        'PATCH',
        `/api/listings/${listing.id}`,
        {
          status: 'active',
          description: 'Like new',
        },
        people.seller,
      );
      expect(edited.body.status).toBe('pending');
      expect((await api.call('GET', `/api/listings/${listing.id}`)).status).toBe(404);

      const queue = await api.call('GET', '/api/admin/listing-reports', undefined, people.admin);
      expect((queue.body.flagged as Body[]).find((f) => f.listingId === listing.id)).toMatchObject({
        sellerId: people.seller.id,
      });
      const approved = await api.call(
        'POST',
        `/api/admin/listing-reports/flagged/${listing.id}`,
        { decision: 'approve' },
        people.admin,
      );
      expect(approved.body).toEqual({ listingId: listing.id, status: 'active' });
      const live = await api.call('GET', `/api/listings/${listing.id}`);
      expect(live.body.status).toBe('active');
    });

    it('flags a VIN whose check digit fails', async () => {
      const listing = await publish(people.seller, {
        make: 'honda',
        model: 'accord',
        year: 2003,
        price: 6000,
        vin: '1HGCM82633A004353',
      });
      expect(listing.status).toBe('pending');
      expect(listing.moderation?.reasons).toEqual([
        'The VIN’s check digit does not match: the VIN is mistyped or not a real one.',
      ]);
    });

    it('flags a price far below comparable listings, and lets a fair price through', async () => {
      const cheap = await publish(people.seller, { price: 6500 });
      expect(cheap.status).toBe('pending');
      expect(cheap.moderation?.reasons).toEqual([
        'The price ($6,500) is far below comparable listings of this vehicle (typically $20,250).',
      ]);
      const fair = await publish(people.seller, { price: 18500 });
      expect(fair.status).toBe('active');
      expect(fair.moderation ?? null).toBeNull();
    });

    it('flags photos identical to another seller’s, even resized and re-encoded', async () => {
      const original = await photo(7);
      await publish(people.dealer, { price: 20000 }, original);
      const copy = await sharp(original).resize(400).png().toBuffer();
      const listing = await publish(people.seller, { price: 19000 }, copy);
      expect(listing.status).toBe('pending');
      expect(listing.moderation?.reasons).toEqual([
        'One of the photos is identical to a photo on another seller’s listing.',
      ]);
      // The seller's own photo on a second listing of theirs is not "another seller's".
      const own = await photo(9);
      await publish(people.other, { price: 20000 }, own);
      const second = await publish(people.other, { price: 20000 }, own);
      expect(second.status).toBe('active');
    });

    it('does not screen dealers', async () => {
      const listing = await publish(people.dealer, {
        make: 'toyota',
        model: 'camry',
        year: 2020,
        price: 1000,
        vin: '1HGCM82633A004352',
      });
      expect(listing.status).toBe('active');
    });
  });
});
