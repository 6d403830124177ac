import { eventually } from '@market/platform/testing';
import pg from 'pg';
import {
  type ApiClient,
  type Harness,
  startHarness,
  uniqueEmail,
} from '../support/marketplace-harness.js';
import { uploadTestPhoto } from '../support/test-photo.js';

/**
 * The dealer journey through the embedded marketplace: apply → an admin approves → the
 * new dealer signs in with the password they chose → lists a vehicle → it is in their
 * inventory and profile counts → a visitor's message reaches their inbox and mailbox.
 */
describe('dealers (embedded)', () => {
  let harness: Harness;
  let db: pg.Client;
  let admin: ApiClient;

  beforeAll(async () => {
    harness = await startHarness();
    db = new pg.Client({ connectionString: harness.marketplace.databaseUrl });
    await db.connect();
    admin = harness.api.session();
    expect((await admin.signIn('admin@wheelbase.test', 'admin-demo-1')).status).toBe(200);
  });
  afterAll(async () => {
    await db?.end();
    await harness?.stop();
  });

  const uploadPhoto = (client: ApiClient) => uploadTestPhoto(harness, client.accessToken!);

  it('takes a newcomer from application to a dealer whose listing and messages arrive', async () => {
    const email = uniqueEmail('dealer');
    const visitor = harness.api.session();
    const applied = await visitor.post('/api/dealer-applications', {
      businessName: 'Prairie Auto Mart',
      contactPerson: 'Pat Prairie',
      email,
      password: 'prairie-pass',
      confirmPassword: 'prairie-pass',
      phone: '(555) 010-7700',
      businessAddress: '77 Prairie Road',
      city: 'Omaha',
      state: 'NE',
      zipCode: '68102',
      dealershipType: 'used_car',
      yearsInBusiness: '3',
      inventorySize: '',
      websiteUrl: '',
    });
    expect(applied.status).toBe(201);
    await visitor.mailLink(email, /received your dealer application/);
    // Not a dealer yet: the account does not exist until an admin approves.
    expect((await visitor.signIn(email, 'prairie-pass')).status).toBe(401);

    const pending = await admin.get('/api/admin/dealer-applications?status=pending');
    expect(pending.body.items[0]).toMatchObject({
      id: applied.body.id,
      email,
      businessName: 'Prairie Auto Mart',
      status: 'pending',
    });
    const approved = await admin.post(`/api/admin/dealer-applications/${applied.body.id}/approve`);
    expect(approved.status).toBe(200);
    await visitor.mailLink(email, /is approved/);

    const dealer = harness.api.session();
    const signIn = await dealer.signIn(email, 'prairie-pass');
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.roles).toEqual(['user', 'dealer']);
    const mine = await dealer.get('/api/my/dealer');
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      businessName: 'Prairie Auto Mart',
      status: 'approved',
      isActive: true,
      stats: { totalListings: 0 },
    });
    const dealerId = mine.body.id as string;

    // Listings links new listings to the dealer once it has heard of it.
    await eventually(
      async () =>
        (
          await db.query(`SELECT dealer_id FROM listings.dealers WHERE user_id = $1`, [
            signIn.body.user.id,
          ])
        ).rows,
      (rows) => rows[0]?.dealer_id === dealerId,
    );
    const created = await dealer.post('/api/listings', {
      category: 'cars',
      make: 'toyota',
      model: 'camry',
      year: 2021,
      price: 22_500,
      mileage: 18_000,
      condition: 'used',
      locationCity: 'Omaha',
      locationState: 'NE',
      imageIds: [await uploadPhoto(dealer)],
    });
    expect(created.status).toBe(201);
    expect(created.body.dealerId).toBe(dealerId);

    const inventory = await eventually(
      async () =>
        (await harness.api.get(`/api/search/listings?dealerId=${dealerId}`)).body.items?.map(
          (i: { id: string }) => i.id,
        ) ?? [],
      (ids: string[]) => ids.length === 1,
    );
    expect(inventory).toEqual([created.body.id]);
    const profile = await eventually(
      async () => (await harness.api.get(`/api/dealers/${dealerId}`)).body,
      (body) => body.inventory?.total === 1,
    );
    expect(profile).toMatchObject({
      businessName: 'Prairie Auto Mart',
      totalListings: 1,
      inventory: { byCategory: { cars: 1 }, byCondition: { used: 1 } },
    });
    const viewed = await harness.api.post(`/api/listings/${created.body.id}/views`);
    expect(viewed.body.counted).toBe(true);
    const stats = await eventually(
      async () => (await dealer.get('/api/my/dealer')).body.stats,
      (s) => s.totalViews === 1,
      15_000,
    );
    expect(stats).toEqual({ totalListings: 1, activeListings: 1, soldListings: 0, totalViews: 1 });

    const sent = await harness.api.post(`/api/dealers/${dealerId}/messages`, {
      firstName: 'Bea',
      lastName: 'Buyer',
      email: 'bea@example.com',
      message: 'Is the Camry still available?',
    });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({
      subject: 'Inquiry about Prairie Auto Mart',
      message: 'Message sent successfully! The dealer will be notified and should respond soon.',
    });
    const inbox = await eventually(
      async () => (await dealer.get('/api/my/messages')).body,
      (body) => body.items?.length === 1,
    );
    expect(inbox).toMatchObject({
      unreadCount: 1,
      items: [
        {
          senderName: 'Bea Buyer',
          senderEmail: 'bea@example.com',
          body: 'Is the Camry still available?',
        },
      ],
    });
    const link = await dealer.mailLink(email, /New message from Bea Buyer/);
    expect(link).toMatch(/\/dealer-dashboard$/);
  });

  it('starts with real demo dealers, reviews and the demo rep; the demo dealer has its dealer record', async () => {
    const directory = await harness.api.get('/api/dealers');
    const names = directory.body.items.map((d: { businessName: string }) => d.businessName);
    expect(names).toEqual(
      expect.arrayContaining([
        "Dana's Auto Gallery",
        'Sunrise Motors',
        'Ridgeline Trucks & Equipment',
        'Thunder Road Motorcycles',
      ]),
    );
    const dana = directory.body.items.find(
      (d: { businessName: string }) => d.businessName === "Dana's Auto Gallery",
    );
    expect(dana).toMatchObject({ averageRating: 4.5, reviewCount: 2 });

    const demoDealer = harness.api.session();
    expect((await demoDealer.signIn('dealer@wheelbase.test', 'dealer-demo-1')).status).toBe(200);
    expect((await demoDealer.get('/api/my/dealer')).body).toMatchObject({
      id: dana.id,
      status: 'approved',
    });

    const reps = await harness.api.get('/api/sales-reps');
    const riley = reps.body.items.find((r: { name: string }) => r.name === 'Riley Rep');
    expect(riley).toMatchObject({
      name: 'Riley Rep',
      dealer: { id: dana.id },
      specializations: expect.arrayContaining(['Trucks']),
    });
    const rep = harness.api.session();
    expect((await rep.signIn('rep@wheelbase.test', 'rep-demo-1')).status).toBe(200);
    expect((await rep.get('/api/my/sales-rep')).body.id).toBe(riley.id);
  });

  it("takes a deactivated dealer's listings out of search and vehicle pages, refuses featuring, and brings them back", async () => {
    const dealer = harness.api.session();
    expect((await dealer.signIn('dealer@wheelbase.test', 'dealer-demo-1')).status).toBe(200);
    const dealerId = (await dealer.get('/api/my/dealer')).body.id as string;
    const truck = await dealer.post('/api/listings', {
      category: 'trucks',
      make: 'ford',
      model: 'f-150',
      year: 2020,
      price: 31_000,
      mileage: 40_000,
      imageIds: [await uploadPhoto(dealer)],
    });
    expect(truck.status).toBe(201);
    const id = truck.body.id as string;
    // "View All Inventory": every category of the dealer's, with no category named.
    const inventoryIds = async () =>
      ((await harness.api.get(`/api/search/listings?dealerId=${dealerId}`)).body.items ?? []).map(
        (i: { id: string }) => i.id,
      ) as string[];
    await eventually(inventoryIds, (ids) => ids.includes(id));

    expect(
      (await admin.put(`/api/admin/dealers/${dealerId}/active`, { isActive: false })).status,
    ).toBe(200);
    await eventually(inventoryIds, (ids) => !ids.includes(id));
    await eventually(
      () => harness.api.get(`/api/listings/${id}`),
      (reply) => reply.status === 404,
    );
    const featured = await dealer.patch(`/api/listings/${id}/featured`, { isFeatured: true });
    expect(featured.status).toBe(409);
    expect((await dealer.get(`/api/listings/${id}`)).status).toBe(200);

    expect(
      (await admin.put(`/api/admin/dealers/${dealerId}/active`, { isActive: true })).status,
    ).toBe(200);
    await eventually(inventoryIds, (ids) => ids.includes(id));
    expect((await harness.api.get(`/api/listings/${id}`)).status).toBe(200);
    expect((await dealer.patch(`/api/listings/${id}/featured`, { isFeatured: true })).status).toBe(
      200,
    );
  });
});
