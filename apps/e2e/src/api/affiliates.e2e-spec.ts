import { eventually } from '@market/platform/testing';
import sharp from 'sharp';
import { adminSession } from '../support/billing.js';
import {
  type ApiClient,
  type Harness,
  startHarness,
  tokenOf,
  uniqueEmail,
} from '../support/marketplace-harness.js';

describe('the affiliate program through the gateway (embedded marketplace)', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  /** Signs up, verifies the e-mail, signs in: a client of a fresh account. */
  async function account(client: ApiClient, label: string): Promise<{ email: string }> {
    const email = uniqueEmail(label);
    const signUp = await client.post('/api/auth/sign-up', {
      email,
      password: `${label}-pass-1`,
      firstName: label,
      accountType: 'private_seller',
    });
    expect(signUp.status).toBe(201);
    await client.post('/api/auth/verify-email', {
      token: tokenOf(await client.mailLink(email, /verify/i)),
    });
    expect((await client.signIn(email, `${label}-pass-1`)).status).toBe(200);
    return { email };
  }

  async function listingOf(client: ApiClient): Promise<string> {
    const jpeg = await sharp({
      create: { width: 640, height: 400, channels: 3, background: '#1e3a8a' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'a.jpg');
    const uploaded = await fetch(`${harness.url}/api/listing-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.accessToken}` },
      body: form,
    });
    const photos = ((await uploaded.json()) as { items: { id: string }[] }).items.map(
      (photo) => photo.id,
    );
    const created = await client.post('/api/listings', {
      make: 'honda',
      model: 'civic',
      year: 2020,
      price: 18_000,
      imageIds: photos,
    });
    expect(created.status).toBe(201);
    return created.body.id as string;
  }

  it('ref link → sign-up → premium purchase in the sandbox → commission on the affiliate dashboard', async () => {
    // An account applies and the admin approves it (audited; the applicant is mailed).
    const affiliate = harness.api.session();
    const { email: affiliateEmail } = await account(affiliate, 'affiliate');
    expect((await affiliate.get('/api/my/affiliate')).body).toEqual({ affiliate: null });
    const applied = await affiliate.post('/api/affiliate-applications', {
      firstName: 'Avery',
      lastName: 'Partner',
      email: affiliateEmail,
      website: 'https://avery.example',
      experienceLevel: 'intermediate',
      promotionMethods: ['Blog'],
      agreeToTerms: true,
    });
    expect(applied.status).toBe(201);
    expect(applied.body.message).toBe(
      "Application submitted successfully! We'll review and contact you within 24 hours.",
    );
    await affiliate.mailLink(affiliateEmail, /affiliate application/i);
    // The team's mailbox (INQUIRIES_EMAIL, else MAIL_FROM's address) hears of each application.
    const notice = await eventually(
      () => harness.api.get('/api/dev/mailbox?to=no-reply%40wheelbase.example'),
      (r) =>
        r.body?.items?.some((m: { subject: string }) =>
          m.subject.startsWith('New affiliate application: Avery Partner'),
        ),
    );
    expect(notice.status).toBe(200);

    const admin = await adminSession(harness);
    const pending = await admin.get(
      `/api/admin/affiliates?status=pending&q=${encodeURIComponent(affiliateEmail)}`,
    );
    expect(pending.body.items).toHaveLength(1);
    const approved = await admin.post(`/api/admin/affiliates/${pending.body.items[0].id}/approve`);
    expect(approved.status).toBe(200);
    const code = approved.body.affiliateCode as string;
    await affiliate.mailLink(affiliateEmail, /welcome to the .* affiliate program/i);

    // identity learns of the approval: "me" says isAffiliate (the Profile button goes by it).
    const me = await eventually(
      () => affiliate.get('/api/me'),
      (r) => r.body?.isAffiliate === true,
    );
    expect(me.body.isAffiliate).toBe(true);
    const dashboard = await affiliate.get('/api/my/affiliate');
    expect(dashboard.body.affiliate).toMatchObject({ affiliateCode: code, status: 'approved' });
    // SPEC.md §9: {origin}?ref={affiliate_code}
    expect(dashboard.body.affiliate.referralLink).toMatch(
      new RegExp(`^https?://[^/]+/\\?ref=${code}$`),
    );

    // A visitor arrives through the link: the cookie rides along to the sign-up.
    const visitor = harness.api.session();
    const tracked = await visitor.post('/api/affiliates/track', { code });
    expect(tracked.status).toBe(200);
    expect(tracked.cookie).toMatch(/^wb_ref=/);
    expect(tracked.cookie).toMatch(/HttpOnly/i);
    await account(visitor, 'referred');

    const signup = await eventually(
      () => affiliate.get('/api/my/affiliate/referrals'),
      (r) => r.body?.items?.length === 1,
    );
    expect(signup.body.items[0]).toMatchObject({ conversionType: 'signup', status: 'approved' });

    // The referred account buys a premium listing in the sandbox checkout.
    const plan = await admin.post('/api/admin/listing-plans', {
      name: 'Affiliate Featured',
      priceCents: 3999,
      featuredPlacement: true,
    });
    expect(plan.status).toBe(201);
    const listing = await listingOf(visitor);
    const checkout = await eventually(
      () =>
        visitor.post('/api/billing/checkout', { listingPlanId: plan.body.id, listingId: listing }),
      (r) => r.status === 201,
    );
    const paid = await visitor.post(`/api/billing/sandbox/${checkout.body.sessionId}/outcome`, {
      outcome: 'pay',
      cardNumber: '4242424242424242',
    });
    expect(paid.body.status).toBe('paid');

    const referrals = await eventually(
      () => affiliate.get('/api/my/affiliate/referrals'),
      (r) => r.body?.items?.length === 2,
    );
    // SPEC.md §9: 25% of a premium listing; pending through the refund window.
    expect(referrals.body.items[0]).toMatchObject({
      conversionType: 'premium_listing',
      conversionValueCents: 3999,
      commissionCents: 1000,
      currency: 'usd',
      status: 'pending',
    });
    const stats = (await affiliate.get('/api/my/affiliate')).body.affiliate.stats;
    expect(stats).toMatchObject({
      clicks: 1,
      referrals: 1,
      conversions: 1,
      pendingCents: 1000,
    });

    // The admin's payments tab sees it; the visitor cannot see anyone's referrals.
    const adminReferrals = await admin.get(
      `/api/admin/affiliate-referrals?affiliateId=${approved.body.id}`,
    );
    expect(
      adminReferrals.body.items.map((r: { conversionType: string }) => r.conversionType),
    ).toEqual(['premium_listing', 'signup']);
    expect((await visitor.get('/api/admin/affiliate-referrals')).status).toBe(403);
    expect((await visitor.get('/api/my/affiliate/referrals')).body.items).toEqual([]);
  });
});
