import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AGREE_TO_TERMS_MESSAGE,
  REFERRAL_CODE_UNKNOWN_MESSAGE,
  REFERRAL_COOKIE_NAME,
} from '@market/contracts';
import { describeWhen, eventually, postgresAvailability } from '@market/platform/testing';
import { AffiliatesTestHarness, envelope, type TestUser } from './affiliates.test-support.js';
import { createPayoutMethod } from './affiliates.module.js';
import { loadAffiliatesConfig } from './affiliates.config.js';

const DAY = 86_400_000;

const application = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  website: 'https://ada.example',
  company: 'Ada Media',
  experienceLevel: 'advanced',
  promotionMethods: ['Blog', 'YouTube'],
  expectedReferrals: '11-25',
  agreeToTerms: true,
  ...extra,
});

describeWhen(postgresAvailability(), 'AffiliatesModule', () => {
  const h = new AffiliatesTestHarness();
  let admin: TestUser;
  let owner: TestUser;
  let code: string;
  let affiliateId: string;

  const registered = (
    userId: string,
    email: string,
    referralCode: string | null,
    issuedAt: Date | null,
    occurredAt: Date,
  ) =>
    envelope(
      'identity.user.registered',
      {
        userId,
        email,
        firstName: null,
        lastName: null,
        accountType: 'private_seller',
        selectedPlan: null,
        roles: ['user'],
        referralCode,
        referralIssuedAt: issuedAt?.toISOString() ?? null,
      },
      occurredAt.toISOString(),
    );

  const paid = (
    userId: string,
    paymentId: string,
    kind: 'listing' | 'membership',
    amountCents: number,
  ) =>
    envelope('billing.payment.succeeded', {
      paymentId,
      sessionId: `cs_${paymentId.slice(0, 8)}`,
      providerPaymentId: null,
      email: null,
      description: kind === 'listing' ? 'Premium listing' : 'Dealer Pro',
      paidAt: new Date().toISOString(),
      userId,
      kind,
      planId: kind === 'membership' ? randomUUID() : null,
      listingPlanId: kind === 'listing' ? randomUUID() : null,
      listingId: kind === 'listing' ? randomUUID() : null,
      amountCents,
      currency: 'usd',
      provider: 'sandbox',
    });

  const referralsOf = (userId: string) =>
    h.rows<{ conversion_type: string; commission_cents: number; status: string }>(
      `SELECT conversion_type, commission_cents, status FROM affiliates.affiliate_referrals
       WHERE referred_user_id = $1 ORDER BY conversion_type`,
      [userId],
    );

  beforeAll(async () => {
    await h.start();
    admin = await h.user(['user', 'admin']);
    owner = await h.user(['user'], 'owner@example.com');
  });
  afterAll(() => h.stop());

  describe('applications and approval', () => {
    it('refuses an application without the terms ticked, with the SPEC.md §5 text', async () => {
      const refused = await h.call(
        'POST',
        '/api/affiliate-applications',
        undefined,
        application('x@example.com', { agreeToTerms: false, website: 'not a url' }),
      );
      expect(refused.status).toBe(400);
      const messages = refused.body.error.details.map((d: { message: string }) => d.message);
      expect(messages).toContain(AGREE_TO_TERMS_MESSAGE);
      expect(refused.body.error.details.map((d: { path: string }) => d.path)).toContain('website');
      const none = await h.call(
        'POST',
        '/api/affiliate-applications',
        undefined,
        application('y@example.com', { promotionMethods: [] }),
      );
      expect(none.status).toBe(400);
    });

    it('stores an application linked to the signed-in user, once per address', async () => {
      const applied = await h.call(
        'POST',
        '/api/affiliate-applications',
        owner,
        application('Owner@Example.com'),
      );
      expect(applied.status).toBe(201);
      expect(applied.body.application.status).toBe('pending');
      affiliateId = applied.body.application.id;
      const again = await h.call(
        'POST',
        '/api/affiliate-applications',
        undefined,
        application('owner@example.com'),
      );
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('AFFILIATE_APPLICATION_EXISTS');
      await eventually(
        async () => h.eventsOf('affiliates.application.submitted'),
        (list) => list.some((e) => e.affiliateId === affiliateId && e.userId === owner.id),
      );
      const mine = await h.call('GET', '/api/my/affiliate', owner);
      expect(mine.body.affiliate).toMatchObject({
        status: 'pending',
        affiliateCode: null,
        referralLink: null,
        commissionRatePercent: 10,
      });
      expect((await h.call('GET', '/api/my/affiliate', admin)).body.affiliate).toBeNull();
    });

    it('lets only admins list and approve; approval makes a unique code and tells identity', async () => {
      expect((await h.call('GET', '/api/admin/affiliates', owner)).status).toBe(403);
      expect(
        (await h.call('POST', `/api/admin/affiliates/${affiliateId}/approve`, owner)).status,
      ).toBe(403);
      const list = await h.call('GET', '/api/admin/affiliates?status=pending&q=ada', admin);
      expect(list.status).toBe(200);
      expect(list.body.items.map((a: { id: string }) => a.id)).toContain(affiliateId);
      expect(list.body.counts).toMatchObject({ pending: 1, all: 1 });
      for (const sort of ['name', '-name', 'earnings', '-earnings', 'referrals', 'created']) {
        const sorted = await h.call('GET', `/api/admin/affiliates?sort=${sort}&limit=1`, admin);
        expect([sort, sorted.status, sorted.body.items.length]).toEqual([sort, 200, 1]);
      }
      expect((await h.call('GET', '/api/admin/affiliates?sort=bogus', admin)).status).toBe(400);

      const approved = await h.call('POST', `/api/admin/affiliates/${affiliateId}/approve`, admin);
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ status: 'approved', approvedBy: admin.id });
      code = approved.body.affiliateCode;
      expect(code).toMatch(/^[A-Z2-9]{8}$/);
      expect(
        (await h.call('POST', `/api/admin/affiliates/${affiliateId}/approve`, admin)).status,
      ).toBe(409);
      const standing = await eventually(
        async () => h.eventsOf('affiliates.affiliate.status-changed'),
        (list) => list.some((e) => e.userId === owner.id && e.isAffiliate),
      );
      expect(standing.at(-1)).toMatchObject({ affiliateId, isAffiliate: true });
      const mail = await eventually(
        async () => h.eventsOf('affiliates.affiliate.approved'),
        (list) => list.length === 1,
      );
      expect(mail[0].referralLink).toBe(`http://market.test/?ref=${code}`);
      const audit = await eventually(
        async () => h.eventsOf('platform.admin-action.recorded').map((e) => e.action),
        (list) => list.includes('affiliates.affiliate.approved'),
      );
      expect(audit).toContain('affiliates.affiliate.approved');

      const rate = await h.call('PATCH', `/api/admin/affiliates/${affiliateId}`, admin, {
        commissionRatePercent: 12.5,
      });
      expect(rate.body.commissionRatePercent).toBe(12.5);
      expect(
        (
          await h.call('PATCH', `/api/admin/affiliates/${affiliateId}`, admin, {
            commissionRatePercent: 80,
          })
        ).status,
      ).toBe(400);
    });
  });

  describe('tracking', () => {
    it('refuses an unknown code with a clear 404', async () => {
      const unknown = await h.call('POST', '/api/affiliates/track', undefined, {
        code: 'NOPE1234',
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe(REFERRAL_CODE_UNKNOWN_MESSAGE);
    });

    it('counts the click and sets the 30-day first-party cookie with the visit time', async () => {
      const at = new Date('2026-03-01T10:00:00Z');
      h.clock.set(at);
      const tracked = await h.call('POST', '/api/affiliates/track', undefined, {
        code: code.toLowerCase(),
      });
      expect(tracked.status).toBe(200);
      expect(tracked.body.expiresAt).toBe(new Date(at.getTime() + 30 * DAY).toISOString());
      const cookie = tracked.headers.get('set-cookie') ?? '';
      expect(cookie).toContain(`${REFERRAL_COOKIE_NAME}=${code}.${at.getTime()}`);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toContain('Max-Age=2592000');
      expect(cookie).toContain('Path=/');
      // The same visitor again within a day (the cookie names the code): one visit, cookie renewed.
      h.clock.set(new Date(at.getTime() + 3_600_000));
      const again = await h.call(
        'POST',
        '/api/affiliates/track',
        undefined,
        { code },
        {
          cookie: cookie.split(';')[0],
        },
      );
      expect(again.status).toBe(200);
      expect(again.headers.get('set-cookie')).toContain(`${code}.${at.getTime() + 3_600_000}`);
      const mine = await h.call('GET', '/api/my/affiliate', owner);
      expect(mine.body.affiliate.stats.clicks).toBe(1);
      // The first click makes an approved affiliate active.
      expect(mine.body.affiliate.status).toBe('active');
    });
  });

  describe('attribution', () => {
    it('attributes a sign-up inside 30 days of the visit, not one after (the visit time decides)', async () => {
      const visit = new Date('2026-03-01T10:00:00Z');
      const inside = randomUUID();
      const outside = randomUUID();
      await h.publish(
        registered(inside, 'inside@example.com', code, visit, new Date(visit.getTime() + 29 * DAY)),
        registered(
          outside,
          'outside@example.com',
          code,
          visit,
          new Date(visit.getTime() + 30 * DAY + 60_000),
        ),
      );
      await eventually(
        () =>
          h.count(`SELECT count(*) FROM affiliates.referred_users WHERE user_id = ANY($1)`, [
            [inside, outside],
          ]),
        (n) => n === 2,
      );
      expect(await referralsOf(inside)).toEqual([
        { conversion_type: 'signup', commission_cents: 0, status: 'approved' },
      ]);
      expect(await referralsOf(outside)).toEqual([]);
    });

    it('refuses self-referral and a second attribution of the same account', async () => {
      const now = new Date();
      const self = randomUUID();
      await h.publish(registered(self, 'OWNER@example.com', code, now, now));
      // A second affiliate tries to claim an already referred account.
      const other = await h.user(['user'], 'other-aff@example.com');
      const applied = await h.call(
        'POST',
        '/api/affiliate-applications',
        other,
        application('other-aff@example.com'),
      );
      const approved = await h.call(
        'POST',
        `/api/admin/affiliates/${applied.body.application.id}/approve`,
        admin,
      );
      const repeat = randomUUID();
      await h.publish(registered(repeat, 'repeat@example.com', code, now, now));
      await eventually(
        () => referralsOf(repeat),
        (rows) => rows.length === 1,
      );
      await h.publish(
        registered(repeat, 'repeat@example.com', approved.body.affiliateCode, now, now),
      );
      await eventually(
        () => h.count(`SELECT count(*) FROM affiliates.referred_users WHERE user_id = $1`, [self]),
        (n) => n === 1,
      );
      // Give the second event time to be handled, then check nothing changed.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await referralsOf(self)).toEqual([]);
      const owners = await h.rows<{ affiliate_id: string }>(
        `SELECT affiliate_id FROM affiliates.referred_users WHERE user_id = $1`,
        [repeat],
      );
      expect(owners[0].affiliate_id).toBe(affiliateId);
    });

    it('pays commission exactly once under redelivered payment events; a refund cancels it', async () => {
      const buyer = randomUUID();
      const now = new Date();
      h.clock.set('2026-03-10T12:00:00Z');
      await h.publish(registered(buyer, 'buyer@example.com', code, now, now));
      await eventually(
        () => referralsOf(buyer),
        (rows) => rows.length === 1,
      );
      const listingPayment = randomUUID();
      const event = paid(buyer, listingPayment, 'listing', 4999);
      // The same event twice, and the same payment in a second event (a provider redelivery).
      await h.publish(event, event, paid(buyer, listingPayment, 'listing', 4999));
      const membershipPayment = randomUUID();
      await h.publish(paid(buyer, membershipPayment, 'membership', 20000));
      const rows = await eventually(
        () => referralsOf(buyer),
        (list) => list.length === 3,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await referralsOf(buyer)).toEqual([
        { conversion_type: 'membership', commission_cents: 2500, status: 'pending' },
        { conversion_type: 'premium_listing', commission_cents: 1250, status: 'pending' },
        { conversion_type: 'signup', commission_cents: 0, status: 'approved' },
      ]);
      expect(rows).toHaveLength(3);

      // A second premium listing by the same account is not attributed again.
      await h.publish(paid(buyer, randomUUID(), 'listing', 9999));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await referralsOf(buyer)).toHaveLength(3);

      const refund = envelope('billing.payment.refunded', {
        paymentId: membershipPayment,
        sessionId: 'cs_x',
        email: null,
        description: 'Dealer Pro',
        refundCents: 20000,
        refundedCents: 20000,
        refundedAt: new Date().toISOString(),
        userId: buyer,
        kind: 'membership',
        planId: randomUUID(),
        listingPlanId: null,
        listingId: null,
        amountCents: 20000,
        currency: 'usd',
        provider: 'sandbox',
      });
      await h.publish(refund, refund);
      await eventually(
        () => referralsOf(buyer),
        (list) => list[0].status === 'cancelled',
      );

      const dealerUser = randomUUID();
      await h.publish(registered(dealerUser, 'dealer@example.com', code, now, now));
      await eventually(
        () => referralsOf(dealerUser),
        (list) => list.length === 1,
      );
      await h.publish(
        envelope('dealers.dealer.approved', {
          dealerId: randomUUID(),
          applicationId: randomUUID(),
          userId: dealerUser,
          email: 'dealer@example.com',
          contactPerson: 'Dee',
          businessName: 'Dee Motors',
          accountCreated: false,
        }),
      );
      const dealer = await eventually(
        () => referralsOf(dealerUser),
        (list) => list.length === 2,
      );
      expect(dealer[0]).toEqual({
        conversion_type: 'dealer',
        commission_cents: 10000,
        status: 'approved',
      });

      const mine = await h.call('GET', '/api/my/affiliate', owner);
      expect(mine.body.affiliate.stats).toMatchObject({
        clicks: 1,
        referrals: 4,
        conversions: 2,
        pendingCents: 1250,
        earningsCents: 10000,
        paidCents: 0,
      });
      const page = await h.call('GET', '/api/my/affiliate/referrals?limit=2', owner);
      expect(page.body.items).toHaveLength(2);
      const next = await h.call(
        'GET',
        `/api/my/affiliate/referrals?limit=50&cursor=${page.body.nextCursor}`,
        owner,
      );
      const ids = [...page.body.items, ...next.body.items].map((r: { id: string }) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(
        await h.count(
          `SELECT count(*) FROM affiliates.affiliate_referrals WHERE affiliate_id = $1`,
          [affiliateId],
        ),
      );
    });
  });

  describe('payouts', () => {
    it('pays each affiliate at most once a month, from $50 of approved commissions', async () => {
      // After the 14-day hold the premium listing's $12.50 is approved: $100 + $12.50 payable.
      h.clock.set('2026-04-02T09:00:00Z');
      expect(
        (await h.call('POST', '/api/admin/affiliate-payouts/run', owner, { month: '2026-03' }))
          .status,
      ).toBe(403);
      expect(
        (await h.call('POST', '/api/admin/affiliate-payouts/run', admin, { month: '2027-01' }))
          .status,
      ).toBe(400);
      const first = await h.call('POST', '/api/admin/affiliate-payouts/run', admin, {});
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ month: '2026-03', paidAffiliates: 1, totalCents: 11250 });
      const second = await h.call('POST', '/api/admin/affiliate-payouts/run', admin, {
        month: '2026-03',
      });
      expect(second.body).toEqual({ month: '2026-03', paidAffiliates: 0, totalCents: 0 });
      // Two runs at once pay nobody twice either.
      const both = await Promise.all([
        h.call('POST', '/api/admin/affiliate-payouts/run', admin, { month: '2026-03' }),
        h.call('POST', '/api/admin/affiliate-payouts/run', admin, { month: '2026-03' }),
      ]);
      expect(both.map((r) => r.body.paidAffiliates)).toEqual([0, 0]);
      expect(
        await h.count(
          `SELECT count(*) FROM affiliates.affiliate_payments WHERE affiliate_id = $1`,
          [affiliateId],
        ),
      ).toBe(1);

      const referrals = await h.call(
        'GET',
        `/api/admin/affiliate-referrals?affiliateId=${affiliateId}&status=paid`,
        admin,
      );
      expect(
        referrals.body.items.map((r: { conversionType: string }) => r.conversionType).sort(),
      ).toEqual(['dealer', 'premium_listing']);
      expect(referrals.body.items[0]).toMatchObject({ affiliateCode: code, status: 'paid' });
      const payments = await h.call('GET', '/api/admin/affiliate-payments', admin);
      expect(payments.body.items[0]).toMatchObject({
        affiliateId,
        month: '2026-03',
        amountCents: 11250,
        paymentMethod: 'bank_export',
        status: 'processed',
        referralCount: 2,
      });
      const mine = await h.call('GET', '/api/my/affiliate', owner);
      expect(mine.body.affiliate.stats).toMatchObject({ paidCents: 11250, pendingCents: 0 });

      const csv = await h.call('GET', '/api/admin/affiliate-payouts/2026-03/export.csv', admin);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toContain('text/csv');
      expect(csv.headers.get('content-disposition')).toContain('affiliate-payouts-2026-03.csv');
      const lines = csv.text.trim().split('\r\n');
      expect(lines[0]).toBe(
        'payment_id,affiliate_code,payee_name,email,amount,currency,month,reference,status',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`"${code}","Ada Media","owner@example.com","112.50","USD"`);
      expect(
        (await h.call('GET', '/api/admin/affiliate-payouts/2026-03/export.csv', owner)).status,
      ).toBe(403);
    });

    it('suspension stops tracking, and isAffiliate follows it', async () => {
      const suspended = await h.call('POST', `/api/admin/affiliates/${affiliateId}/suspend`, admin);
      expect(suspended.body.status).toBe('suspended');
      expect((await h.call('POST', '/api/affiliates/track', undefined, { code })).status).toBe(404);
      await eventually(
        async () => h.eventsOf('affiliates.affiliate.status-changed').at(-1),
        (last) => last?.userId === owner.id && !last.isAffiliate,
      );
      const back = await h.call('POST', `/api/admin/affiliates/${affiliateId}/reactivate`, admin);
      expect(back.body.status).toBe('approved');
      expect((await h.call('POST', '/api/affiliates/track', undefined, { code })).status).toBe(200);
    });
  });

  describe('deleted accounts', () => {
    it("suspends and unlinks a deleted account's affiliate record, and forgets a referred address", async () => {
      const leaving = await h.user(['user'], 'leaving@example.com');
      const applied = await h.call(
        'POST',
        '/api/affiliate-applications',
        leaving,
        application('leaving@example.com'),
      );
      const id = applied.body.application.id as string;
      await h.call('POST', `/api/admin/affiliates/${id}/approve`, admin);
      const referred = randomUUID();
      const now = new Date();
      await h.publish(registered(referred, 'gone@example.com', code, now, now));
      await eventually(
        () => referralsOf(referred),
        (rows) => rows.length === 1,
      );
      await h.publish(
        envelope('identity.user.deleted', { userId: leaving.id, byUserId: admin.id }),
        envelope('identity.user.deleted', { userId: referred, byUserId: null }),
      );
      const record = await eventually(
        async () =>
          (await h.call('GET', '/api/admin/affiliates?q=leaving%40example.com', admin)).body
            .items[0],
        (a) => a?.status === 'suspended',
      );
      expect(record).toMatchObject({ userId: null, status: 'suspended' });
      const referrals = await eventually(
        async () =>
          (await h.call('GET', `/api/admin/affiliate-referrals?affiliateId=${affiliateId}`, admin))
            .body.items as { referredUserId: string; referredEmail: string | null }[],
        (items) => items.some((r) => r.referredUserId === referred && r.referredEmail === null),
      );
      expect(referrals.find((r) => r.referredUserId === referred)?.referredEmail).toBeNull();
    });
  });

  describe('materials', () => {
    it('renders each banner size with the site name and an active affiliate link', async () => {
      for (const size of ['728x90', '300x250', '160x600']) {
        const plain = await h.call('GET', `/api/affiliates/materials/${size}`);
        expect(plain.status).toBe(200);
        expect(plain.headers.get('content-type')).toContain('image/svg+xml');
        const [w, hgt] = size.split('x');
        expect(plain.text).toContain(`width="${w}" height="${hgt}"`);
        expect(plain.text).toContain('Wheelbase');
        expect(plain.text).not.toContain('?ref=');
      }
      const linked = await h.call(
        'GET',
        `/api/affiliates/materials/300x250?code=${code}&download=1`,
      );
      expect(linked.text).toContain(`market.test/?ref=${code}`);
      expect(linked.headers.get('content-disposition')).toBe(
        'attachment; filename="wheelbase-banner-300x250.svg"',
      );
      expect((await h.call('GET', '/api/affiliates/materials/999x1')).status).toBe(404);
    });
  });
});

