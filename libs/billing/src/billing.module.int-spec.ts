import { randomUUID } from 'node:crypto';
import { describeWhen, eventually, postgresAvailability } from '@market/platform/testing';
import {
  BillingTestHarness,
  completedEvent,
  envelope,
  SANDBOX_SECRET,
  type TestUser,
} from './billing.test-support.js';
import { hashSignUpToken } from './services/checkout.service.js';

describeWhen(postgresAvailability(), 'BillingModule', () => {
  const h = new BillingTestHarness();
  let admin: TestUser;
  let rep: TestUser;
  let repPlan: string;
  let dealerPlan: string;
  let listingPlan: string;

  beforeAll(async () => {
    await h.start();
    admin = await h.user(['user', 'admin']);
    rep = await h.user(['user']);
  });
  afterAll(() => h.stop());

  describe('plans', () => {
    it('lets only admins create plans, with SPEC.md §5 texts for a missing name or price', async () => {
      expect(
        (await h.call('POST', '/api/admin/membership-plans', rep, { name: 'X', priceCents: 100 }))
          .status,
      ).toBe(403);
      expect(
        (
          await h.call('POST', '/api/admin/membership-plans', undefined, {
            name: 'X',
            priceCents: 100,
          })
        ).status,
      ).toBe(401);
      const missing = await h.call('POST', '/api/admin/membership-plans', admin, {
        description: 'no name',
      });
      expect(missing.status).toBe(400);
      expect(missing.body.error.details.map((d: { message: string }) => d.message)).toEqual(
        expect.arrayContaining(['Please fill in all required fields']),
      );
      expect(
        (
          await h.call('POST', '/api/admin/membership-plans', admin, {
            name: 'Frac',
            priceCents: 10.5,
          })
        ).status,
      ).toBe(400);

      const created = await h.call('POST', '/api/admin/membership-plans', admin, {
        name: 'Rep Pro',
        priceCents: 5999,
        tier: 'sales_reps',
        targetAudience: 'sales_reps',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: 'Rep Pro',
        priceCents: 5999,
        currency: 'usd',
        isActive: true,
      });
      repPlan = created.body.id;
      // SPEC.md §9: a new plan defaults to tier dealers, audience both.
      const dealer = await h.call('POST', '/api/admin/membership-plans', admin, {
        name: 'Dealer',
        priceCents: 19900,
        currency: 'eur',
      });
      expect(dealer.body).toMatchObject({
        tier: 'dealers',
        targetAudience: 'both',
        currency: 'eur',
      });
      dealerPlan = dealer.body.id;
      await h.call('POST', '/api/admin/membership-plans', admin, {
        name: 'Dealers only',
        priceCents: 100,
        targetAudience: 'dealers',
      });
      const hidden = await h.call('POST', '/api/admin/membership-plans', admin, {
        name: 'Old',
        priceCents: 1,
        targetAudience: 'sales_reps',
        isActive: false,
      });

      const lp = await h.call('POST', '/api/admin/listing-plans', admin, {
        name: 'Priority',
        priceCents: 3999,
        priorityPlacement: true,
        featuredPlacement: true,
      });
      expect(lp.status).toBe(201);
      expect(lp.body).toMatchObject({
        durationDays: 30,
        maxImages: 10,
        priorityPlacement: true,
        socialMediaPromotion: false,
      });
      listingPlan = lp.body.id;
      expect(
        (
          await h.call('POST', '/api/admin/listing-plans', admin, {
            name: 'Bad',
            priceCents: 100,
            durationDays: 1.5,
          })
        ).status,
      ).toBe(400);

      // Public list: active, for reps (or both), cheapest first.
      const plans = await h.call('GET', '/api/billing/plans?audience=sales_reps');
      expect(plans.body.items.map((p: { name: string }) => p.name)).toEqual(['Rep Pro', 'Dealer']);
      expect(plans.body.items.map((p: { id: string }) => p.id)).not.toContain(hidden.body.id);
      const listing = await h.call('GET', '/api/billing/listing-plans');
      expect(listing.body.items).toHaveLength(1);
      expect(
        h
          .eventsOf('billing.membership-plan.changed')
          .some((e) => e.planId === repPlan && e.isActive),
      ).toBe(true);
    });

    it('updates and deletes plans by id, audited', async () => {
      const made = await h.call('POST', '/api/admin/membership-plans', admin, {
        name: 'Temp',
        priceCents: 500,
      });
      const patched = await h.call('PATCH', `/api/admin/membership-plans/${made.body.id}`, admin, {
        priceCents: 750,
        name: 'Temp 2',
      });
      expect(patched.body).toMatchObject({ name: 'Temp 2', priceCents: 750 });
      expect(
        (await h.call('PATCH', `/api/admin/membership-plans/${made.body.id}`, admin, { name: '' }))
          .status,
      ).toBe(400);
      expect(
        (await h.call('DELETE', `/api/admin/membership-plans/${made.body.id}`, admin)).status,
      ).toBe(204);
      expect(
        (await h.call('DELETE', `/api/admin/membership-plans/${made.body.id}`, admin)).status,
      ).toBe(404);
      expect(
        (await h.call('PATCH', `/api/admin/membership-plans/${randomUUID()}`, admin, { name: 'x' }))
          .status,
      ).toBe(404);
      const actions = await eventually(
        async () => h.eventsOf('platform.admin-action.recorded').map((e) => e.action),
        (list) => list.includes('billing.membership-plan.deleted'),
      );
      expect(actions).toEqual(
        expect.arrayContaining([
          'billing.membership-plan.created',
          'billing.membership-plan.updated',
          'billing.membership-plan.deleted',
        ]),
      );
      const deleted = h
        .eventsOf('billing.membership-plan.changed')
        .find((e) => e.planId === made.body.id && e.deleted);
      expect(deleted).toBeDefined();
    });
  });

  describe('checkout through the sandbox', () => {
    it('refuses an unknown plan and a signed-out caller without a sign-up token', async () => {
      const unknown = await h.call('POST', '/api/billing/checkout', rep, { planId: randomUUID() });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.message).toBe('Please select a membership plan to continue.');
      expect(
        (await h.call('POST', '/api/billing/checkout', undefined, { planId: repPlan })).status,
      ).toBe(401);
    });

    it('pays a membership: 30 days active, payment recorded once with events for identity, affiliates and the receipt', async () => {
      await h.publish(
        envelope('identity.user.registered', {
          userId: rep.id,
          email: rep.email,
          firstName: 'R',
          lastName: null,
          accountType: 'sales_rep',
          selectedPlan: repPlan,
          roles: ['user'],
        }),
      );
      await eventually(
        async () => h.count(`SELECT count(*) FROM billing.customers WHERE user_id = $1`, [rep.id]),
        (n) => n === 1,
      );
      const started = await h.call('POST', '/api/billing/checkout', rep, { planId: repPlan });
      expect(started.status).toBe(201);
      expect(started.body.url).toBe(`/sandbox-checkout/${started.body.sessionId}`);
      // A second click reuses the open session.
      expect(
        (await h.call('POST', '/api/billing/checkout', rep, { planId: repPlan })).body.sessionId,
      ).toBe(started.body.sessionId);
      const session = await h.call('GET', `/api/billing/checkout/${started.body.sessionId}`);
      expect(session.body).toMatchObject({
        status: 'open',
        amountCents: 5999,
        currency: 'usd',
        kind: 'membership',
      });

      const badCard = await h.call(
        'POST',
        `/api/billing/sandbox/${started.body.sessionId}/outcome`,
        undefined,
        { outcome: 'pay', cardNumber: '1234' },
      );
      expect(badCard.status).toBe(400);
      const paid = await h.call(
        'POST',
        `/api/billing/sandbox/${started.body.sessionId}/outcome`,
        undefined,
        { outcome: 'pay', cardNumber: '4242 4242 4242 4242' },
      );
      expect(paid.body.status).toBe('paid');
      expect(
        (
          await h.call(
            'POST',
            `/api/billing/sandbox/${started.body.sessionId}/outcome`,
            undefined,
            { outcome: 'pay', cardNumber: '4242424242424242' },
          )
        ).status,
      ).toBe(409);

      const mine = await h.call('GET', '/api/my/membership', rep);
      expect(mine.body.membership).toMatchObject({
        planId: repPlan,
        status: 'active',
        source: 'payment',
        priceCents: 5999,
      });
      const days =
        (Date.parse(mine.body.membership.currentPeriodEnd) -
          Date.parse(mine.body.membership.currentPeriodStart)) /
        86_400_000;
      expect(days).toBeCloseTo(30, 5);
      const succeeded = await eventually(
        async () => h.eventsOf('billing.payment.succeeded'),
        (list) => list.length === 1,
      );
      expect(succeeded[0]).toMatchObject({
        userId: rep.id,
        email: rep.email,
        amountCents: 5999,
        currency: 'usd',
        planId: repPlan,
        kind: 'membership',
        provider: 'sandbox',
      });
      expect(h.eventsOf('billing.membership.activated')[0]).toMatchObject({
        userId: rep.id,
        targetAudience: 'sales_reps',
        source: 'payment',
      });
      expect(h.eventsOf('billing.checkout.completed')).toHaveLength(1);
    });

    it('declines the test card 4000 0000 0000 0002: the session fails, no payment', async () => {
      const other = await h.user();
      const started = await h.call('POST', '/api/billing/checkout', other, { planId: dealerPlan });
      const declined = await h.call(
        'POST',
        `/api/billing/sandbox/${started.body.sessionId}/outcome`,
        undefined,
        { outcome: 'pay', cardNumber: '4000 0000 0000 0002' },
      );
      expect(declined.body.status).toBe('failed');
      expect((await h.call('GET', '/api/my/membership', other)).body.membership).toBeNull();
      expect(
        await h.count(`SELECT count(*) FROM billing.payments WHERE user_id = $1`, [other.id]),
      ).toBe(0);
    });

    it('accepts a fresh sign-up token for the membership checkout (its e-mail is not verified yet)', async () => {
      const userId = randomUUID();
      const token = `signup-token-${randomUUID()}`;
      await h.publish(
        envelope('identity.user.registered', {
          userId,
          email: 'new-rep@example.com',
          firstName: null,
          lastName: null,
          accountType: 'sales_rep',
          selectedPlan: repPlan,
          roles: ['user'],
          checkoutTokenHash: hashSignUpToken(token),
        }),
      );
      await eventually(
        async () => h.count(`SELECT count(*) FROM billing.customers WHERE user_id = $1`, [userId]),
        (n) => n === 1,
      );
      const started = await h.call('POST', '/api/billing/checkout', undefined, {
        planId: repPlan,
        signUpToken: token,
      });
      expect(started.status).toBe(201);
      expect(
        (
          await h.call('POST', '/api/billing/checkout', undefined, {
            planId: repPlan,
            signUpToken: `${token}x`,
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await h.call('POST', '/api/billing/checkout', undefined, {
            listingPlanId: listingPlan,
            listingId: randomUUID(),
            signUpToken: token,
          })
        ).status,
      ).toBe(401);
    });
  });

  describe('the webhook', () => {
    async function openSession(user: TestUser): Promise<string> {
      return (await h.call('POST', '/api/billing/checkout', user, { planId: dealerPlan })).body
        .sessionId;
    }

    it('refuses a forged or stale signature with 400 and changes nothing', async () => {
      const payer = await h.user();
      const sessionId = await openSession(payer);
      const forged = await h.deliver(completedEvent(sessionId), {
        secret: 'whsec_not_the_secret_at_all_000',
      });
      expect(forged.status).toBe(400);
      const stale = await h.deliver(completedEvent(sessionId), {
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      });
      expect(stale.status).toBe(400);
      const unsigned = await h.deliver(completedEvent(sessionId), { signature: '' });
      expect(unsigned.status).toBe(400);
      expect((await h.call('GET', `/api/billing/checkout/${sessionId}`)).body.status).toBe('open');
      expect(await h.count(`SELECT count(*) FROM billing.provider_events`)).toBe(
        await h.count(
          `SELECT count(*) FROM billing.provider_events WHERE event_id LIKE 'evt_sandbox_%'`,
        ),
      );
    });

    it('applies a replayed event once, and two concurrent deliveries once', async () => {
      const payer = await h.user();
      const sessionId = await openSession(payer);
      const event = completedEvent(sessionId);
      const [a, b] = await Promise.all([h.deliver(event), h.deliver(event)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect((await h.deliver(event)).status).toBe(200);
      // A different event for the same session (Stripe retries with new ids too) changes nothing either.
      expect((await h.deliver(completedEvent(sessionId))).status).toBe(200);
      expect(
        await h.count(`SELECT count(*) FROM billing.payments WHERE session_id = $1`, [sessionId]),
      ).toBe(1);
      expect(
        await h.count(`SELECT count(*) FROM billing.user_memberships WHERE user_id = $1`, [
          payer.id,
        ]),
      ).toBe(1);
    });

    it('answers 409 for a session it does not know yet, so the provider retries later', async () => {
      const early = await h.deliver(completedEvent(`cs_test_${randomUUID()}`));
      expect(early.status).toBe(409);
    });
  });

  describe('admin', () => {
    it('assigns and removes memberships (the current one canceled first), lists payments with totals and refunds', async () => {
      const member = await h.user();
      const noPlan = await h.call('PUT', `/api/admin/user-memberships/${member.id}`, admin, {});
      expect(noPlan.status).toBe(400);
      expect(noPlan.body.error.details).toEqual([
        { path: 'planId', message: 'Please select a membership plan' },
      ]);
      const first = await h.call('PUT', `/api/admin/user-memberships/${member.id}`, admin, {
        planId: repPlan,
      });
      expect(first.body.membership).toMatchObject({
        planId: repPlan,
        status: 'active',
        source: 'admin',
      });
      const second = await h.call('PUT', `/api/admin/user-memberships/${member.id}`, admin, {
        planId: dealerPlan,
      });
      expect(second.body.membership.planId).toBe(dealerPlan);
      const rows = await h.sql.query(
        `SELECT status, canceled_at FROM billing.user_memberships WHERE user_id = $1 ORDER BY created_at`,
        [member.id],
      );
      expect(rows.rows.map((r) => r.status)).toEqual(['canceled', 'active']);
      expect(rows.rows[0].canceled_at).not.toBeNull();
      expect(
        (await h.call('DELETE', `/api/admin/user-memberships/${member.id}`, admin)).body.membership,
      ).toBeNull();
      expect(
        (await h.call('GET', `/api/admin/user-memberships/${member.id}`, admin)).body.membership,
      ).toBeNull();
      expect(
        (await h.call('DELETE', `/api/admin/user-memberships/${member.id}`, admin)).status,
      ).toBe(404);
      expect(
        (await h.call('PUT', `/api/admin/user-memberships/${member.id}`, rep, { planId: repPlan }))
          .status,
      ).toBe(403);

      const payments = await h.call('GET', '/api/admin/payments', admin);
      expect(payments.status).toBe(200);
      expect(payments.body.total).toBeGreaterThanOrEqual(2);
      const usd = payments.body.totals.find((t: { currency: string }) => t.currency === 'usd');
      expect(usd.grossCents).toBe(5999);
      const refund = await h.call(
        'POST',
        `/api/admin/payments/${payments.body.items.find((p: { currency: string }) => p.currency === 'usd').id}/refund`,
        admin,
      );
      expect(refund.body).toMatchObject({ status: 'refunded', refundedCents: 5999 });
      expect(
        (await h.call('POST', `/api/admin/payments/${refund.body.id}/refund`, admin)).status,
      ).toBe(409);
      const after = await h.call('GET', '/api/admin/payments', admin);
      expect(
        after.body.totals.find((t: { currency: string }) => t.currency === 'usd'),
      ).toMatchObject({ refundedCents: 5999, netCents: 0 });
      // The refunded membership ends, and identity is told so.
      expect((await h.call('GET', '/api/my/membership', rep)).body.membership).toBeNull();
      expect(h.eventsOf('billing.payment.refunded')[0]).toMatchObject({
        refundCents: 5999,
        userId: rep.id,
      });

      const provider = await h.call('GET', '/api/admin/payment-provider', admin);
      expect(provider.body).toMatchObject({
        provider: 'sandbox',
        mode: 'sandbox',
        secretKeyConfigured: false,
        webhookUrl: 'http://market.test/api/billing/webhooks/stripe',
      });
      expect(provider.body.eventsReceived).toBeGreaterThan(0);
      expect(JSON.stringify(provider.body)).not.toContain(SANDBOX_SECRET);
    });
  });

  describe('premium listings', () => {
    it('sells a listing plan for the owner’s own listing and announces its placement until expiry', async () => {
      const owner = await h.user();
      const listingId = randomUUID();
      await h.publish(
        envelope('listings.listing.published', { listing: listingDoc(listingId, owner.id) }),
      );
      await eventually(
        async () =>
          h.count(`SELECT count(*) FROM billing.listings WHERE listing_id = $1`, [listingId]),
        (n) => n === 1,
      );
      const stranger = await h.user();
      expect(
        (
          await h.call('POST', '/api/billing/checkout', stranger, {
            listingPlanId: listingPlan,
            listingId,
          })
        ).status,
      ).toBe(403);
      expect(
        (await h.call('POST', '/api/billing/checkout', owner, { listingPlanId: listingPlan }))
          .status,
      ).toBe(400);
      const started = await h.call('POST', '/api/billing/checkout', owner, {
        listingPlanId: listingPlan,
        listingId,
      });
      expect(started.status).toBe(201);
      await h.call('POST', `/api/billing/sandbox/${started.body.sessionId}/outcome`, undefined, {
        outcome: 'pay',
        cardNumber: '4242424242424242',
      });
      const promoted = await eventually(
        async () => h.eventsOf('billing.listing.promoted'),
        (list) => list.length === 1,
      );
      expect(promoted[0]).toMatchObject({
        listingId,
        priorityPlacement: true,
        featuredPlacement: true,
      });
      const days = (Date.parse(promoted[0].expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
    });
  });
});

function listingDoc(id: string, userId: string) {
  const now = new Date().toISOString();
  return {
    id,
    userId,
    dealerId: null,
    salesRepId: null,
    category: 'cars' as const,
    title: '2020 Honda Civic',
    make: 'honda',
    makeLabel: 'Honda',
    model: 'civic',
    modelLabel: 'Civic',
    year: 2020,
    price: 18000,
    mileage: 30000,
    condition: 'used' as const,
    transmission: 'automatic' as const,
    fuelType: 'gasoline' as const,
    exteriorColor: null,
    features: [],
    description: null,
    locationCity: null,
    locationState: null,
    locationZip: null,
    status: 'active' as const,
    isSold: false,
    isFeatured: false,
    primaryImageUrl: null,
    imageCount: 0,
    viewsCount: 0,
    createdAt: now,
    updatedAt: now,
    revision: 1,
  };
}
