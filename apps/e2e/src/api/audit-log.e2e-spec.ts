import { eventually } from '@market/platform/testing';
import sharp from 'sharp';
import {
  type ApiClient,
  type ApiResponse,
  type Harness,
  startHarness,
  uniqueEmail,
} from '../support/marketplace-harness.js';

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
    expect([what, response.status >= 200 && response.status < 300 ? 'ok' : response.body]).toEqual([
      what,
      'ok',
    ]);
    return response;
  };

  async function upload(path: string, field: string, name: string): Promise<ApiResponse> {
    const png = await sharp({
      create: { width: 400, height: 240, channels: 3, background: '#1d4ed8' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
    const response = await fetch(harness.url + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.accessToken}` },
      body: form,
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  }

  async function userIdOf(email: string): Promise<string> {
    return (await admin.get(`/api/admin/users?q=${encodeURIComponent(email)}`)).body.items[0]
      .id as string;
  }

  async function newUser(): Promise<string> {
    const email = uniqueEmail('audited');
    ok(
      await harness.api.post('/api/auth/sign-up', {
        email,
        password: 'audited-pass-1',
        firstName: 'Audie',
      }),
      'sign-up',
    );
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
  async function sellerListing(
    fields: Record<string, unknown> = {},
  ): Promise<{ seller: ApiClient; listing: { id: string; status: string }; photos: string[] }> {
    const seller = harness.api.session();
    expect((await seller.signIn('seller@wheelbase.test', 'seller-demo-1')).status).toBe(200);
    const jpeg = await sharp({
      create: { width: 640, height: 400, channels: 3, background: '#0f766e' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    for (const name of ['a.jpg', 'b.jpg'])
      form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), name);
    const uploaded = await fetch(`${harness.url}/api/listing-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.accessToken}` },
      body: form,
    });
    const photos = ((await uploaded.json()) as { items: { id: string }[] }).items.map(
      (photo) => photo.id,
    );
    const listing = ok(
      await seller.post('/api/listings', {
        make: 'honda',
        model: 'civic',
        year: 2019,
        price: 15_000,
        imageIds: photos,
        ...fields,
      }),
      'create listing',
    ).body;
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

  /** A signed-in user with a verified e-mail (reviews need one). */
  async function verifiedUser(): Promise<ApiClient> {
    const client = harness.api.session();
    const email = uniqueEmail('verified');
    ok(
      await client.post('/api/auth/sign-up', { email, password: 'verified-pass-1' }),
      'verified sign-up',
    );
    const token = new URL(await client.mailLink(email, /verify/i)).searchParams.get('token');
    ok(await client.post('/api/auth/verify-email', { token }), 'verification');
    expect((await client.signIn(email, 'verified-pass-1')).status).toBe(200);
    return client;
  }

  async function siteReview(): Promise<string> {
    const reviewer = await verifiedUser();
    const review = await reviewer.post('/api/site-reviews', {
      reviewerName: 'Ada Audit',
      rating: 4,
      title: 'Audited purchase',
      text: 'Found my car here.',
      wouldRecommend: true,
      vehicleMake: 'Honda',
      vehicleModel: 'Civic',
      vehicleYear: 2019,
    });
    return ok(review, 'site review').body.id as string;
  }

  async function affiliateApplication(): Promise<string> {
    const applied = await harness.api.post('/api/affiliate-applications', {
      firstName: 'Audit',
      lastName: 'Affiliate',
      email: uniqueEmail('audit-affiliate'),
      experienceLevel: 'beginner',
      promotionMethods: ['Blog'],
      agreeToTerms: true,
    });
    return ok(applied, 'affiliate application').body.application.id as string;
  }

  async function newsArticle(): Promise<string> {
    const article = {
      title: 'Audited news',
      excerpt: 'An audited excerpt.',
      body: 'Audited **body**.',
      author: 'Ada Audit',
      category: 'industry',
      status: 'draft',
    };
    return ok(await admin.post('/api/admin/content/news', article), 'create news').body
      .id as string;
  }

  const BANNER = {
    name: 'Audited banner',
    size: 'rectangle',
    position: 'news-sidebar',
    linkUrl: '/financing',
    isActive: false,
  };

  async function banner(): Promise<string> {
    return ok(await admin.post('/api/admin/content/banners', BANNER), 'create banner').body
      .id as string;
  }

  async function membershipPlan(): Promise<string> {
    const plan = { name: `Audit Plan ${Math.random().toString(36).slice(2, 6)}`, priceCents: 4999 };
    return ok(await admin.post('/api/admin/membership-plans', plan), 'create membership plan').body
      .id as string;
  }

  async function listingPlan(): Promise<string> {
    const plan = { name: `Audit Boost ${Math.random().toString(36).slice(2, 6)}`, priceCents: 999 };
    return ok(await admin.post('/api/admin/listing-plans', plan), 'create listing plan').body
      .id as string;
  }

  /** A payment the demo seller made in the sandbox checkout, for a premium plan on a listing. */
  async function paidPayment(): Promise<string> {
    const planId = await listingPlan();
    const { seller, listing } = await sellerListing();
    ok(
      await seller.patch(`/api/listings/${listing.id}/status`, { status: 'inactive' }),
      'unpublish before checkout',
    );
    const checkout = await eventually(
      () => seller.post('/api/billing/checkout', { listingPlanId: planId, listingId: listing.id }),
      (r) => r.status === 201,
    );
    ok(checkout, 'checkout');
    const paid = ok(
      await seller.post(`/api/billing/sandbox/${checkout.body.sessionId}/outcome`, {
        outcome: 'pay',
        cardNumber: '4242424242424242',
      }),
      'pay',
    );
    expect(paid.body.status).toBe('paid');
    const payments = (await admin.get('/api/admin/payments?limit=100')).body.items as {
      id: string;
      listingId: string | null;
    }[];
    const payment = payments.find((item) => item.listingId === listing.id);
    expect(payment).toBeDefined();
    return payment!.id;
  }

  async function entryFor(expected: Expected): Promise<AuditEntry> {
    const query = new URLSearchParams({
      action: expected.action,
      targetType: expected.targetType,
      limit: '200',
    });
    if (expected.targetId) query.set('targetId', expected.targetId);
    const found = await eventually(
      async () =>
        (await admin.get(`/api/admin/audit-log?${query.toString()}`)).body.items as AuditEntry[],
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
      ok(
        await admin.patch(`/api/admin/dealers/${id}`, { description: 'Audited description' }),
        'edit dealer',
      );
      return { action: 'dealers.dealer.updated', targetType: 'dealer', targetId: id };
    },
    'PUT /api/admin/dealers/{id}/active': async () => {
      const id = await dealerId('Thunder Road Motorcycles');
      ok(
        await admin.put(`/api/admin/dealers/${id}/active`, { isActive: false }),
        'deactivate dealer',
      );
      ok(
        await admin.put(`/api/admin/dealers/${id}/active`, { isActive: true }),
        'reactivate dealer',
      );
      return { action: 'dealers.dealer.deactivated', targetType: 'dealer', targetId: id };
    },
    'POST /api/admin/dealers/{id}/password-reset': async () => {
      const id = await dealerId('Ridgeline Trucks');
      ok(await admin.post(`/api/admin/dealers/${id}/password-reset`), 'dealer password reset');
      return {
        action: 'dealers.dealer.password-reset-requested',
        targetType: 'dealer',
        targetId: id,
      };
    },
    'POST /api/admin/dealer-applications/{id}/approve': async () => {
      const id = await application();
      ok(await admin.post(`/api/admin/dealer-applications/${id}/approve`), 'approve');
      return {
        action: 'dealers.application.approved',
        targetType: 'dealer_application',
        targetId: id,
      };
    },
    'POST /api/admin/dealer-applications/{id}/reject': async () => {
      const id = await application();
      ok(
        await admin.post(`/api/admin/dealer-applications/${id}/reject`, { reason: 'Audit test' }),
        'reject',
      );
      return {
        action: 'dealers.application.rejected',
        targetType: 'dealer_application',
        targetId: id,
      };
    },
    'POST /api/admin/dealer-applications/{id}/reset': async () => {
      const id = await application();
      ok(await admin.post(`/api/admin/dealer-applications/${id}/approve`), 'approve before reset');
      ok(await admin.post(`/api/admin/dealer-applications/${id}/reset`), 'reset');
      return {
        action: 'dealers.application.reset',
        targetType: 'dealer_application',
        targetId: id,
      };
    },
    'PUT /api/admin/dealer-reviews/{id}/approved': async () => {
      const review = (await admin.get('/api/admin/dealer-reviews?status=approved')).body.items[0];
      ok(
        await admin.put(`/api/admin/dealer-reviews/${review.id}/approved`, { isApproved: false }),
        'unapprove review',
      );
      ok(
        await admin.put(`/api/admin/dealer-reviews/${review.id}/approved`, { isApproved: true }),
        'approve review',
      );
      return {
        action: 'dealers.review.unapproved',
        targetType: 'dealer_review',
        targetId: review.id,
      };
    },
    'PUT /api/admin/content/settings': async () => {
      ok(
        await admin.put('/api/admin/content/settings', {
          siteName: 'Wheelbase',
          contactPhone: '(555) 010-0000',
        }),
        'settings',
      );
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
      ok(
        await admin.put('/api/admin/content/hero/trucks', {
          title: 'Work-ready trucks',
          subtitle: null,
          isActive: true,
        }),
        'hero',
      );
      return { action: 'content.hero.updated', targetType: 'hero_section', targetId: 'trucks' };
    },
    'POST /api/admin/content/hero/{category}/image': async () => {
      ok(
        await upload('/api/admin/content/hero/motorcycles/image', 'file', 'hero.png'),
        'hero image',
      );
      return {
        action: 'content.hero-image.uploaded',
        targetType: 'hero_section',
        targetId: 'motorcycles',
      };
    },
    'DELETE /api/admin/content/hero/{category}/image': async () => {
      ok(await admin.delete('/api/admin/content/hero/motorcycles/image'), 'hero image removal');
      return {
        action: 'content.hero-image.removed',
        targetType: 'hero_section',
        targetId: 'motorcycles',
      };
    },
    'POST /api/admin/search/documents': async () => {
      await sellerListing();
      const documents = (await admin.get('/api/admin/listings/documents?limit=1')).body.items;
      ok(await admin.post('/api/admin/search/documents', { documents }), 'index documents');
      return {
        action: 'search.index.documents-upserted',
        targetType: 'listing_index',
        targetId: null,
      };
    },
    'POST /api/admin/users': async () => {
      const created = ok(
        await admin.post('/api/admin/users', {
          email: uniqueEmail('made'),
          firstName: 'Made',
          role: 'sales_rep',
        }),
        'create user',
      );
      return {
        action: 'identity.user.created',
        targetType: 'user',
        targetId: created.body.id as string,
      };
    },
    'DELETE /api/admin/dealer-reviews/{id}': async () => {
      const buyer = harness.api.session();
      const email = uniqueEmail('reviewer');
      ok(
        await buyer.post('/api/auth/sign-up', { email, password: 'review-pass-1' }),
        'reviewer sign-up',
      );
      const token = new URL(await buyer.mailLink(email, /verify/i)).searchParams.get('token');
      ok(await buyer.post('/api/auth/verify-email', { token }), 'reviewer verification');
      expect((await buyer.signIn(email, 'review-pass-1')).status).toBe(200);
      const review = ok(
        await buyer.post(`/api/dealers/${await dealerId('Sunrise Motors')}/reviews`, {
          rating: 2,
          title: 'Audit',
          text: 'To be deleted.',
        }),
        'review',
      );
      ok(await admin.delete(`/api/admin/dealer-reviews/${review.body.id}`), 'delete review');
      return {
        action: 'dealers.review.deleted',
        targetType: 'dealer_review',
        targetId: review.body.id as string,
      };
    },
    'POST /api/admin/broadcasts': async () => {
      const sent = ok(
        await admin.post('/api/admin/broadcasts', {
          audience: 'admin',
          subject: 'Audit broadcast',
          message: 'Hello admins.',
        }),
        'broadcast',
      );
      return {
        action: 'identity.broadcast.sent',
        targetType: 'broadcast',
        targetId: sent.body.id as string,
      };
    },
    'POST /api/admin/search/removals': async () => {
      ok(
        await admin.post('/api/admin/search/removals', {
          items: [{ id: '00000000-0000-4000-8000-000000000999', revision: 1 }],
        }),
        'index removal',
      );
      return {
        action: 'search.index.documents-removed',
        targetType: 'listing_index',
        targetId: null,
      };
    },
    'PUT /api/admin/inquiries/{id}/status': async () => {
      const id = await contactInquiry();
      ok(
        await admin.put(`/api/admin/inquiries/${id}/status`, { status: 'open' }),
        'inquiry status',
      );
      return {
        action: 'notifications.inquiry.status-changed',
        targetType: 'contact_inquiry',
        targetId: id,
      };
    },
    'POST /api/admin/inquiries/{id}/replies': async () => {
      const id = await contactInquiry();
      ok(
        await admin.post(`/api/admin/inquiries/${id}/replies`, { message: 'Thanks, audited.' }),
        'inquiry reply',
      );
      return {
        action: 'notifications.inquiry.replied',
        targetType: 'contact_inquiry',
        targetId: id,
      };
    },
    'POST /api/admin/content/news': async () => {
      const id = await newsArticle();
      return { action: 'content.news.created', targetType: 'news_article', targetId: id };
    },
    'PUT /api/admin/content/news/{id}': async () => {
      const id = await newsArticle();
      const edited = {
        title: 'Audited news, edited',
        excerpt: 'An edited excerpt.',
        body: 'Edited.',
        author: 'Ada Audit',
        category: 'trends',
        status: 'published',
      };
      ok(await admin.put(`/api/admin/content/news/${id}`, edited), 'edit news');
      return { action: 'content.news.updated', targetType: 'news_article', targetId: id };
    },
    'DELETE /api/admin/content/news/{id}': async () => {
      const id = await newsArticle();
      ok(await admin.delete(`/api/admin/content/news/${id}`), 'delete news');
      return { action: 'content.news.deleted', targetType: 'news_article', targetId: id };
    },
    'POST /api/admin/content/news/{id}/cover': async () => {
      const id = await newsArticle();
      ok(await upload(`/api/admin/content/news/${id}/cover`, 'file', 'cover.png'), 'news cover');
      return { action: 'content.news-cover.uploaded', targetType: 'news_article', targetId: id };
    },
    'DELETE /api/admin/content/news/{id}/cover': async () => {
      const id = await newsArticle();
      ok(
        await upload(`/api/admin/content/news/${id}/cover`, 'file', 'cover.png'),
        'news cover before removal',
      );
      ok(await admin.delete(`/api/admin/content/news/${id}/cover`), 'news cover removal');
      return { action: 'content.news-cover.removed', targetType: 'news_article', targetId: id };
    },
    'PUT /api/admin/content/faq': async () => {
      const faq = {
        items: [
          { question: 'Is every admin change audited?', answer: 'Yes, with who, what and when.' },
        ],
      };
      ok(await admin.put('/api/admin/content/faq', faq), 'faq');
      return { action: 'content.faq.updated', targetType: 'faq', targetId: null };
    },
    'PUT /api/admin/content/pages/{slug}': async () => {
      const page = { title: 'Terms of Use', body: 'Audited **terms**.', lastUpdated: '2026-01-15' };
      ok(await admin.put('/api/admin/content/pages/terms-of-use', page), 'legal page');
      return {
        action: 'content.legal-page.updated',
        targetType: 'legal_page',
        targetId: 'terms-of-use',
      };
    },
    'POST /api/admin/content/banners': async () => {
      const id = await banner();
      return { action: 'content.banner.created', targetType: 'banner', targetId: id };
    },
    'PUT /api/admin/content/banners/{id}': async () => {
      const id = await banner();
      ok(
        await admin.put(`/api/admin/content/banners/${id}`, {
          ...BANNER,
          name: 'Audited banner, renamed',
        }),
        'edit banner',
      );
      return { action: 'content.banner.updated', targetType: 'banner', targetId: id };
    },
    'DELETE /api/admin/content/banners/{id}': async () => {
      const id = await banner();
      ok(await admin.delete(`/api/admin/content/banners/${id}`), 'delete banner');
      return { action: 'content.banner.deleted', targetType: 'banner', targetId: id };
    },
    'POST /api/admin/content/banners/{id}/image': async () => {
      const id = await banner();
      ok(
        await upload(`/api/admin/content/banners/${id}/image`, 'file', 'banner.png'),
        'banner image',
      );
      return { action: 'content.banner-image.uploaded', targetType: 'banner', targetId: id };
    },
    'PATCH /api/admin/site-reviews/{id}': async () => {
      const id = await siteReview();
      ok(
        await admin.patch(`/api/admin/site-reviews/${id}`, { status: 'approved' }),
        'approve site review',
      );
      return { action: 'content.site-review.approved', targetType: 'site_review', targetId: id };
    },
    'DELETE /api/admin/site-reviews/{id}': async () => {
      const id = await siteReview();
      ok(await admin.delete(`/api/admin/site-reviews/${id}`), 'delete site review');
      return { action: 'content.site-review.deleted', targetType: 'site_review', targetId: id };
    },
    'POST /api/admin/membership-plans': async () => {
      const id = await membershipPlan();
      return {
        action: 'billing.membership-plan.created',
        targetType: 'membership_plan',
        targetId: id,
      };
    },
    'PATCH /api/admin/membership-plans/{id}': async () => {
      const id = await membershipPlan();
      ok(
        await admin.patch(`/api/admin/membership-plans/${id}`, { description: 'Audited plan' }),
        'edit membership plan',
      );
      return {
        action: 'billing.membership-plan.updated',
        targetType: 'membership_plan',
        targetId: id,
      };
    },
    'DELETE /api/admin/membership-plans/{id}': async () => {
      const id = await membershipPlan();
      ok(await admin.delete(`/api/admin/membership-plans/${id}`), 'delete membership plan');
      return {
        action: 'billing.membership-plan.deleted',
        targetType: 'membership_plan',
        targetId: id,
      };
    },
    'POST /api/admin/listing-plans': async () => {
      const id = await listingPlan();
      return { action: 'billing.listing-plan.created', targetType: 'listing_plan', targetId: id };
    },
    'PATCH /api/admin/listing-plans/{id}': async () => {
      const id = await listingPlan();
      ok(
        await admin.patch(`/api/admin/listing-plans/${id}`, { durationDays: 14 }),
        'edit listing plan',
      );
      return { action: 'billing.listing-plan.updated', targetType: 'listing_plan', targetId: id };
    },
    'DELETE /api/admin/listing-plans/{id}': async () => {
      const id = await listingPlan();
      ok(await admin.delete(`/api/admin/listing-plans/${id}`), 'delete listing plan');
      return { action: 'billing.listing-plan.deleted', targetType: 'listing_plan', targetId: id };
    },
    'PUT /api/admin/user-memberships/{id}': async () => {
      const [userId, planId] = [await newUser(), await membershipPlan()];
      ok(await admin.put(`/api/admin/user-memberships/${userId}`, { planId }), 'assign membership');
      return { action: 'billing.membership.assigned', targetType: 'user', targetId: userId };
    },
    'DELETE /api/admin/user-memberships/{id}': async () => {
      const [userId, planId] = [await newUser(), await membershipPlan()];
      ok(
        await admin.put(`/api/admin/user-memberships/${userId}`, { planId }),
        'assign membership before removal',
      );
      ok(await admin.delete(`/api/admin/user-memberships/${userId}`), 'remove membership');
      return { action: 'billing.membership.removed', targetType: 'user', targetId: userId };
    },
    'POST /api/admin/payments/{id}/refund': async () => {
      const id = await paidPayment();
      ok(await admin.post(`/api/admin/payments/${id}/refund`), 'refund');
      return { action: 'billing.payment.refunded', targetType: 'payment', targetId: id };
    },
    'POST /api/admin/affiliates/{id}/approve': async () => {
      const id = await affiliateApplication();
      ok(await admin.post(`/api/admin/affiliates/${id}/approve`), 'approve affiliate');
      return { action: 'affiliates.affiliate.approved', targetType: 'affiliate', targetId: id };
    },
    'POST /api/admin/affiliates/{id}/suspend': async () => {
      const id = await affiliateApplication();
      ok(await admin.post(`/api/admin/affiliates/${id}/approve`), 'approve affiliate');
      ok(await admin.post(`/api/admin/affiliates/${id}/suspend`), 'suspend affiliate');
      return { action: 'affiliates.affiliate.suspended', targetType: 'affiliate', targetId: id };
    },
    'POST /api/admin/affiliates/{id}/reactivate': async () => {
      const id = await affiliateApplication();
      ok(await admin.post(`/api/admin/affiliates/${id}/approve`), 'approve affiliate');
      ok(await admin.post(`/api/admin/affiliates/${id}/suspend`), 'suspend affiliate');
      ok(await admin.post(`/api/admin/affiliates/${id}/reactivate`), 'reactivate affiliate');
      return {
        action: 'affiliates.affiliate.reactivated',
        targetType: 'affiliate',
        targetId: id,
      };
    },
    'PATCH /api/admin/affiliates/{id}': async () => {
      const id = await affiliateApplication();
      ok(
        await admin.patch(`/api/admin/affiliates/${id}`, { commissionRatePercent: 7.5 }),
        'affiliate commission rate',
      );
      return { action: 'affiliates.affiliate.updated', targetType: 'affiliate', targetId: id };
    },
    'POST /api/admin/affiliate-payouts/run': async () => {
      const run = ok(await admin.post('/api/admin/affiliate-payouts/run', {}), 'payout run');
      return {
        action: 'affiliates.payout.run',
        targetType: 'payout_month',
        targetId: run.body.month as string,
      };
    },
    'POST /api/admin/listing-reports/{id}/resolve': async () => {
      const { listing } = await sellerListing();
      const report = ok(
        await harness.api.post(`/api/listings/${listing.id}/reports`, {
          reason: 'fraud',
          details: 'Audit me.',
        }),
        'report',
      );
      ok(
        await admin.post(`/api/admin/listing-reports/${report.body.id}/resolve`, {
          action: 'dismiss',
        }),
        'dismiss report',
      );
      return {
        action: 'listings.report.dismissed',
        targetType: 'listing-report',
        targetId: report.body.id as string,
      };
    },
    'POST /api/admin/listing-reports/flagged/{id}': async () => {
      // The VIN belongs to a 2003 Honda Accord: the fraud pre-screen holds the listing.
      const { listing } = await sellerListing({
        make: 'toyota',
        model: 'camry',
        year: 2021,
        vin: '1HGCM82633A004352',
      });
      expect(listing.status).toBe('pending');
      ok(
        await admin.post(`/api/admin/listing-reports/flagged/${listing.id}`, {
          decision: 'approve',
        }),
        'approve held listing',
      );
      return {
        action: 'listings.listing.hold-approved',
        targetType: 'listing',
        targetId: listing.id,
      };
    },
  };

  /**
   * The only admin write routes without an audit entry, each with why and the check it gets
   * instead. Replaying a parked event changes nothing unless a letter is waiting, and none
   * can be parked through the public API here; a replay that happens re-applies an event
   * already recorded by the service that raised it. Any other route needs a case in ROUTES.
   */
  const NOT_AUDITED: Record<string, () => Promise<void>> = {
    'POST /api/admin/events/{service}/dead-letters/{id}/replay': async () => {
      expect((await admin.get('/api/admin/events/listings/dead-letters')).body.items).toEqual([]);
      const replay = await admin.post('/api/admin/events/listings/dead-letters/999999/replay');
      expect(replay.status).toBe(404);
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
    expect(Object.keys(NOT_AUDITED).filter((route) => route in ROUTES)).toEqual([]);
    expect(routes.sort()).toEqual([...Object.keys(ROUTES), ...Object.keys(NOT_AUDITED)].sort());
  });

  it.each(Object.keys(NOT_AUDITED))('%s answers as documented, changing nothing', async (route) => {
    await NOT_AUDITED[route]();
  });

  it.each(Object.keys(ROUTES))(
    '%s leaves an entry: who, what, before and after, from where, when',
    async (route) => {
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
    },
  );

  it("records an admin's changes to other people's listings and photos, not an owner's own", async () => {
    const { seller, listing, photos } = await sellerListing();
    const second = { id: photos[1] };
    ok(await seller.patch(`/api/listings/${listing.id}`, { price: 14_500 }), 'owner edit');

    ok(await admin.patch(`/api/listings/${listing.id}`, { price: 13_900 }), 'admin edit');
    ok(
      await admin.patch(`/api/listings/${listing.id}/status`, { status: 'inactive' }),
      'admin status',
    );
    ok(
      await admin.patch(`/api/listings/${listing.id}/featured`, { isFeatured: true }),
      'admin featuring',
    );
    ok(
      await admin.post(`/api/listing-images/${second.id}/rotate`, { degrees: 90 }),
      'admin rotation',
    );
    ok(await admin.delete(`/api/listing-images/${second.id}`), 'admin photo removal');
    ok(await admin.delete(`/api/listings/${listing.id}`), 'admin deletion');

    const updated = await entryFor({
      action: 'listings.listing.updated',
      targetType: 'listing',
      targetId: listing.id,
    });
    expect(updated).toMatchObject({
      actorId: adminId,
      before: { price: 14_500 },
      after: { price: 13_900 },
    });
    expect(
      await entryFor({
        action: 'listings.listing.status-changed',
        targetType: 'listing',
        targetId: listing.id,
      }),
    ).toMatchObject({
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
    await entryFor({
      action: 'listings.listing.featured',
      targetType: 'listing',
      targetId: listing.id,
    });
    await entryFor({
      action: 'listings.image.rotated',
      targetType: 'listing_image',
      targetId: second.id,
    });
    await entryFor({
      action: 'listings.image.deleted',
      targetType: 'listing_image',
      targetId: second.id,
    });
    const deleted = await entryFor({
      action: 'listings.listing.deleted',
      targetType: 'listing',
      targetId: listing.id,
    });
    expect(deleted.before).toMatchObject({ price: 13_900, status: 'inactive' });
    expect(deleted.after).toBeNull();
    // The owner's own edit is no admin action.
    const all = (await admin.get(`/api/admin/audit-log?targetId=${listing.id}&limit=200`)).body
      .items as AuditEntry[];
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
    expect(
      seen.every((entry) => entry.action.startsWith('dealers.') && entry.actorId === adminId),
    ).toBe(true);
    const times = seen.map((entry) => Date.parse(entry.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const byType = (await admin.get('/api/admin/audit-log?targetType=hero_section')).body
      .items as AuditEntry[];
    expect(byType.length).toBeGreaterThanOrEqual(3);
    expect(byType.every((entry) => entry.targetType === 'hero_section')).toBe(true);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await admin.get(`/api/admin/audit-log?from=${future}`)).body.items).toEqual([]);
    expect((await admin.get(`/api/admin/audit-log?to=2000-01-01`)).body.items).toEqual([]);
    expect((await admin.get('/api/admin/audit-log?cursor=nonsense')).status).toBe(400);
    expect((await admin.get('/api/admin/audit-log?limit=1000')).status).toBe(400);
  });
});