describeWhen(postgresAvailability(), 'Stripe Connect payout method', () => {
  let server: Server;
  const received: { path: string; headers: IncomingMessage['headers']; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body });
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ id: 'tr_test_123', object: 'transfer' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sends a transfer to the connected account with the payment as the idempotency key', async () => {
    const method = createPayoutMethod(
      loadAffiliatesConfig({
        STRIPE_SECRET_KEY: 'sk_test_affiliates',
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String((server.address() as AddressInfo).port),
        STRIPE_API_PROTOCOL: 'http',
      }),
    );
    expect(method.name).toBe('stripe_connect');
    const paymentId = randomUUID();
    const result = await method.pay({
      paymentId,
      affiliateId: randomUUID(),
      affiliateCode: 'ABCD2345',
      month: '2026-03',
      amountCents: 11250,
      currency: 'usd',
      stripeAccountId: 'acct_1TestAccount',
    });
    expect(result).toEqual({
      method: 'stripe_connect',
      status: 'processed',
      reference: 'tr_test_123',
    });
    expect(received).toHaveLength(1);
    expect(received[0].path).toBe('/v1/transfers');
    expect(received[0].headers.authorization).toBe('Bearer sk_test_affiliates');
    expect(received[0].headers['idempotency-key']).toBe(`affiliate-payout-${paymentId}`);
    const form = new URLSearchParams(received[0].body);
    expect(form.get('amount')).toBe('11250');
    expect(form.get('currency')).toBe('usd');
    expect(form.get('destination')).toBe('acct_1TestAccount');
    expect(form.get('transfer_group')).toBe('affiliate-payout-2026-03');

    // Without a connected account the payout goes to the bank export; Stripe is not called.
    const bank = await method.pay({
      paymentId: randomUUID(),
      affiliateId: randomUUID(),
      affiliateCode: 'ABCD2345',
      month: '2026-03',
      amountCents: 5000,
      currency: 'usd',
      stripeAccountId: null,
    });
    expect(bank.method).toBe('bank_export');
    expect(received).toHaveLength(1);
  });

  it('refuses a dealer-referral amount outside SPEC.md §9 range', () => {
    expect(() => loadAffiliatesConfig({ AFFILIATE_DEALER_REFERRAL_CENTS: '60000' })).toThrow();
    expect(loadAffiliatesConfig({}).AFFILIATE_DEALER_REFERRAL_CENTS).toBe(10000);
  });
});
