import { eventually } from '@market/platform/testing';
import sharp from 'sharp';
import { type ApiClient, type ApiResponse, type Harness, startHarness, uniqueEmail } from '../support/marketplace-harness.js';

interface AuditEntry {
  action: string;
  context: string | null;
  actorId: string | null;
  actorEmail: string | null;
  targetType: string | null;
  targetId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ipAddress: string | null;
  createdAt: string;
}

/** What one admin route must leave in the audit log. */
interface Expected {
  action: string;
  targetType: string;
  targetId: string | null;
}

/**
 * Every admin action of every context is in the audit log: the admin routes are read from
 * the OpenAPI document (a new route without an entry here fails the first test), each is
 * called, and its entry must appear with who, what, before and after, where from and when.
 */
describe('the audit log (embedded)', () => {
  let harness: Harness;
  let admin: ApiClient;
  let adminId: string;

  beforeAll(async () => {
    harness = await startHarness();
    admin = harness.api.session();
    const signIn = await admin.signIn('admin@wheelbase.test', 'admin-demo-1');
    expect(signIn.status).toBe(200);
    adminId = signIn.body.user.id;
  });
  afterAll(async () => {
    await harness?.stop();
  });

  const ok = (response: ApiResponse, what: string) => {
    expect([what, response.status >= 200 && response.status < 300 ? 'ok' : response.body]).toEqual([what, 'ok']);
    return response;
  };

  async function upload(path: string, field: string, name: string): Promise<ApiResponse> {
    const png = await sharp({ create: { width: 400, height: 240, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
    const response = await fetch(harness.url + path, { method: 'POST', headers: { authorization: `Bearer ${admin.accessToken}` }, body: form });
    return { status: response.status, body: await response.json(), headers: response.headers };
  }

  async function userIdOf(email: string): Promise<string> {
    return (await admin.get(`/api/admin/users?q=${encodeURIComponent(email)}`)).body.items[0].id as string;
  }

  async function newUser(): Promise<string> {
    const email = uniqueEmail('audited');
    ok(await harness.api.post('/api/auth/sign-up', { email, password: 'audited-pass-1', firstName: 'Audie' }), 'sign-up');
    return userIdOf(email);
  }

  async function application(): Promise<string> {
    const response = await harness.api.post('/api/dealer-applications', {
      businessName: 'Audit Motors',
      contactPerson: 'Ada Audit',
      email: uniqueEmail('application'),
      password: 'audit-pass',
      confirmPassword: 'audit-pass',
      phone: '(555) 010-1234',
      businessAddress: '1 Ledger Lane',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      dealershipType: 'used_car',
    });
    return ok(response, 'application').body.id as string;
  }

  /** A listing of the demo seller's, with photos; answers it and its photos' ids. */
  async function sellerListing(): Promise<{ seller: ApiClient; listing: { id: string }; photos: string[] }> {
    const seller = harness.api.session();
    expect((await seller.signIn('seller@wheelbase.test', 'seller-demo-1')).status).toBe(200);
    const jpeg = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#0f766e' } }).jpeg().toBuffer();
    const form = new FormData();
    for (const name of ['a.jpg', 'b.jpg']) form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), name);
    const uploaded = await fetch(`${harness.url}/api/listing-images`, { method: 'POST', headers: { authorization: `Bearer ${seller.accessToken}` }, body: form });
    const photos = ((await uploaded.json()) as { items: { id: string }[] }).items.map((photo) => photo.id);
    const listing = ok(await seller.post('/api/listings', { make: 'honda', model: 'civic', year: 2019, price: 15_000, imageIds: photos }), 'create listing').body;
    return { seller, listing, photos };
  }

  async function contactInquiry(): Promise<string> {
    const response = await harness.api.post('/api/contact', {
      firstName: 'Ada',
      lastName: 'Audit',
      email: uniqueEmail('inquiry'),
      subject: 'support',
      message: 'Please audit me.',
    });
    return ok(response, 'contact').body.id as string;
  }

  async function dealerId(name: string): Promise<string> {
    const list = await admin.get(`/api/admin/dealers?q=${encodeURIComponent(name)}`);
    return list.body.items[0].id as string;
  }

  async function entryFor(expected: Expected): Promise<AuditEntry> {
    const query = new URLSearchParams({ action: expected.action, targetType: expected.targetType, limit: '200' });
    if (expected.targetId) query.set('targetId', expected.targetId);
    const found = await eventually(
      async () => (await admin.get(`/api/admin/audit-log?${query.toString()}`)).body.items as AuditEntry[],
      (items) => items.length > 0,
      10_000,
    );
    return found[0];
  }

  /** Each admin route of the OpenAPI document: how to call it, and the entry it must leave. */
  const ROUTES: Record<string, () => Promise<Expected>> = {
    'PATCH /api/admin/users/{id}': async () => {
      const id = await newUser();
      ok(await admin.patch(`/api/admin/users/${id}`, { firstName: 'Audited' }), 'edit user');
      return { action: 'identity.user.updated', targetType: 'user', targetId: id };
    },
    'PUT /api/admin/users/{id}/active': async () => {
      const id = await newUser();
      ok(await admin.put(`/api/admin/users/${id}/active`, { isActive: false }), 'deactivate user');
      return { action: 'identity.user.deactivated', targetType: 'user', targetId: id };
    },
    'PUT /api/admin/users/{id}/role': async () => {
      const id = await newUser();
      ok(await admin.put(`/api/admin/users/${id}/role`, { role: 'dealer' }), 'change role');
      return { action: 'identity.user.role-changed', targetType: 'user', targetId: id };
    },
    'DELETE /api/admin/users/{id}': async () => {
      const id = await newUser();
      ok(await admin.delete(`/api/admin/users/${id}`), 'delete user');
      return { action: 'identity.user.deleted', targetType: 'user', targetId: id };
    },
    'PATCH /api/admin/dealers/{id}': async () => {
      const id = await dealerId('Sunrise Motors');
      ok(await admin.patch(`/api/admin/dealers/${id}`, { description: 'Audited description' }), 'edit dealer');
      return { action: 'dealers.dealer.updated', targetType: 'dealer', targetId: id };
    },
    'PUT /api/admin/dealers/{id}/active': async () => {
      const id = await dealerId('Thunder Road Motorcycles');
      ok(await admin.put(`/api/admin/dealers/${id}/active`, { isActive: false }), 'deactivate dealer');
      ok(await admin.put(`/api/admin/dealers/${id}/active`, { isActive: true }), 'reactivate dealer');
      return { action: 'dealers.dealer.deactivated', targetType: 'dealer', targetId: id };
    },
    'POST /api/admin/dealers/{id}/password-reset': async () => {
      const id = await dealerId('Ridgeline Trucks');
      ok(await admin.post(`/api/admin/dealers/${id}/password-reset`), 'dealer password reset');
      return { action: 'dealers.dealer.password-reset-requested', targetType: 'dealer', targetId: id };
    },
    'POST /api/admin/dealer-applications/{id}/approve': async () => {
      const id = await application();
      ok(await admin.post(`/api/admin/dealer-applications/${id}/approve`), 'approve');
      return { action: 'dealers.application.approved', targetType: 'dealer_application', targetId: id };
    },
    'POST /api/admin/dealer-applications/{id}/reject': async () => {
      const id = await application();
      ok(await admin.post(`/api/admin/dealer-applications/${id}/reject`, { reason: 'Audit test' }), 'reject');
      return { action: 'dealers.application.rejected', targetType: 'dealer_application', targetId: id };
    },
    'POST /api/admin/dealer-applications/{id}/reset': async () => {
      const id = await application();
      ok(await admin.post(`/api/admin/dealer-applications/${id}/approve`), 'approve before reset');
      ok(await admin.post(`/api/admin/dealer-applications/${id}/reset`), 'reset');
      return { action: 'dealers.application.reset', targetType: 'dealer_application', targetId: id };
    },
    'PUT /api/admin/dealer-reviews/{id}/approved': async () => {
      const review = (await admin.get('/api/admin/dealer-reviews?status=approved')).body.items[0];
      ok(await admin.put(`/api/admin/dealer-reviews/${review.id}/approved`, { isApproved: false }), 'unapprove review');
      ok(await admin.put(`/api/admin/dealer-reviews/${review.id}/approved`, { isApproved: true }), 'approve review');
      return { action: 'dealers.review.unapproved', targetType: 'dealer_review', targetId: review.id };
    },
    'PUT /api/admin/content/settings': async () => {
      ok(await admin.put('/api/admin/content/settings', { siteName: 'Wheelbase', contactPhone: '(555) 010-0000' }), 'settings');
      return { action: 'content.settings.updated', targetType: 'site_settings', targetId: null };
    },
    'POST /api/admin/content/logo': async () => {
      ok(await upload('/api/admin/content/logo', 'file', 'logo.png'), 'logo upload');
      return { action: 'content.logo.uploaded', targetType: 'site_settings', targetId: null };
    },
    'DELETE /api/admin/content/logo': async () => {
      ok(await admin.delete('/api/admin/content/logo'), 'logo removal');
      return { action: 'content.logo.removed', targetType: 'site_settings', targetId: null };
    },
    'PUT /api/admin/content/hero/{category}': async () => {
      ok(await admin.put('/api/admin/content/hero/trucks', { title: 'Work-ready trucks', subtitle: null, isActive: true }), 'hero');
      return { action: 'content.hero.updated', targetType: 'hero_section', targetId: 'trucks' };
    },
    'POST /api/admin/content/hero/{category}/image': async () => {
      ok(await upload('/api/admin/content/hero/motorcycles/image', 'file', 'hero.png'), 'hero image');
      return { action: 'content.hero-image.uploaded', targetType: 'hero_section', targetId: 'motorcycles' };
    },
    'DELETE /api/admin/content/hero/{category}/image': async () => {
      ok(await admin.delete('/api/admin/content/hero/motorcycles/image'), 'hero image removal');
      return { action: 'content.hero-image.removed', targetType: 'hero_section', targetId: 'motorcycles' };
    },
    'POST /api/admin/search/documents': async () => {
      await sellerListing();
      const documents = (await admin.get('/api/admin/listings/documents?limit=1')).body.items;
      ok(await admin.post('/api/admin/search/documents', { documents }), 'index documents');
      return { action: 'search.index.documents-upserted', targetType: 'listing_index', targetId: null };
    },
    'POST /api/admin/users': async () => {
      const created = ok(await admin.post('/api/admin/users', { email: uniqueEmail('made'), firstName: 'Made', role: 'sales_rep' }), 'create user');
      return { action: 'identity.user.created', targetType: 'user', targetId: created.body.id as string };
    },
    'DELETE /api/admin/dealer-reviews/{id}': async () => {
      const buyer = harness.api.session();
      const email = uniqueEmail('reviewer');
      ok(await buyer.post('/api/auth/sign-up', { email, password: 'review-pass-1' }), 'reviewer sign-up');
      const token = new URL(await buyer.mailLink(email, /verify/i)).searchParams.get('token');
      ok(await buyer.post('/api/auth/verify-email', { token }), 'reviewer verification');
      expect((await buyer.signIn(email, 'review-pass-1')).status).toBe(200);
      const review = ok(await buyer.post(`/api/dealers/${await dealerId('Sunrise Motors')}/reviews`, { rating: 2, title: 'Audit', text: 'To be deleted.' }), 'review');
      ok(await admin.delete(`/api/admin/dealer-reviews/${review.body.id}`), 'delete review');
      return { action: 'dealers.review.deleted', targetType: 'dealer_review', targetId: review.body.id as string };
    },
    'POST /api/admin/broadcasts': async () => {
      const sent = ok(await admin.post('/api/admin/broadcasts', { audience: 'admin', subject: 'Audit broadcast', message: 'Hello admins.' }), 'broadcast');
      return { action: 'identity.broadcast.sent', targetType: 'broadcast', targetId: sent.body.id as string };
    },
    'POST /api/admin/search/removals': async () => {
      ok(await admin.post('/api/admin/search/removals', { items: [{ id: '00000000-0000-4000-8000-000000000999', revision: 1 }] }), 'index removal');
      return { action: 'search.index.documents-removed', targetType: 'listing_index', targetId: null };
    },
    'PUT /api/admin/inquiries/{id}/status': async () => {
      const id = await contactInquiry();
      ok(await admin.put(`/api/admin/inquiries/${id}/status`, { status: 'open' }), 'inquiry status');
      return { action: 'notifications.inquiry.status-changed', targetType: 'contact_inquiry', targetId: id };
    },
    'POST /api/admin/inquiries/{id}/replies': async () => {
      const id = await contactInquiry();
      ok(await admin.post(`/api/admin/inquiries/${id}/replies`, { message: 'Thanks, audited.' }), 'inquiry reply');
      return { action: 'notifications.inquiry.replied', targetType: 'contact_inquiry', targetId: id };
    },
  };

  it('knows every admin route that changes something, in every context', async () => {
    const docs = await harness.api.get('/api/docs/openapi.json');
    const routes = Object.entries(docs.body.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
    expect(routes.sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.keys(ROUTES))('%s leaves an entry: who, what, before and after, from where, when', async (route) => {
    const started = Date.now();
    const expected = await ROUTES[route]();
    const entry = await entryFor(expected);
    expect(entry).toMatchObject({
      action: expected.action,
      context: expected.action.split('.')[0],
      actorId: adminId,
      actorEmail: 'admin@wheelbase.test',
      targetType: expected.targetType,
      targetId: expected.targetId,
      ipAddress: expect.any(String),
    });
    expect(entry.before !== null || entry.after !== null).toBe(true);
    expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(started - 1_000);
  });

  it("records an admin's changes to other people's listings and photos, not an owner's own", async () => {
    const { seller, listing, photos } = await sellerListing();
    const second = { id: photos[1] };
    ok(await seller.patch(`/api/listings/${listing.id}`, { price: 14_500 }), 'owner edit');

    ok(await admin.patch(`/api/listings/${listing.id}`, { price: 13_900 }), 'admin edit');
    ok(await admin.patch(`/api/listings/${listing.id}/status`, { status: 'inactive' }), 'admin status');
    ok(await admin.patch(`/api/listings/${listing.id}/featured`, { isFeatured: true }), 'admin featuring');
    ok(await admin.post(`/api/listing-images/${second.id}/rotate`, { degrees: 90 }), 'admin rotation');
    ok(await admin.delete(`/api/listing-images/${second.id}`), 'admin photo removal');
    ok(await admin.delete(`/api/listings/${listing.id}`), 'admin deletion');

    const updated = await entryFor({ action: 'listings.listing.updated', targetType: 'listing', targetId: listing.id });
    expect(updated).toMatchObject({ actorId: adminId, before: { price: 14_500 }, after: { price: 13_900 } });
    expect(await entryFor({ action: 'listings.listing.status-changed', targetType: 'listing', targetId: listing.id })).toMatchObject({
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
    await entryFor({ action: 'listings.listing.featured', targetType: 'listing', targetId: listing.id });
    await entryFor({ action: 'listings.image.rotated', targetType: 'listing_image', targetId: second.id });
    await entryFor({ action: 'listings.image.deleted', targetType: 'listing_image', targetId: second.id });
    const deleted = await entryFor({ action: 'listings.listing.deleted', targetType: 'listing', targetId: listing.id });
    expect(deleted.before).toMatchObject({ price: 13_900, status: 'inactive' });
    expect(deleted.after).toBeNull();
    // The owner's own edit is no admin action.
    const all = (await admin.get(`/api/admin/audit-log?targetId=${listing.id}&limit=200`)).body.items as AuditEntry[];
    expect(all.filter((entry) => entry.actorId !== adminId)).toEqual([]);
    expect(all.filter((entry) => entry.action === 'listings.listing.updated')).toHaveLength(1);
  });

  it('is read by admins only, newest first, a cursor page at a time, with filters', async () => {
    const seller = harness.api.session();
    expect((await seller.signIn('seller@wheelbase.test', 'seller-demo-1')).status).toBe(200);
    expect((await seller.get('/api/admin/audit-log')).status).toBe(403);
    expect((await harness.api.get('/api/admin/audit-log')).status).toBe(401);

    const seen: AuditEntry[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/admin/audit-log?actorId=${adminId}&action=dealers.&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await admin.get(query);
      expect(page.status).toBe(200);
      seen.push(...(page.body.items as AuditEntry[]));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen.length).toBeGreaterThanOrEqual(9);
    expect(new Set(seen.map((entry) => JSON.stringify(entry))).size).toBe(seen.length);
    expect(seen.every((entry) => entry.action.startsWith('dealers.') && entry.actorId === adminId)).toBe(true);
    const times = seen.map((entry) => Date.parse(entry.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const byType = (await admin.get('/api/admin/audit-log?targetType=hero_section')).body.items as AuditEntry[];
    expect(byType.length).toBeGreaterThanOrEqual(3);
    expect(byType.every((entry) => entry.targetType === 'hero_section')).toBe(true);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await admin.get(`/api/admin/audit-log?from=${future}`)).body.items).toEqual([]);
    expect((await admin.get(`/api/admin/audit-log?to=2000-01-01`)).body.items).toEqual([]);
    expect((await admin.get('/api/admin/audit-log?cursor=nonsense')).status).toBe(400);
    expect((await admin.get('/api/admin/audit-log?limit=1000')).status).toBe(400);
  });
});
