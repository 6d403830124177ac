import { describeWhen, eventually, postgresAvailability } from '@market/platform/testing';
import { BillingTestHarness, completedEvent, type TestUser } from './billing.test-support.js';
import { StripeCompatibleServer } from './providers/stripe-compatible.test-server.js';

const STRIPE_WEBHOOK_SECRET = 'whsec_stripe_mode_test_secret_000';

/** The billing service with the Stripe adapter (a Stripe-compatible server stands in for api.stripe.com). */
describeWhen(postgresAvailability(), 'BillingModule with Stripe', () => {
  const stripe = new StripeCompatibleServer();
  let h: BillingTestHarness;
  let admin: TestUser;
  let payer: TestUser;
  let planId: string;

  beforeAll(async () => {
    const port = await stripe.start();
    h = await new BillingTestHarness({
      STRIPE_SECRET_KEY: 'sk_test_billing_module',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    }).start();
    admin = await h.user(['user', 'admin']);
    payer = await h.user();
    planId = (
      await h.call('POST', '/api/admin/membership-plans', admin, {
        name: 'Rep',
        priceCents: 4900,
        targetAudience: 'sales_reps',
      })
    ).body.id;
  });
  afterAll(async () => {
    await h?.stop();
    await stripe.stop();
  });

  it('checks out through Stripe and applies its signed webhook once; a forged or stale one changes nothing', async () => {
    const started = await h.call('POST', '/api/billing/checkout', payer, { planId });
    expect(started.status).toBe(201);
    expect(started.body.url).toBe(`https://checkout.stripe.com/c/pay/${started.body.sessionId}`);
    const sent = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.form.get('line_items[0][price_data][unit_amount]')).toBe('4900');
    expect(sent.idempotencyKey).toMatch(/^checkout:/);
    // The sandbox's own page is not there in Stripe mode.
    expect(
      (
        await h.call('POST', `/api/billing/sandbox/${started.body.sessionId}/outcome`, undefined, {
          outcome: 'pay',
          cardNumber: '4242424242424242',
        })
      ).status,
    ).toBe(404);

    const event = completedEvent(started.body.sessionId);
    expect((await h.deliver(event, { secret: 'whsec_sandbox_or_attacker_000000' })).status).toBe(
      400,
    );
    expect(
      (
        await h.deliver(event, {
          secret: STRIPE_WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 900,
        })
      ).status,
    ).toBe(400);
    expect((await h.call('GET', '/api/my/membership', payer)).body.membership).toBeNull();

    const [a, b] = await Promise.all([
      h.deliver(event, { secret: STRIPE_WEBHOOK_SECRET }),
      h.deliver(event, { secret: STRIPE_WEBHOOK_SECRET }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await h.deliver(event, { secret: STRIPE_WEBHOOK_SECRET })).status).toBe(200);
    expect((await h.call('GET', '/api/my/membership', payer)).body.membership).toMatchObject({
      planId,
      status: 'active',
    });
    expect(
      await h.count(`SELECT count(*) FROM billing.payments WHERE session_id = $1`, [
        started.body.sessionId,
      ]),
    ).toBe(1);

    // Stripe's refund event after the admin's refund (or instead of it) changes nothing twice.
    const payment = (await h.call('GET', '/api/admin/payments', admin)).body.items[0];
    const refunded = await h.call('POST', `/api/admin/payments/${payment.id}/refund`, admin);
    expect(refunded.body.status).toBe('refunded');
    expect(
      stripe.requests.some((r) => r.path === '/v1/refunds' && r.form.get('amount') === '4900'),
    ).toBe(true);
    const refundEvent = {
      id: 'evt_refund_1',
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'ch_1',
          object: 'charge',
          payment_intent: event.data.object.payment_intent,
          amount_refunded: 4900,
        },
      },
    };
    expect((await h.deliver(refundEvent, { secret: STRIPE_WEBHOOK_SECRET })).status).toBe(200);
    await eventually(
      async () => h.eventsOf('billing.payment.refunded'),
      (list) => list.length >= 1,
    );
    expect(h.eventsOf('billing.payment.refunded')).toHaveLength(1);

    const provider = await h.call('GET', '/api/admin/payment-provider', admin);
    expect(provider.body).toMatchObject({
      provider: 'stripe',
      mode: 'test',
      secretKeyConfigured: true,
      webhookSecretConfigured: true,
      lastEventType: 'charge.refunded',
    });
    expect(JSON.stringify(provider.body)).not.toMatch(/sk_test_billing_module|whsec_/);
  });

  it('sells a membership as a subscription: invoice.paid renews it once, invoice.payment_failed makes it past due, customer.subscription.deleted ends it; cancel and resume reach Stripe', async () => {
    const member = await h.user();
    const started = await h.call('POST', '/api/billing/checkout', member, { planId });
    const sent = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(sent.form.get('mode')).toBe('subscription');
    expect(sent.form.get('line_items[0][price_data][recurring][interval]')).toBe('day');
    expect(sent.form.get('line_items[0][price_data][recurring][interval_count]')).toBe('30');
    expect(sent.form.get('subscription_data[metadata][user_id]')).toBe(member.id);

    const subscription = `sub_${started.body.sessionId.slice(-10)}`;
    const completed = completedEvent(started.body.sessionId);
    Object.assign(completed.data.object, { subscription, mode: 'subscription' });
    expect((await h.deliver(completed, { secret: STRIPE_WEBHOOK_SECRET })).status).toBe(200);
    const first = (await h.call('GET', '/api/my/membership', member)).body.membership;
    expect(first).toMatchObject({ status: 'active', renews: true });

    // An invoice for a subscription nobody recorded yet: 409, so Stripe retries it.
    const invoice = (type: string, id: string, fields: Record<string, unknown>) => ({
      id,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: { object: 'invoice', currency: 'usd', ...fields } },
    });
    const periodEnd = Math.floor(new Date(first.currentPeriodEnd).getTime() / 1000) + 30 * 86_400;
    const unknown = invoice('invoice.paid', 'evt_inv_unknown', {
      id: 'in_unknown',
      subscription: 'sub_nobody',
      billing_reason: 'subscription_cycle',
      amount_paid: 4900,
    });
    expect((await h.deliver(unknown, { secret: STRIPE_WEBHOOK_SECRET })).status).toBe(409);
    // The first invoice is the checkout's own payment: nothing more.
    const created = invoice('invoice.paid', 'evt_inv_create', {
      id: 'in_create',
      subscription,
      billing_reason: 'subscription_create',
      amount_paid: 4900,
    });
    expect((await h.deliver(created, { secret: STRIPE_WEBHOOK_SECRET })).status).toBe(200);

    const failed = invoice('invoice.payment_failed', 'evt_inv_failed', {
      id: 'in_cycle_1',
      subscription,
      billing_reason: 'subscription_cycle',
    });
    expect((await h.deliver(failed, { secret: STRIPE_WEBHOOK_SECRET })).status).toBe(200);
    expect((await h.call('GET', '/api/my/membership', member)).body.membership.status).toBe(
      'past_due',
    );

    const paid = invoice('invoice.paid', 'evt_inv_paid', {
      id: 'in_cycle_1',
      subscription,
      billing_reason: 'subscription_cycle',
      amount_paid: 4900,
      payment_intent: 'pi_cycle_1',
      lines: { data: [{ period: { start: periodEnd - 30 * 86_400, end: periodEnd } }] },
    });
    const [a, b] = await Promise.all([
      h.deliver(paid, { secret: STRIPE_WEBHOOK_SECRET }),
      h.deliver(paid, { secret: STRIPE_WEBHOOK_SECRET }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // The same invoice in another event (Stripe sends invoice.payment_succeeded-like twins) renews once too.
    expect(
      (await h.deliver({ ...paid, id: 'evt_inv_paid_twin' }, { secret: STRIPE_WEBHOOK_SECRET }))
        .status,
    ).toBe(200);
    const renewed = (await h.call('GET', '/api/my/membership', member)).body.membership;
    expect(renewed).toMatchObject({ status: 'active', renewalAttempts: 0 });
    expect(new Date(renewed.currentPeriodEnd).getTime()).toBe(periodEnd * 1000);
    expect(
      await h.count(
        `SELECT count(*) FROM billing.payments WHERE invoice_id = 'in_cycle_1' AND billing_reason = 'renewal'`,
      ),
    ).toBe(1);
    const receipts = await eventually(
      async () =>
        h
          .eventsOf('billing.payment.succeeded')
          .filter((e) => e.userId === member.id && e.billingReason === 'renewal'),
      (list) => list.length === 1,
    );
    expect(receipts[0]).toMatchObject({
      amountCents: 4900,
      provider: 'stripe',
      sessionId: 'in_cycle_1',
    });

    // Cancel at period end and resume are Stripe's subscription updates.
    expect(
      (await h.call('POST', '/api/my/membership/cancel', member)).body.membership,
    ).toMatchObject({ cancelAtPeriodEnd: true });
    const updates = stripe.requests.filter((r) => r.path === `/v1/subscriptions/${subscription}`);
    expect(updates.map((r) => r.form.get('cancel_at_period_end'))).toEqual(['true']);
    expect((await h.call('POST', '/api/my/membership/resume', member)).status).toBe(200);
    expect(
      stripe.requests
        .filter((r) => r.path === `/v1/subscriptions/${subscription}`)
        .map((r) => r.form.get('cancel_at_period_end')),
    ).toEqual(['true', 'false']);

    const deleted = {
      id: 'evt_sub_deleted',
      object: 'event',
      type: 'customer.subscription.deleted',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: subscription, object: 'subscription', status: 'canceled' } },
    };
    expect((await h.deliver(deleted, { secret: STRIPE_WEBHOOK_SECRET })).status).toBe(200);
    expect((await h.deliver(deleted, { secret: STRIPE_WEBHOOK_SECRET })).status).toBe(200);
    expect((await h.call('GET', '/api/my/membership', member)).body.membership).toBeNull();
    const ended = await eventually(
      async () => h.eventsOf('billing.membership.canceled').filter((e) => e.userId === member.id),
      (list) => list.length === 1,
    );
    expect(ended[0].reason).toBe('expired');
  });

  it('ends the Stripe subscription when an admin removes the membership', async () => {
    const member = await h.user();
    const started = await h.call('POST', '/api/billing/checkout', member, { planId });
    const subscription = `sub_rm_${started.body.sessionId.slice(-8)}`;
    const completed = completedEvent(started.body.sessionId);
    Object.assign(completed.data.object, { subscription, mode: 'subscription' });
    expect((await h.deliver(completed, { secret: STRIPE_WEBHOOK_SECRET })).status).toBe(200);
    expect((await h.call('DELETE', `/api/admin/user-memberships/${member.id}`, admin)).status).toBe(
      200,
    );
    expect(
      stripe.requests.filter(
        (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscription}`,
      ),
    ).toHaveLength(1);
    expect((await h.call('GET', '/api/my/membership', member)).body.membership).toBeNull();
  });
});
