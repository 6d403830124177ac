import { eventually } from '@market/platform/testing';
import sharp from 'sharp';
import {
  type ApiClient,
  type Harness,
  startHarness,
  uniqueEmail,
} from '../support/marketplace-harness.js';

/** The admin console's own API: created accounts, the listings report, broadcasts, analytics, system status. */
describe('admin console API (embedded)', () => {
  let harness: Harness;
  let admin: ApiClient;
  let seller: ApiClient;

  beforeAll(async () => {
    // Searches are announced every second here (a minute by default).
    harness = await startHarness({
      REQUIRE_EMAIL_VERIFICATION: 'false',
      SEARCH_COUNT_INTERVAL_MS: '1000',
    });
    admin = harness.api.session();
    expect((await admin.signIn('admin@wheelbase.test', 'admin-demo-1')).status).toBe(200);
    seller = harness.api.session();
    expect((await seller.signIn('seller@wheelbase.test', 'seller-demo-1')).status).toBe(200);
  });
  afterAll(async () => {
    await harness?.stop();
  });

  /** A listing of the demo seller's with one photo. */
  async function publish(model: string, price: number, extra: Record<string, unknown> = {}) {
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
    const imageIds = ((await uploaded.json()) as { items: { id: string }[] }).items.map(
      (photo) => photo.id,
    );
    const created = await seller.post('/api/listings', {
      make: 'honda',
      model,
      year: 2020,
      price,
      imageIds,
      ...extra,
    });
    expect([created.status, created.body?.error]).toEqual([201, undefined]);
    return created.body.id as string;
  }

  it('creates an account whose owner chooses the password from the mailed link', async () => {
    const email = uniqueEmail('made');
    const created = await admin.post('/api/admin/users', {
      email,
      firstName: 'Mia',
      role: 'dealer',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email,
      firstName: 'Mia',
      roles: ['user', 'dealer'],
      emailVerified: true,
      isActive: true,
    });
    expect((await admin.post('/api/admin/users', { email, role: 'user' })).status).toBe(409);
    const bad = await admin.post('/api/admin/users', { email: 'not-an-email', role: 'owner' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'email',
      'role',
    ]);

    const byEmail = (await admin.get('/api/admin/users?sort=email&pageSize=100')).body.items.map(
      (u: { email: string }) => u.email,
    );
    expect(byEmail).toEqual([...byEmail].sort());
    const byName = (await admin.get('/api/admin/users?sort=-name&pageSize=100')).body.items.map(
      (u: { lastName: string | null }) => (u.lastName ?? '').toLowerCase(),
    );
    expect(byName[0] >= byName[byName.length - 1]).toBe(true);
    expect((await admin.get('/api/admin/users?sort=password')).status).toBe(400);

    const link = await harness.api.session().mailLink(email, /reset/i);
    const token = new URL(link).searchParams.get('token');
    expect(
      (
        await harness.api.post('/api/auth/password-reset/confirm', {
          token,
          password: 'chosen-pass-1',
        })
      ).status,
    ).toBeLessThan(300);
    expect((await harness.api.session().signIn(email, 'chosen-pass-1')).status).toBe(200);
  });

  it('streams every listing as CSV, sorts and filters the admin listing table', async () => {
    await publish('civic', 15_000, { description: 'Clean, one owner' });
    await publish('accord', 27_000);
    const response = await fetch(`${harness.url}/api/admin/listings/report`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="listings-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0].split(',').slice(0, 3)).toEqual(['id', 'title', 'category']);
    expect(lines.filter((line) => line.includes('Honda Civic'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('Honda Accord'))).toHaveLength(1);

    const byPrice = await admin.get('/api/admin/listings?q=honda&sort=-price');
    expect(byPrice.body.items.map((l: { price: number }) => l.price)).toEqual([27_000, 15_000]);
    expect(byPrice.body.total).toBe(2);
    const cheapFirst = await admin.get('/api/admin/listings?q=honda&sort=price&pageSize=1');
    expect(cheapFirst.body).toMatchObject({ total: 2, pageSize: 1, items: [{ price: 15_000 }] });
    expect((await admin.get('/api/admin/listings?sort=owner')).status).toBe(400);
    expect((await admin.get('/api/admin/listings?featured=true&q=honda')).body.total).toBe(0);
  });

  it('sends a broadcast to the chosen audience only, at the throttled pace, with progress', async () => {
    const sent = await admin.post('/api/admin/broadcasts', {
      audience: 'sales_rep',
      subject: 'Rep news',
      message: 'First paragraph.\n\nSecond one.',
    });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({
      audience: 'sales_rep',
      status: 'sending',
      sent: 0,
      mailsPerSecond: 5,
    });
    expect(sent.body.total).toBeGreaterThanOrEqual(1);
    const done = await eventually(
      async () => (await admin.get(`/api/admin/broadcasts/${sent.body.id}`)).body,
      (b) => b.status === 'sent',
      15_000,
    );
    expect(done.sent).toBe(done.total);
    await harness.api.session().mailLink('rep@wheelbase.test', /^Rep news$/);
    const sellerMail = (
      await harness.api.get(`/api/dev/mailbox?to=${encodeURIComponent('seller@wheelbase.test')}`)
    ).body.items;
    expect(sellerMail.filter((m: { subject: string }) => m.subject === 'Rep news')).toEqual([]);
    expect(
      (
        await admin.post('/api/admin/broadcasts', {
          audience: 'everyone',
          subject: '',
          message: 'x',
        })
      ).status,
    ).toBe(400);
  });

  it('counts new listings and sign-ups in the analytics projection, and reports the system status', async () => {
    const before = (await admin.get('/api/admin/analytics?days=7')).body;
    const count = (answer: { metrics: { metric: string; total: number }[] }, metric: string) =>
      answer.metrics.find((m) => m.metric === metric)!.total;
    expect(
      before.metrics.find((m: { metric: string }) => m.metric === 'listings').series,
    ).toHaveLength(7);
    await harness.api.post('/api/auth/sign-up', {
      email: uniqueEmail('counted'),
      password: 'counted-pass-1',
    });
    await publish('fit', 9_000);
    const after = await eventually(
      async () => (await admin.get('/api/admin/analytics?days=7')).body,
      (a) =>
        count(a, 'listings') === count(before, 'listings') + 1 &&
        count(a, 'signups') === count(before, 'signups') + 1,
    );
    expect(count(after, 'listings')).toBe(count(before, 'listings') + 1);
    expect((await admin.get('/api/admin/analytics?days=3')).status).toBe(400);

    const status = await admin.get('/api/admin/system-status');
    expect(status.status).toBe(200);
    expect(status.body.checks['identity-database']).toEqual({ status: 'up' });
    expect(status.body.outboxes.map((o: { schema: string }) => o.schema)).toEqual(
      expect.arrayContaining(['identity', 'listings']),
    );
  });
  it('counts inquiries, pre-approvals, messages, searches and revenue from the contexts that own them', async () => {
    type Answer = {
      metrics: { metric: string; currency: string | null; total: number }[];
      revenueThisMonth: { currency: string; cents: number }[];
    };
    const total = (answer: Answer, metric: string, currency: string | null = null) =>
      answer.metrics.find((m) => m.metric === metric && m.currency === currency)?.total ?? 0;
    const monthUsd = (answer: Answer) =>
      answer.revenueThisMonth.find((r) => r.currency === 'usd')?.cents ?? 0;
    const before = (await admin.get('/api/admin/analytics?days=7')).body as Answer;

    // notifications: a contact message and a pre-approval application.
    const contact = await harness.api.post('/api/contact', {
      firstName: 'Ada',
      lastName: 'Analytics',
      email: uniqueEmail('analytics'),
      subject: 'support',
      message: 'Counted, not read.',
    });
    expect(contact.status).toBe(201);
    const applied = await harness.api.post('/api/financing/pre-approvals', {
      vehicleId: null,
      vehicleDetails: null,
      firstName: 'Pat',
      lastName: 'Applicant',
      email: uniqueEmail('preapproval'),
      phone: '(555) 010-3000',
      dateOfBirth: '1990-04-12',
      streetAddress: '12 Elm St',
      city: 'Austin',
      state: 'TX',
      zipCode: '73301',
      employerName: 'Acme',
      jobTitle: 'Engineer',
      employmentType: 'full_time',
      employmentLengthMonths: 30,
      annualIncome: '72,000',
      monthlyHousingPayment: '',
      monthlyDebtPayments: 250,
      downPaymentAmount: 2000,
      desiredLoanAmount: 16_500,
      vehicleType: 'used',
      estimatedCreditScore: '700',
      notes: '',
    });
    expect(applied.status).toBe(201);
    // search: five listing searches (the repeated ones the edge may replay without the
    // handler: counted all the same, once each), announced within about a second.
    for (const q of ['civic', 'civic', 'civic', 'subaru', 'truck'])
      expect((await harness.api.get(`/api/search/listings?q=${q}`)).status).toBe(200);
    // billing: a listing plan bought in the sandbox (integer cents in USD).
    const plan = await admin.post('/api/admin/listing-plans', {
      name: 'Counted 7',
      priceCents: 1234,
    });
    expect(plan.status).toBe(201);
    const listing = await publish('insight', 7_500);
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
    expect(paid.body).toMatchObject({ status: 'paid', amountCents: 1234 });

    const after = await eventually(
      async () => (await admin.get('/api/admin/analytics?days=7')).body as Answer,
      (a) =>
        total(a, 'inquiries') === total(before, 'inquiries') + 1 &&
        total(a, 'pre-approvals') === total(before, 'pre-approvals') + 1 &&
        total(a, 'searches') === total(before, 'searches') + 5 &&
        total(a, 'revenue', 'usd') === total(before, 'revenue', 'usd') + 1234,
      15_000,
    );
    expect(total(after, 'inquiries')).toBe(total(before, 'inquiries') + 1);
    expect(total(after, 'pre-approvals')).toBe(total(before, 'pre-approvals') + 1);
    expect(total(after, 'searches')).toBe(total(before, 'searches') + 5);
    expect(total(after, 'revenue', 'usd')).toBe(total(before, 'revenue', 'usd') + 1234);
    expect(monthUsd(after)).toBe(monthUsd(before) + 1234);
    expect(after.metrics.find((m) => m.metric === 'revenue')).toMatchObject({ unit: 'cents' });
  });
});
