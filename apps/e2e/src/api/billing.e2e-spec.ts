import { MembershipsService, RenewalsService } from '@market/billing';
import { ListingPromotions } from '@market/listings';
import { eventually } from '@market/platform/testing';
import sharp from 'sharp';
import { adminSession, createRepPlan, signUpPaidRep } from '../support/billing.js';
import {
  type ApiClient,
  startHarness,
  uniqueEmail,
  type Harness,
} from '../support/marketplace-harness.js';

describe('billing through the gateway (embedded marketplace)', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('makes a paying rep a published sales rep with a dashboard', async () => {
    const planId = await createRepPlan(harness);
    const email = uniqueEmail('paid-rep');
    await signUpPaidRep(harness, planId, {
      email,
      password: 'paid-rep-1',
      firstName: 'Paige',
      lastName: 'Rep',
    });
    const rep = harness.api.session();
    await rep.signIn(email, 'paid-rep-1');
    const me = await rep.get('/api/me');
    expect(me.body.roles).toEqual(['user', 'sales_rep']);
    expect((await rep.get('/api/my/membership')).body.membership).toMatchObject({
      planId,
      status: 'active',
      source: 'payment',
    });
    const dashboard = await eventually(
      () => rep.get('/api/my/sales-rep'),
      (r) => r.status === 200,
    );
    expect(dashboard.status).toBe(200);
    const profile = await eventually(
      () => harness.api.get(`/api/sales-reps/${me.body.id}`),
      (r) => r.status === 200,
    );
    expect(profile.body).toMatchObject({ id: me.body.id });

    // Cancel at period end: still a rep until the period ends, then the role is withdrawn.
    const canceled = await rep.post('/api/my/membership/cancel');
    expect(canceled.body.membership).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const resumed = await rep.post('/api/my/membership/resume');
    expect(resumed.body.membership).toMatchObject({ cancelAtPeriodEnd: false, renews: true });
    expect((await rep.post('/api/my/membership/cancel')).status).toBe(200);
    const periodEnd = new Date(canceled.body.membership.currentPeriodEnd).getTime();
    const renewals = harness.marketplace.app.get(RenewalsService);
    expect(await renewals.renewDue(new Date(periodEnd + 1000))).toEqual({ renewed: 0, failed: 0 });
    await harness.marketplace.app.get(MembershipsService).expireEnded(new Date(periodEnd + 1000));
    expect((await rep.get('/api/my/membership')).body.membership).toBeNull();
    // A role change ends the session's tokens (docs/security.md): sign in again to read the roles.
    const after = await eventually(
      async () => {
        const again = harness.api.session();
        await again.signIn(email, 'paid-rep-1');
        return again.get('/api/me');
      },
      (r) => r.status === 200 && !r.body.roles?.includes('sales_rep'),
    );
    expect(after.body.roles).toEqual(['user']);
  });

  it('publishes, features and ranks first in search a listing bought a priority plan for, until the plan expires', async () => {
    const admin = await adminSession(harness);
    const plan = await admin.post('/api/admin/listing-plans', {
      name: 'Featured 30',
      priceCents: 1999,
      featuredPlacement: true,
      priorityPlacement: true,
    });
    expect(plan.status).toBe(201);
    const seller = harness.api.session();
    expect((await seller.signIn('seller@wheelbase.test', 'seller-demo-1')).status).toBe(200);
    const listing = await sellerListing(seller);
    expect(
      (await seller.patch(`/api/listings/${listing}/status`, { status: 'inactive' })).status,
    ).toBe(200);
    // A newer listing: without priority it comes before the promoted one in the default order.
    const newer = await sellerListing(seller);
    const firstCars = async () =>
      (await harness.api.get('/api/search/listings?category=cars&limit=3')).body.items.map(
        (item: { id: string }) => item.id,
      ) as string[];
    expect((await eventually(firstCars, (ids) => ids[0] === newer))[0]).toBe(newer);

    const checkout = await eventually(
      () =>
        seller.post('/api/billing/checkout', { listingPlanId: plan.body.id, listingId: listing }),
      (r) => r.status === 201,
    );
    expect(checkout.status).toBe(201);
    const paid = await seller.post(`/api/billing/sandbox/${checkout.body.sessionId}/outcome`, {
      outcome: 'pay',
      cardNumber: '4242424242424242',
    });
    expect(paid.body).toMatchObject({
      status: 'paid',
      kind: 'listing',
      listingId: listing,
      amountCents: 1999,
    });

    const shown = await eventually(
      () => harness.api.get(`/api/listings/${listing}`),
      (r) => r.body?.isFeatured === true && r.body?.status === 'active',
    );
    expect(shown.body).toMatchObject({ isFeatured: true, status: 'active' });
    const featured = await eventually(
      () => harness.api.get('/api/search/listings?category=cars&featured=true'),
      (r) => r.body?.items?.some((item: { id: string }) => item.id === listing),
    );
    expect(featured.body.items.map((item: { id: string }) => item.id)).toContain(listing);

    // Priority placement: first in the default ("newest") order, ahead of the newer listing;
    // an explicit sort keeps its own order.
    const ranked = await eventually(firstCars, (ids) => ids[0] === listing);
    expect(ranked.slice(0, 2)).toEqual([listing, newer]);
    const card = (await harness.api.get('/api/search/listings?category=cars&limit=1')).body
      .items[0];
    expect(Date.parse(card.createdAt)).toBeLessThan(Date.now());
    const byPrice = (
      await harness.api.get(
        '/api/search/listings?category=cars&make=honda&model=civic&sort=price_desc&limit=50',
      )
    ).body.items.map((item: { id: string; price: number }) => item.price) as number[];
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));

    // The plan's time is up (the expiry runner with a clock 31 days ahead): the listing stays
    // published and returns to normal placement.
    expect(
      await harness.marketplace.app
        .get(ListingPromotions)
        .expire(new Date(Date.now() + 31 * 86_400_000)),
    ).toBe(1);
    const after = await eventually(
      () => harness.api.get(`/api/listings/${listing}`),
      (r) => r.body?.isFeatured === false,
    );
    expect(after.body).toMatchObject({ isFeatured: false, status: 'active' });
    const normal = await eventually(firstCars, (ids) => ids[0] === newer);
    expect(normal.slice(0, 2)).toEqual([newer, listing]);
    const payments = await admin.get('/api/admin/payments');
    expect(payments.body.items[0]).toMatchObject({
      kind: 'listing',
      listingId: listing,
      amountCents: 1999,
      status: 'succeeded',
    });
  });

  async function sellerListing(seller: ApiClient): Promise<string> {
    const jpeg = await sharp({
      create: { width: 640, height: 400, channels: 3, background: '#0f766e' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'a.jpg');
    const uploaded = await fetch(`${harness.url}/api/listing-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.accessToken}` },
      body: form,
    });
    const photos = ((await uploaded.json()) as { items: { id: string }[] }).items.map(
      (photo) => photo.id,
    );
    const created = await seller.post('/api/listings', {
      make: 'honda',
      model: 'civic',
      year: 2019,
      price: 15_000,
      imageIds: photos,
    });
    expect(created.status).toBe(201);
    return created.body.id as string;
  }
});
