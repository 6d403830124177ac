import { randomUUID } from 'node:crypto';
import type { AdminAnalytics, EventEnvelope } from '@market/contracts';
import {
  createTestDatabase,
  describeWhen,
  postgresAvailability,
  type ServiceTestApp,
  startServiceTestApp,
  type TestDatabase,
} from '@market/platform/testing';
import { newEnvelope } from '@market/platform/test-kit';
import { IdentityModule } from './identity.module.js';
import { AnalyticsService } from './services/analytics.service.js';

const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const figure = (answer: AdminAnalytics, metric: string, currency: string | null = null) =>
  answer.metrics.find((m) => m.metric === metric && m.currency === currency);

/** The analytics projection against the real identity module, bus and database: events in, figures out. */
describeWhen(postgresAvailability(), 'analytics projection', () => {
  let database: TestDatabase;
  let app: ServiceTestApp;
  let analytics: AnalyticsService;

  beforeAll(async () => {
    database = await createTestDatabase('identity_analytics');
    app = await startServiceTestApp({
      name: 'identity',
      databaseUrl: database.url,
      module: IdentityModule.register(),
    });
    analytics = app.app.get(AnalyticsService);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  async function until(ok: (answer: AdminAnalytics) => boolean): Promise<AdminAnalytics> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const answer = await analytics.series({ days: 7 });
      if (ok(answer) || Date.now() > deadline) return answer;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const payment = (amountCents: number, currency: 'usd' | 'eur', paidAt: string) =>
    newEnvelope('billing.payment.succeeded', {
      paymentId: randomUUID(),
      sessionId: `cs_${randomUUID()}`,
      providerPaymentId: null,
      email: 'buyer@example.com',
      description: 'Premium membership',
      paidAt,
      userId: randomUUID(),
      kind: 'membership',
      planId: randomUUID(),
      listingPlanId: null,
      listingId: null,
      amountCents,
      currency,
      provider: 'sandbox',
    });

  it('counts leads, inquiries, pre-approvals, searches and revenue per currency, each event once', async () => {
    const now = new Date().toISOString();
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS).toISOString();
    const paid = payment(4_999, 'usd', now);
    const inquiry = newEnvelope('notifications.inquiry.submitted', {
      inquiryId: randomUUID(),
      kind: 'contact',
      submittedAt: now,
    });
    const events: EventEnvelope[] = [
      paid,
      paid, // a redelivery: counted once
      payment(12_000, 'usd', twoDaysAgo),
      payment(2_500, 'eur', now),
      newEnvelope('billing.payment.refunded', {
        ...paid.data,
        refundCents: 999,
        refundedCents: 999,
        refundedAt: now,
      }),
      inquiry,
      inquiry,
      newEnvelope('notifications.inquiry.submitted', {
        inquiryId: randomUUID(),
        kind: 'pre-approval',
        submittedAt: now,
      }),
      newEnvelope('search.searches.counted', { windowStart: now, windowEnd: now, count: 41 }),
      newEnvelope('search.searches.counted', {
        windowStart: twoDaysAgo,
        windowEnd: twoDaysAgo,
        count: 9,
      }),
      newEnvelope('listings.contact.requested', {
        messageId: randomUUID(),
        listingId: randomUUID(),
        listingTitle: '2019 Honda Civic',
        recipientUserId: randomUUID(),
        recipientEmail: 'seller@example.com',
        recipientName: 'Sam Seller',
        senderUserId: randomUUID(),
        senderEmail: 'buyer@example.com',
        senderName: 'Bea Buyer',
        subject: 'Is it still available?',
        message: 'Hello',
      }),
    ];
    await app.runtime.bus.publish(events);

    const answer = await until(
      // Each event type has its own handler run: wait until the last of them is in.
      (a) =>
        figure(a, 'searches')?.total === 50 &&
        figure(a, 'revenue', 'eur')?.total === 2_500 &&
        figure(a, 'revenue', 'usd')?.total === 16_000 &&
        figure(a, 'inquiries')?.total === 1 &&
        figure(a, 'pre-approvals')?.total === 1 &&
        figure(a, 'leads')?.total === 1,
    );
    const at = (metric: string, day: string, currency: string | null = null) =>
      figure(answer, metric, currency)?.series.find((p) => p.day === day)?.count;

    expect(figure(answer, 'searches')).toMatchObject({ unit: 'count', total: 50 });
    expect(at('searches', today())).toBe(41);
    expect(at('searches', twoDaysAgo.slice(0, 10))).toBe(9);
    expect(figure(answer, 'inquiries')?.total).toBe(1);
    expect(figure(answer, 'pre-approvals')?.total).toBe(1);
    expect(figure(answer, 'leads')?.total).toBe(1);
    // 49.99 + 120.00 - 9.99 refunded, in dollars; euros apart.
    expect(figure(answer, 'revenue', 'usd')).toMatchObject({ unit: 'cents', total: 16_000 });
    expect(at('revenue', today(), 'usd')).toBe(4_000);
    expect(figure(answer, 'revenue', 'eur')?.total).toBe(2_500);

    // This month's revenue: what was paid since the 1st (two days ago may be last month).
    const monthStart = `${today().slice(0, 7)}-01`;
    const usdThisMonth = twoDaysAgo.slice(0, 10) >= monthStart ? 16_000 : 4_000;
    expect(answer.revenueThisMonth).toEqual([
      { currency: 'eur', cents: 2_500 },
      { currency: 'usd', cents: usdThisMonth },
    ]);
  });

  it('answers every metric with a zero series, and revenue in the default currency, when nothing was counted', async () => {
    const empty = await analytics.series({ days: 7 }, new Date('2001-02-10T12:00:00Z'));
    expect(empty.metrics.map((m) => m.metric)).toEqual([
      'signups',
      'listings',
      'leads',
      'inquiries',
      'pre-approvals',
      'searches',
      'revenue',
      'applications',
    ]);
    expect(figure(empty, 'revenue', 'usd')?.series).toHaveLength(7);
    expect(empty.metrics.every((m) => m.total === 0)).toBe(true);
    expect(empty.revenueThisMonth).toEqual([{ currency: 'usd', cents: 0 }]);
  });
});
