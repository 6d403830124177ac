import { randomUUID } from 'node:crypto';
import type { EventEnvelope, Listing, ListingImage, Role } from '@market/contracts';
import { IMAGES_REQUIRED_MESSAGE } from '@market/contracts';
import { OBJECT_STORAGE, type ObjectStorage, type PlatformRuntime } from '@market/platform';
import { describeWhen, eventually, postgresAvailability } from '@market/platform/testing';
import { HttpTestHarness, type TestBody as Body, type TestUser } from '@market/platform/test-kit';
import pg from 'pg';
import sharp from 'sharp';
import { ListingsModule } from './listings.module.js';
import { newListing } from './listings.factories.js';
import { ListingImageService } from './services/listing-image.service.js';

type Person = TestUser;

async function jpeg(
  width: number,
  height: number,
  colour = { r: 200, g: 40, b: 40 },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

const baseListing = newListing();

describeWhen(postgresAvailability(), 'ListingsModule', () => {
  let api: HttpTestHarness;
  let runtime: PlatformRuntime;
  let db: pg.Client;
  const events: EventEnvelope[] = [];
  const people: Record<'owner' | 'other' | 'dealer' | 'rep' | 'admin', Person> = {} as never;
  const dealerId = randomUUID();

  async function upload(
    who: Person | undefined,
    files: { name: string; data: Buffer; type?: string }[],
  ) {
    return api.upload(
      '/api/listing-images',
      files.map((file) => ({ ...file, type: file.type ?? 'image/jpeg', field: 'files' })),
      who,
    );
  }

  async function photos(who: Person, count = 1): Promise<ListingImage[]> {
    const files = await Promise.all(
      Array.from({ length: count }, async (_, i) => ({
        name: `photo-${i}.jpg`,
        data: await jpeg(800 + i * 10, 600, { r: 30 * i, g: 90, b: 160 }),
      })),
    );
    const reply = await upload(who, files);
    expect(reply.status).toBe(201);
    return reply.body.items as ListingImage[];
  }

  /** The storage folder of a photo's variants, from its full variant's media URL. */
  function storagePrefixOf(image: ListingImage): string {
    return new URL(image.url, api.baseUrl).pathname
      .replace(/^\/api\/media\//, '')
      .replace(/\/full\.webp$/, '');
  }

  async function createListing(who: Person, extra: Record<string, unknown> = {}): Promise<Listing> {
    const images = await photos(who);
    const reply = await api.call(
      'POST',
      '/api/listings',
      {
        ...baseListing,
        imageIds: images.map((i) => i.id),
        ...extra,
      },
      who,
    );
    expect(reply.status).toBe(201);
    return reply.body as Listing;
  }

  async function publish(type: string, data: unknown): Promise<void> {
    await runtime.bus.publish([
      { id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), data },
    ]);
  }

  const listingIdOf = (event: EventEnvelope) =>
    ((event.data as Body).listing?.id ?? (event.data as Body).listingId) as string;
  const eventsOf = (listingId: string) =>
    events.filter((event) => listingIdOf(event) === listingId).map((event) => event.type);

  beforeAll(async () => {
    api = await HttpTestHarness.start({
      name: 'listings',
      module: ListingsModule.register(),
      beforeStart: (r) =>
        r.bus.subscribe({
          group: 'listings-test-observer',
          types: [
            'listings.listing.published',
            'listings.listing.updated',
            'listings.listing.status-changed',
            'listings.listing.deleted',
            'listings.contact.requested',
          ],
          handle: async (event) => {
            events.push(event);
          },
        }),
    });
    runtime = api.runtime;
    db = new pg.Client({ connectionString: api.database.url });
    await db.connect();

    const roles: Record<keyof typeof people, Role[]> = {
      owner: ['user'],
      other: ['user'],
      dealer: ['user', 'dealer'],
      rep: ['user', 'sales_rep'],
      admin: ['user', 'admin'],
    };
    for (const [name, personRoles] of Object.entries(roles) as [keyof typeof people, Role[]][]) {
      const id = randomUUID();
      const email = `${name}-${id.slice(0, 8)}@example.com`;
      people[name] = await api.signIn(personRoles, { id, email });
      await publish('identity.user.profile-updated', {
        userId: id,
        email,
        firstName: name,
        lastName: 'Tester',
        phone: '+1 512 555 0100',
      });
    }
    await publish('dealers.dealer.created', {
      dealerId,
      userId: people.dealer.id,
      businessName: 'Lone Star Motors',
      businessPhone: '+1 512 555 0199',
      businessEmail: 'sales@lonestar.example',
    });
    await eventually(
      async () =>
        (await db.query(`SELECT count(*)::int AS n FROM listings.dealers`)).rows[0].n as number,
      (n) => n === 1,
    );
  });

  afterAll(async () => {
    await db?.end();
    await api?.stop();
  });

  describe('creating a listing', () => {
    it('composes the title from the catalogue labels, attaches the photos in order and answers with the seller contact', async () => {
      const images = await photos(people.owner, 3);
      const order = [images[2].id, images[0].id, images[1].id];
      const reply = await api.call(
        'POST',
        '/api/listings',
        {
          ...baseListing,
          imageIds: order,
          // The VIN's own vehicle: a private seller's VIN that decodes to another is held (fraud pre-screen).
          year: 2003,
          vin: '1hgcm82633a004352',
        },
        people.owner,
      );
      expect(reply.status).toBe(201);
      const listing = reply.body as Listing;
      expect(listing.title).toBe('2003 Honda Accord');
      expect(listing.vin).toBe('1HGCM82633A004352');
      expect(listing.price).toBe(18999.5);
      expect(listing.status).toBe('active');
      expect(listing.isSold).toBe(false);
      expect(listing.images.map((image) => image.id)).toEqual(order);
      expect(listing.images.map((image) => image.isPrimary)).toEqual([true, false, false]);
      // A private seller's e-mail and phone stay hidden until they choose to show them.
      expect(listing.contact).toEqual({
        kind: 'private',
        name: 'owner Tester',
        email: null,
        phone: null,
      });

      const shown = await api.call('GET', `/api/listings/${listing.id}`);
      expect(shown.status).toBe(200);
      expect(shown.body.images).toHaveLength(3);
    });

    it('shows a private seller’s e-mail and phone only once they opt in, and hides them again', async () => {
      const listing = await createListing(people.other);
      const consent = (showContactDetails: boolean) =>
        publish('identity.user.profile-updated', {
          userId: people.other.id,
          email: people.other.email,
          firstName: 'other',
          lastName: 'Tester',
          phone: '+1 512 555 0100',
          emailVerified: true,
          showContactDetails,
        });
      const contactSeenBy = async (who: Person) =>
        (await api.call('GET', `/api/listings/${listing.id}`, undefined, who)).body.contact;
      expect(await contactSeenBy(people.owner)).toMatchObject({ email: null, phone: null });
      await consent(true);
      expect(
        await eventually(
          () => contactSeenBy(people.owner),
          (contact) => contact.email !== null,
        ),
      ).toEqual({
        kind: 'private',
        name: 'other Tester',
        email: people.other.email,
        phone: '+1 512 555 0100',
      });
      await consent(false);
      expect(
        await eventually(
          () => contactSeenBy(people.owner),
          (contact) => contact.email === null,
        ),
      ).toMatchObject({ email: null, phone: null, name: 'other Tester' });
    });

    it('links a dealer’s new listing to their dealer record and shows the dealership as the contact', async () => {
      const listing = await createListing(people.dealer);
      expect(listing.dealerId).toBe(dealerId);
      expect(listing.contact).toMatchObject({
        kind: 'dealer',
        name: 'Lone Star Motors',
        email: 'sales@lonestar.example',
      });
    });

    it('refuses to publish without a photo, with the message of SPEC.md', async () => {
      const reply = await api.call(
        'POST',
        '/api/listings',
        {
          ...baseListing,
          imageIds: [],
        },
        people.owner,
      );
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toBe(IMAGES_REQUIRED_MESSAGE);
    });

    it('explains each invalid field', async () => {
      const nextYear = new Date().getFullYear() + 1;
      const reply = await api.call(
        'POST',
        '/api/listings',
        {
          ...baseListing,
          make: '',
          year: nextYear + 1,
          price: -1,
          mileage: -5,
        },
        people.owner,
      );
      expect(reply.status).toBe(400);
      const details = Object.fromEntries(
        (reply.body.error.details as { path: string; message: string }[]).map((d) => [
          d.path,
          d.message,
        ]),
      );
      expect(details).toMatchObject({
        make: 'Please choose a make.',
        year: `Year must be between 1900 and ${nextYear}`,
        price: 'Price must be 0 or more',
        mileage: 'Mileage must be 0 or more',
      });
    });

    it('does not let anyone attach another user’s upload', async () => {
      const [theirs] = await photos(people.other);
      const reply = await api.call(
        'POST',
        '/api/listings',
        {
          ...baseListing,
          imageIds: [theirs.id],
        },
        people.owner,
      );
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toMatch(/no longer available/);
    });

    it('asks signed-out visitors to sign in', async () => {
      expect((await api.call('POST', '/api/listings', baseListing)).status).toBe(401);
      expect(
        (await upload(undefined, [{ name: 'a.jpg', data: await jpeg(100, 100) }])).status,
      ).toBe(401);
    });
  });

  describe('who may change a listing (SPEC.md §6)', () => {
    type Who = keyof typeof people | 'anonymous';
    type Target = 'owner' | 'dealer' | 'rep';
    /** Listings: a private owner's; a dealer's (dealer id set); one the dealer assigned to the rep. */
    const targets = async (): Promise<Record<Target, Listing>> => ({
      owner: await createListing(people.owner),
      dealer: await createListing(people.dealer),
      rep: await createListing(people.dealer, { salesRepId: people.rep.id }),
    });
    const manages: Record<Who, Target[]> = {
      anonymous: [],
      other: [],
      owner: ['owner'],
      dealer: ['dealer', 'rep'],
      rep: ['rep'],
      admin: ['owner', 'dealer', 'rep'],
    };
    const features: Record<Who, Target[]> = {
      anonymous: [],
      other: [],
      owner: [],
      dealer: ['dealer', 'rep'],
      rep: [],
      admin: ['owner', 'dealer', 'rep'],
    };
    const denied = (who: Who) => (who === 'anonymous' ? 401 : 403);

    it.each(Object.keys(manages) as Who[])('%s: edit, status, featured and delete', async (who) => {
      const listings = await targets();
      const person = who === 'anonymous' ? undefined : people[who];
      for (const target of ['owner', 'dealer', 'rep'] as Target[]) {
        const listing = listings[target];
        const may = manages[who].includes(target);
        const seen = await api.call('GET', `/api/listings/${listing.id}`, undefined, person);
        expect([target, seen.body.canManage, seen.body.canFeature]).toEqual([
          target,
          may,
          features[who].includes(target),
        ]);
        const edit = await api.call(
          'PATCH',
          `/api/listings/${listing.id}`,
          {
            ...baseListing,
            price: 17500,
            imageIds: listing.images.map((image) => image.id),
            salesRepId: listing.salesRepId,
          },
          person,
        );
        expect([target, 'edit', edit.status]).toEqual([target, 'edit', may ? 200 : denied(who)]);
        const status = await api.call(
          'PATCH',
          `/api/listings/${listing.id}/status`,
          {
            status: 'sold',
          },
          person,
        );
        expect([target, 'status', status.status]).toEqual([
          target,
          'status',
          may ? 200 : denied(who),
        ]);
        if (may) expect(status.body).toMatchObject({ status: 'sold', isSold: true });
        const featured = await api.call(
          'PATCH',
          `/api/listings/${listing.id}/featured`,
          {
            isFeatured: true,
          },
          person,
        );
        expect([target, 'featured', featured.status]).toEqual([
          target,
          'featured',
          features[who].includes(target) ? 200 : denied(who),
        ]);
        const removed = await api.call('DELETE', `/api/listings/${listing.id}`, undefined, person);
        expect([target, 'delete', removed.status]).toEqual([
          target,
          'delete',
          may ? 204 : denied(who),
        ]);
        expect((await api.call('GET', `/api/listings/${listing.id}`)).status).toBe(may ? 404 : 200);
      }
    });

    it('keeps the rep of a listing when an edit does not name one', async () => {
      const listing = await createListing(people.dealer, { salesRepId: people.rep.id });
      const { salesRepId: _rep, ...withoutRep } = { ...baseListing, salesRepId: undefined };
      const edited = await api.call(
        'PATCH',
        `/api/listings/${listing.id}`,
        {
          ...withoutRep,
          imageIds: listing.images.map((image) => image.id),
        },
        people.dealer,
      );
      expect(edited.body.salesRepId).toBe(people.rep.id);
      const cleared = await api.call(
        'PATCH',
        `/api/listings/${listing.id}`,
        {
          ...withoutRep,
          imageIds: listing.images.map((image) => image.id),
          salesRepId: null,
        },
        people.dealer,
      );
      expect(cleared.body.salesRepId).toBeNull();
    });

    it('keeps a rep’s listings under their id even when the rep names someone else', async () => {
      const images = await photos(people.rep);
      const reply = await api.call(
        'POST',
        '/api/listings',
        {
          ...baseListing,
          imageIds: [images[0].id],
          salesRepId: people.other.id,
        },
        people.rep,
      );
      expect(reply.body.salesRepId).toBe(people.rep.id);
    });

    it('hides pending and inactive listings from people who do not manage them', async () => {
      const listing = await createListing(people.owner);
      await api.call(
        'PATCH',
        `/api/listings/${listing.id}/status`,
        {
          status: 'inactive',
        },
        people.owner,
      );
      expect((await api.call('GET', `/api/listings/${listing.id}`)).status).toBe(404);
      expect(
        (await api.call('GET', `/api/listings/${listing.id}`, undefined, people.other)).body.error
          .message,
      ).toBe('Vehicle not found');
      expect(
        (await api.call('GET', `/api/listings/${listing.id}`, undefined, people.owner)).status,
      ).toBe(200);
      expect(
        (await api.call('GET', `/api/listings/${listing.id}`, undefined, people.admin)).status,
      ).toBe(200);
      expect((await api.call('GET', '/api/listings/not-a-uuid')).status).toBe(404);
    });

    it('shows visitors every change at once, though their page is kept between changes', async () => {
      const listing = await createListing(people.owner);
      const first = await api.call('GET', `/api/listings/${listing.id}`);
      expect(first.body).toMatchObject({ price: listing.price, viewsCount: 0, canManage: false });
      // Counters move without a new revision: a kept page still shows them current.
      await api.call('POST', `/api/listings/${listing.id}/views`, undefined, people.other);
      expect((await api.call('GET', `/api/listings/${listing.id}`)).body.viewsCount).toBe(1);
      const edited = await api.call(
        'PATCH',
        `/api/listings/${listing.id}`,
        {
          ...baseListing,
          price: 12_345,
          imageIds: listing.images.map((image) => image.id),
        },
        people.owner,
      );
      expect(edited.status).toBe(200);
      expect((await api.call('GET', `/api/listings/${listing.id}`)).body.price).toBe(12_345);
      // Behind the service's back: a kept page still answers until the revision moves.
      await db.query(
        `UPDATE listings.vehicle_listings SET title = 'Changed quietly' WHERE id = $1`,
        [listing.id],
      );
      expect((await api.call('GET', `/api/listings/${listing.id}`)).body.title).not.toBe(
        'Changed quietly',
      );
      await api.call(
        'PATCH',
        `/api/listings/${listing.id}/status`,
        {
          status: 'inactive',
        },
        people.owner,
      );
      expect((await api.call('GET', `/api/listings/${listing.id}`)).status).toBe(404);
      await api.call(
        'PATCH',
        `/api/listings/${listing.id}/status`,
        { status: 'active' },
        people.owner,
      );
      expect((await api.call('GET', `/api/listings/${listing.id}`)).status).toBe(200);
      // Another replica's change (here: behind the service's back) shows within a second: the
      // revision, status and counters are read at most once a second per listing, once this
      // replica's own write has settled (2 s).
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect((await api.call('GET', `/api/listings/${listing.id}`)).status).toBe(200);
      await db.query(
        `UPDATE listings.vehicle_listings SET status = 'inactive', revision = revision + 1 WHERE id = $1`,
        [listing.id],
      );
      expect((await api.call('GET', `/api/listings/${listing.id}`)).status).toBe(200);
      expect(
        (
          await eventually(
            () => api.call('GET', `/api/listings/${listing.id}`),
            (reply) => reply.status === 404,
          )
        ).status,
      ).toBe(404);
      // Signed-in viewers get their own answer (what they may do differs).
      expect(
        (await api.call('GET', `/api/listings/${listing.id}`, undefined, people.owner)).body
          .canManage,
      ).toBe(true);
    });
  });

  describe('editing', () => {
    it('PATCH changes only the fields it is given and keeps the photos', async () => {
      const images = await photos(people.owner, 2);
      const created = await api.call(
        'POST',
        '/api/listings',
        {
          ...baseListing,
          category: 'trucks',
          make: 'ford',
          model: 'f-150',
          condition: 'certified_pre_owned',
          imageIds: images.map((i) => i.id),
        },
        people.owner,
      );
      const listing = created.body as Listing;
      const reply = await api.call(
        'PATCH',
        `/api/listings/${listing.id}`,
        {
          price: 17250,
        },
        people.owner,
      );
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        price: 17250,
        category: 'trucks',
        make: 'ford',
        condition: 'certified_pre_owned',
        description: baseListing.description,
        features: baseListing.features,
        title: listing.title,
      });
      expect(reply.body.images.map((i: ListingImage) => i.id)).toEqual(images.map((i) => i.id));
      for (const image of images)
        expect((await fetch(new URL(image.url, api.baseUrl))).status).toBe(200);

      const cleared = await api.call(
        'PATCH',
        `/api/listings/${listing.id}`,
        {
          description: null,
          year: 2021,
        },
        people.owner,
      );
      expect(cleared.body).toMatchObject({ description: null, year: 2021, price: 17250 });
      expect(cleared.body.title).toBe(`2021 ${listing.makeLabel} ${listing.modelLabel}`);
    });

    it('PUT replaces the whole listing, its photo set included', async () => {
      const images = await photos(people.owner, 2);
      const created = await api.call(
        'POST',
        '/api/listings',
        {
          ...baseListing,
          description: 'Will be gone',
          imageIds: images.map((i) => i.id),
        },
        people.owner,
      );
      const listing = created.body as Listing;
      const { description: _gone, ...withoutDescription } = baseListing;
      const replaced = await api.call(
        'PUT',
        `/api/listings/${listing.id}`,
        {
          ...withoutDescription,
          price: 9999,
          imageIds: [images[1].id],
        },
        people.owner,
      );
      expect(replaced.status).toBe(200);
      expect(replaced.body).toMatchObject({ price: 9999, description: null });
      expect(replaced.body.images.map((i: ListingImage) => i.id)).toEqual([images[1].id]);
      const partial = await api.call(
        'PUT',
        `/api/listings/${listing.id}`,
        {
          price: 1,
        },
        people.owner,
      );
      expect(partial.status).toBe(400);
      expect(
        (await api.call('PUT', `/api/listings/${listing.id}`, { ...baseListing }, people.other))
          .status,
      ).toBe(403);
    });

    it('loads a listing for the edit form only for those who manage it (SPEC.md §6)', async () => {
      const listing = await createListing(people.owner);
      const mine = await api.call('GET', `/api/my/listings/${listing.id}`, undefined, people.owner);
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({ id: listing.id, canManage: true });
      expect(
        (await api.call('GET', `/api/my/listings/${listing.id}`, undefined, people.admin)).status,
      ).toBe(200);
      const theirs = await api.call(
        'GET',
        `/api/my/listings/${listing.id}`,
        undefined,
        people.other,
      );
      expect(theirs.status).toBe(403);
      expect(theirs.body.error.message).toBe('You can only edit listings you manage.');
      expect(
        (await api.call('GET', `/api/my/listings/${listing.id}`, undefined, people.dealer)).status,
      ).toBe(403);
      expect((await api.call('GET', `/api/my/listings/${listing.id}`)).status).toBe(401);
      expect(
        (await api.call('GET', `/api/my/listings/${randomUUID()}`, undefined, people.owner)).status,
      ).toBe(404);
      const dealers = await createListing(people.dealer, { salesRepId: people.rep.id });
      expect(
        (await api.call('GET', `/api/my/listings/${dealers.id}`, undefined, people.rep)).status,
      ).toBe(200);
    });
  });

  describe('a dealer the public no longer sees', () => {
    const dealerState = (isActive: boolean, status: 'approved' | 'pending' = 'approved') =>
      publish('dealers.dealer.updated', {
        dealerId,
        userId: people.dealer.id,
        businessName: 'Lone Star Motors',
        businessPhone: '+1 512 555 0199',
        businessEmail: 'sales@lonestar.example',
        status,
        isActive,
        isPublic: status === 'approved' && isActive,
      });
    const documentOf = (listingId: string) =>
      [...events].reverse().find((event) => listingIdOf(event) === listingId)?.data as
        { listing: { sellerActive?: boolean; revision: number } } | undefined;

    it('takes its listings off vehicle pages and out of search, refuses featuring, and brings them back', async () => {
      const listing = await createListing(people.dealer);
      const privateOne = await createListing(people.owner);
      await dealerState(false);
      await eventually(
        () => api.call('GET', `/api/listings/${listing.id}`),
        (reply) => reply.status === 404,
      );
      expect(
        (await api.call('GET', `/api/listings/${listing.id}`, undefined, people.other)).status,
      ).toBe(404);
      expect((await api.call('GET', `/api/listings/${privateOne.id}`)).status).toBe(200);
      // The dealer and admins still see and manage it.
      expect(
        (await api.call('GET', `/api/listings/${listing.id}`, undefined, people.dealer)).status,
      ).toBe(200);
      expect(
        (await api.call('GET', `/api/listings/${listing.id}`, undefined, people.admin)).status,
      ).toBe(200);
      // The index hears of it: a new revision that is not searchable.
      const hidden = await eventually(
        async () => documentOf(listing.id),
        (data) => data?.listing.sellerActive === false,
      );
      expect(hidden!.listing.revision).toBeGreaterThan(1);
      for (const who of [people.dealer, people.admin]) {
        const featured = await api.call(
          'PATCH',
          `/api/listings/${listing.id}/featured`,
          {
            isFeatured: true,
          },
          who,
        );
        expect(featured.status).toBe(409);
        expect(featured.body.error.message).toMatch(/cannot be featured until it is reactivated/);
      }
      // A listing the inactive dealer adds meanwhile stays hidden too.
      const meanwhile = await createListing(people.dealer);
      expect((await api.call('GET', `/api/listings/${meanwhile.id}`)).status).toBe(404);

      await dealerState(true);
      await eventually(
        () => api.call('GET', `/api/listings/${listing.id}`),
        (reply) => reply.status === 200,
      );
      expect((await api.call('GET', `/api/listings/${meanwhile.id}`)).status).toBe(200);
      expect(
        (
          await api.call(
            'PATCH',
            `/api/listings/${listing.id}/featured`,
            {
              isFeatured: true,
            },
            people.dealer,
          )
        ).status,
      ).toBe(200);
      const shown = await eventually(
        async () => documentOf(meanwhile.id),
        (data) => data?.listing.sellerActive === true,
      );
      expect(shown?.listing.sellerActive).toBe(true);

      // A reset application (status pending) hides them as well.
      await dealerState(false, 'pending');
      await eventually(
        () => api.call('GET', `/api/listings/${listing.id}`),
        (reply) => reply.status === 404,
      );
      await dealerState(true);
      await eventually(
        () => api.call('GET', `/api/listings/${listing.id}`),
        (reply) => reply.status === 200,
      );
    });
  });

  describe('events', () => {
    it('announces each change once, with a growing revision', async () => {
      const listing = await createListing(people.owner);
      const imageIds = listing.images.map((image) => image.id);
      await api.call(
        'PATCH',
        `/api/listings/${listing.id}`,
        {
          ...baseListing,
          price: 15000,
          imageIds,
        },
        people.owner,
      );
      await api.call(
        'PATCH',
        `/api/listings/${listing.id}/status`,
        {
          status: 'pending',
        },
        people.owner,
      );
      await api.call(
        'PATCH',
        `/api/listings/${listing.id}/status`,
        {
          status: 'pending',
        },
        people.owner,
      );
      await api.call('DELETE', `/api/listings/${listing.id}`, undefined, people.owner);
      const expected = [
        'listings.listing.published',
        'listings.listing.updated',
        'listings.listing.status-changed',
        'listings.listing.deleted',
      ];
      const seen = await eventually(
        async () => eventsOf(listing.id),
        (types) => types.length >= expected.length,
      );
      expect(seen).toEqual(expected);
      const revisions = events
        .filter((event) => listingIdOf(event) === listing.id)
        .map((event) => (event.data as Body).listing?.revision ?? (event.data as Body).revision);
      expect(revisions).toEqual([1, 2, 3, 4]);
      const published = events.find(
        (event) =>
          event.type === 'listings.listing.published' &&
          (event.data as Body).listing.id === listing.id,
      )!;
      expect((published.data as Body).listing).toMatchObject({
        title: '2020 Honda Accord',
        imageCount: 1,
        price: 18999.5,
      });
    });

    it('records nothing when a change is refused', async () => {
      const listing = await createListing(people.owner);
      await api.call(
        'PATCH',
        `/api/listings/${listing.id}`,
        {
          ...baseListing,
          imageIds: [],
        },
        people.other,
      );
      await api.call('DELETE', `/api/listings/${listing.id}`, undefined, people.other);
      const { rows } = await db.query(
        `SELECT type FROM listings.outbox WHERE payload->'data'->'listing'->>'id' = $1 OR payload->'data'->>'listingId' = $1`,
        [listing.id],
      );
      expect(rows.map((row) => row.type)).toEqual(['listings.listing.published']);
    });
  });

  describe('photos', () => {
    it('stores WebP variants that the media route serves with a long cache', async () => {
      const [image] = await photos(people.owner);
      expect(image.width).toBe(800);
      const medium = image.cardUrl.replace(/\/card\.webp$/, '/medium.webp');
      for (const url of [image.url, medium, image.cardUrl, image.thumbnailUrl]) {
        const response = await fetch(new URL(url, api.baseUrl));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(response.headers.get('cache-control')).toContain('immutable');
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(meta.format).toBe('webp');
      }
    });

    it('makes the medium variant of a photo stored before it existed, once, on its first request', async () => {
      const [image] = await photos(people.owner);
      const prefix = storagePrefixOf(image);
      const storage = api.app.app.get<ObjectStorage>(OBJECT_STORAGE);
      // An upload stores it; taking it away again makes the photo look like an older one.
      expect(await storage.get(`${prefix}/medium.webp`)).not.toBeNull();
      await storage.delete([`${prefix}/medium.webp`]);

      const medium = new URL(`/api/media/${prefix}/medium.webp`, api.baseUrl);
      const [first, second] = await Promise.all([fetch(medium), fetch(medium)]);
      for (const response of [first, second]) {
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(response.headers.get('cache-control')).toContain('immutable');
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
      }
      expect((await storage.get(`${prefix}/medium.webp`))?.contentType).toBe('image/webp');

      // A photo whose full variant is gone is not found, for medium as for the rest.
      await storage.delete([`${prefix}/medium.webp`, `${prefix}/full.webp`]);
      expect((await fetch(medium)).status).toBe(404);
      expect((await fetch(new URL(`/api/media/${prefix}/other.webp`, api.baseUrl))).status).toBe(
        404,
      );
    });

    it('serves the full variant for a medium it cannot make, without caching it for a year', async () => {
      const [image] = await photos(people.owner);
      const prefix = storagePrefixOf(image);
      const storage = api.app.app.get<ObjectStorage>(OBJECT_STORAGE);
      const unreadable = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 broken');
      await storage.put(`${prefix}/full.webp`, unreadable, 'image/webp');
      await storage.delete([`${prefix}/medium.webp`]);

      const response = await fetch(new URL(`/api/media/${prefix}/medium.webp`, api.baseUrl));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).not.toContain('immutable');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(unreadable);
      expect(await storage.get(`${prefix}/medium.webp`)).toBeNull();
    });

    it('refuses a text file renamed .jpg and a file over 10 MB, naming the file, and stores nothing', async () => {
      const before = (await db.query(`SELECT count(*)::int AS n FROM listings.vehicle_images`))
        .rows[0].n;
      const fake = await upload(people.owner, [
        { name: 'good.jpg', data: await jpeg(200, 200) },
        { name: 'notes.jpg', data: Buffer.from('this is not a photo at all') },
      ]);
      expect(fake.status).toBe(415);
      expect(fake.body.error.message).toBe('"notes.jpg" is not a JPEG, PNG or WebP image');
      const huge = await upload(people.owner, [
        {
          name: 'huge.jpg',
          data: Buffer.concat([await jpeg(100, 100), Buffer.alloc(11 * 1024 * 1024)]),
        },
      ]);
      expect(huge.status).toBe(413);
      expect(huge.body.error.message).toBe('"huge.jpg" is larger than 10 MB');
      expect(
        (await db.query(`SELECT count(*)::int AS n FROM listings.vehicle_images`)).rows[0].n,
      ).toBe(before);
    });

    it('reorders, rotates and deletes the photos of a listing', async () => {
      const images = await photos(people.owner, 3);
      const created = await api.call(
        'POST',
        '/api/listings',
        {
          ...baseListing,
          imageIds: images.map((i) => i.id),
        },
        people.owner,
      );
      const listing = created.body as Listing;

      const reordered = await api.call(
        'PATCH',
        `/api/listings/${listing.id}`,
        {
          ...baseListing,
          imageIds: [images[2].id, images[1].id, images[0].id],
        },
        people.owner,
      );
      expect(reordered.body.images.map((i: ListingImage) => i.id)).toEqual([
        images[2].id,
        images[1].id,
        images[0].id,
      ]);
      expect(reordered.body.images[0].isPrimary).toBe(true);

      const rotated = await api.call(
        'POST',
        `/api/listing-images/${images[1].id}/rotate`,
        { degrees: 90 },
        people.owner,
      );
      expect(rotated.status).toBe(200);
      expect(rotated.body).toMatchObject({ id: images[1].id, width: 600, height: images[1].width });
      expect(rotated.body.url).not.toBe(images[1].url);
      expect((await fetch(new URL(images[1].url, api.baseUrl))).status).toBe(404);
      expect((await fetch(new URL(rotated.body.url, api.baseUrl))).status).toBe(200);

      expect(
        (
          await api.call(
            'POST',
            `/api/listing-images/${images[1].id}/rotate`,
            {
              degrees: 90,
            },
            people.other,
          )
        ).status,
      ).toBe(403);
      expect(
        (await api.call('DELETE', `/api/listing-images/${images[2].id}`, undefined, people.other))
          .status,
      ).toBe(403);

      expect(
        (await api.call('DELETE', `/api/listing-images/${images[2].id}`, undefined, people.owner))
          .status,
      ).toBe(204);
      const after = (await api.call('GET', `/api/listings/${listing.id}`)).body as Listing;
      expect(after.images.map((i) => [i.id, i.displayOrder, i.isPrimary])).toEqual([
        [images[1].id, 0, true],
        [images[0].id, 1, false],
      ]);

      // An edit that leaves a photo out removes it for good.
      await api.call(
        'PATCH',
        `/api/listings/${listing.id}`,
        {
          ...baseListing,
          imageIds: [images[1].id],
        },
        people.owner,
      );
      expect((await fetch(new URL(images[0].url, api.baseUrl))).status).toBe(404);
    });
  });

  describe('a photo shared by listings (the demo marketplace renders one per body style and colour)', () => {
    it('gives each listing its own image on the same files, kept while any listing shows them', async () => {
      const [image] = await photos(people.owner);
      const other = people.other;
      const copy = await api.app.app
        .get(ListingImageService)
        .reuse({ id: other.id, email: other.email, roles: other.roles }, image.id);
      expect(copy.id).not.toBe(image.id);
      expect(copy.url).toBe(image.url);

      const first = await api.call(
        'POST',
        '/api/listings',
        {
          ...baseListing,
          imageIds: [image.id],
        },
        people.owner,
      );
      const second = await api.call(
        'POST',
        '/api/listings',
        {
          ...baseListing,
          imageIds: [copy.id],
        },
        other,
      );
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body.images[0]).toMatchObject({ id: copy.id, url: image.url });

      expect(
        (await api.call('DELETE', `/api/listings/${first.body.id}`, undefined, people.owner))
          .status,
      ).toBe(204);
      expect((await fetch(new URL(copy.cardUrl, api.baseUrl))).status).toBe(200);
      expect(
        (await api.call('DELETE', `/api/listings/${second.body.id}`, undefined, other)).status,
      ).toBe(204);
      expect((await fetch(new URL(copy.cardUrl, api.baseUrl))).status).toBe(404);
    });
  });

  describe('saved listings', () => {
    it('saves, keeps notes, lists, and unsaves, keeping the favorites count', async () => {
      const listing = await createListing(people.owner);
      expect((await api.call('PUT', `/api/saved-listings/${listing.id}`)).status).toBe(401);
      expect((await api.call('GET', '/api/saved-listings')).status).toBe(401);

      const saved = await api.call('PUT', `/api/saved-listings/${listing.id}`, {}, people.other);
      expect(saved.status).toBe(200);
      expect(saved.body.listing.favoritesCount).toBe(1);
      const noted = await api.call(
        'PUT',
        `/api/saved-listings/${listing.id}`,
        {
          notes: 'Ask about tyres',
        },
        people.other,
      );
      expect(noted.body).toMatchObject({
        notes: 'Ask about tyres',
        listing: { favoritesCount: 1 },
      });
      const kept = await api.call('PUT', `/api/saved-listings/${listing.id}`, {}, people.other);
      expect(kept.body.notes).toBe('Ask about tyres');

      const list = await api.call('GET', '/api/saved-listings', undefined, people.other);
      expect(
        list.body.items.map((item: Body) => [
          item.listingId,
          item.listing.title,
          item.listing.primaryImage?.id,
        ]),
      ).toEqual([[listing.id, '2020 Honda Accord', listing.images[0].id]]);
      expect(
        (await api.call('GET', '/api/saved-listings/ids', undefined, people.other)).body.ids,
      ).toEqual([listing.id]);

      expect(
        (await api.call('DELETE', `/api/saved-listings/${listing.id}`, undefined, people.other))
          .status,
      ).toBe(204);
      expect(
        (await api.call('DELETE', `/api/saved-listings/${listing.id}`, undefined, people.other))
          .status,
      ).toBe(204);
      expect((await api.call('GET', `/api/listings/${listing.id}`)).body.favoritesCount).toBe(0);
      expect(
        (await api.call('GET', '/api/saved-listings', undefined, people.other)).body.items,
      ).toEqual([]);
      expect(
        (await api.call('PUT', `/api/saved-listings/${randomUUID()}`, {}, people.other)).status,
      ).toBe(404);
    });
  });

  describe('views', () => {
    it('counts a viewer at most once an hour', async () => {
      const listing = await createListing(people.owner);
      expect(
        (await api.call('POST', `/api/listings/${listing.id}/views`, undefined, people.other)).body,
      ).toEqual({
        counted: true,
        viewsCount: 1,
      });
      expect(
        (await api.call('POST', `/api/listings/${listing.id}/views`, undefined, people.other)).body,
      ).toEqual({
        counted: false,
        viewsCount: 1,
      });
      expect((await api.call('POST', `/api/listings/${listing.id}/views`)).body).toEqual({
        counted: true,
        viewsCount: 2,
      });
      expect((await api.call('POST', `/api/listings/${listing.id}/views`)).body).toEqual({
        counted: false,
        viewsCount: 2,
      });
      await db.query(
        `UPDATE listings.listing_views SET counted_at = now() - interval '61 minutes' WHERE listing_id = $1`,
        [listing.id],
      );
      expect(
        (await api.call('POST', `/api/listings/${listing.id}/views`, undefined, people.other)).body,
      ).toEqual({
        counted: true,
        viewsCount: 3,
      });
    });
  });

  describe('my listings', () => {
    it('shows owners, dealers and reps what they manage, with search, status filter and paging', async () => {
      const dealerCar = await createListing(people.dealer, {
        model: 'civic',
        locationCity: 'Dallas',
      });
      await createListing(people.dealer, { salesRepId: people.rep.id, model: 'cr-v' });
      await api.call(
        'PATCH',
        `/api/listings/${dealerCar.id}/status`,
        {
          status: 'pending',
        },
        people.dealer,
      );

      const dealerAll = await api.call(
        'GET',
        '/api/my/listings?scope=dealer&pageSize=100',
        undefined,
        people.dealer,
      );
      expect(dealerAll.status).toBe(200);
      expect(dealerAll.body.items.every((item: Body) => item.dealerId === dealerId)).toBe(true);
      const civic = await api.call(
        'GET',
        '/api/my/listings?scope=dealer&q=dallas',
        undefined,
        people.dealer,
      );
      expect(civic.body.items.map((item: Body) => item.id)).toEqual([dealerCar.id]);
      const pending = await api.call(
        'GET',
        '/api/my/listings?scope=dealer&status=pending',
        undefined,
        people.dealer,
      );
      expect(pending.body.items.map((item: Body) => item.id)).toEqual([dealerCar.id]);
      const paged = await api.call(
        'GET',
        '/api/my/listings?scope=dealer&pageSize=1&page=2',
        undefined,
        people.dealer,
      );
      expect(paged.body).toMatchObject({ page: 2, pageSize: 1, total: dealerAll.body.total });
      expect(paged.body.items).toHaveLength(1);

      const repRows = await api.call(
        'GET',
        '/api/my/listings?scope=sales_rep&pageSize=100',
        undefined,
        people.rep,
      );
      expect(repRows.body.items.length).toBeGreaterThan(0);
      expect(repRows.body.items.every((item: Body) => item.salesRepId === people.rep.id)).toBe(
        true,
      );

      expect(
        (await api.call('GET', '/api/my/listings?scope=dealer', undefined, people.owner)).body.error
          .message,
      ).toBe('Access denied. Dealer account required.');
      expect(
        (await api.call('GET', '/api/my/listings?scope=sales_rep', undefined, people.owner)).status,
      ).toBe(403);
      const own = await api.call('GET', '/api/my/listings', undefined, people.owner);
      expect(own.body.items.every((item: Body) => item.userId === people.owner.id)).toBe(true);
      expect(
        (await api.call('GET', '/api/my/listings?pageSize=1000', undefined, people.owner)).status,
      ).toBe(400);
    });
  });

  describe('accounts deleted in identity', () => {
    it('removes their listings (announcing each) and their saves', async () => {
      const id = randomUUID();
      const person: Person = {
        id,
        email: `gone-${id}@example.com`,
        roles: ['user'],
        token: await runtime.tokens.issue(
          { id, email: `gone-${id}@example.com`, roles: ['user'] },
          randomUUID(),
        ),
      };
      const listing = await createListing(person);
      const theirs = await createListing(people.owner);
      await api.call('PUT', `/api/saved-listings/${theirs.id}`, {}, person);
      await publish('identity.user.deleted', { userId: id, byUserId: null });
      const seen = await eventually(
        async () => eventsOf(listing.id),
        (types) => types.includes('listings.listing.deleted'),
      );
      expect(seen).toContain('listings.listing.deleted');
      expect((await api.call('GET', `/api/listings/${listing.id}`)).status).toBe(404);
      expect((await api.call('GET', `/api/listings/${theirs.id}`)).body.favoritesCount).toBe(0);
    });
  });

  describe('messages to a private seller (issue 18)', () => {
    it('never shows a private seller’s e-mail or phone to a signed-out visitor unless they opted in', async () => {
      const listing = await createListing(people.owner);
      const anonymous = await api.call('GET', `/api/listings/${listing.id}`);
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.contact).toEqual({
        kind: 'private',
        name: 'owner Tester',
        email: null,
        phone: null,
      });
      expect(JSON.stringify(anonymous.body)).not.toContain(people.owner.email);
      expect(JSON.stringify(anonymous.body)).not.toContain('555 0100');
      const signedIn = await api.call(
        'GET',
        `/api/listings/${listing.id}`,
        undefined,
        people.other,
      );
      expect(signedIn.body.contact).toMatchObject({ email: null, phone: null });
    });

    it('addresses a signed-in buyer’s message to the seller through an event, and refuses the rest', async () => {
      const listing = await createListing(people.owner);
      const path = `/api/listings/${listing.id}/messages`;
      expect((await api.call('POST', path, { message: 'Hi' })).status).toBe(401);
      const blank = await api.call('POST', path, { message: '  ' }, people.other);
      expect(blank.status).toBe(400);
      expect(blank.body.error.details).toEqual([expect.objectContaining({ path: 'message' })]);
      expect((await api.call('POST', path, { message: 'Hi' }, people.owner)).status).toBe(409);
      const dealerListing = await createListing(people.dealer);
      expect(
        (
          await api.call(
            'POST',
            `/api/listings/${dealerListing.id}/messages`,
            {
              message: 'Hi',
            },
            people.other,
          )
        ).status,
      ).toBe(409);
      expect(
        (
          await api.call(
            'POST',
            `/api/listings/${randomUUID()}/messages`,
            {
              message: 'Hi',
            },
            people.other,
          )
        ).status,
      ).toBe(404);

      const sent = await api.call('POST', path, { message: 'Is it still for sale?' }, people.other);
      expect(sent.status).toBe(202);
      expect(sent.body).toMatchObject({ subject: 'Inquiry about 2020 Honda Accord' });
      const event = await eventually(
        async () =>
          events.find(
            (e) =>
              e.type === 'listings.contact.requested' &&
              (e.data as Body).messageId === sent.body.id,
          ),
        (found) => !!found,
      );
      expect(event!.data).toMatchObject({
        listingId: listing.id,
        listingTitle: '2020 Honda Accord',
        recipientUserId: people.owner.id,
        recipientEmail: people.owner.email,
        recipientName: 'owner Tester',
        senderUserId: people.other.id,
        senderName: 'other Tester',
        message: 'Is it still for sale?',
      });
    });
  });

  describe('catalogue and VIN', () => {
    it('lists makes and models with "any" first', async () => {
      const makes = await api.call('GET', '/api/catalog/cars/makes');
      expect(makes.body.items[0]).toEqual({ value: 'any', label: 'Any Make' });
      expect(makes.body.items.length).toBeGreaterThan(60);
      const models = await api.call('GET', '/api/catalog/cars/models?make=honda');
      expect(models.body.items[0]).toMatchObject({ value: 'any', label: 'Any Model' });
      expect(models.body.items.map((m: Body) => m.value)).toContain('accord');
      expect((await api.call('GET', '/api/catalog/boats/makes')).status).toBe(400);
    });

    it('decodes a real VIN and explains a bad one', async () => {
      const decoded = await api.call('POST', '/api/vin/decode', {
        vin: '1HGCM82633A004352',
      });
      expect(decoded.status).toBe(200);
      expect(decoded.body).toMatchObject({
        make: 'honda',
        model: 'accord',
        year: 2003,
        category: 'cars',
      });
      const bad = await api.call('POST', '/api/vin/decode', { vin: '1HGCM8263' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe('Please enter a valid 17-character VIN');
    });
  });
});
