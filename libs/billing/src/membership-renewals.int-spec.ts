import { describeWhen, eventually, postgresAvailability } from '@market/platform/testing';
import { BillingTestHarness, envelope, type TestUser } from './billing.test-support.js';
import { MembershipsService } from './services/memberships.service.js';
import { RenewalsService } from './services/renewals.service.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Renewals with the sandbox's saved card, past due and its retries, cancel and resume at period end. */
describeWhen(postgresAvailability(), 'Membership renewals (sandbox)', () => {
  const h = new BillingTestHarness({ MEMBERSHIP_RENEWAL_RETRY_HOURS: '24,72' });
  let admin: TestUser;
  let planId: string;
  let renewals: RenewalsService;
  let memberships: MembershipsService;

  beforeAll(async () => {
    await h.start();
    renewals = h.app.app.get(RenewalsService);
    memberships = h.app.app.get(MembershipsService);
    admin = await h.user(['user', 'admin']);
    planId = (
      await h.call('POST', '/api/admin/membership-plans', admin, {
        name: 'Rep Monthly',
        priceCents: 2999,
        tier: 'sales_reps',
        targetAudience: 'sales_reps',
      })
    ).body.id;
  });
  afterAll(() => h.stop());

  /** A registered rep who bought the plan on the sandbox page with `card`. */
  async function member(card: string): Promise<{ user: TestUser; periodEnd: Date }> {
    const user = await h.user();
    await h.publish(
      envelope('identity.user.registered', {
        userId: user.id,
        email: user.email,
        firstName: 'R',
        lastName: null,
        accountType: 'sales_rep',
        selectedPlan: planId,
        roles: ['user'],
      }),
    );
    await eventually(
      () => h.count(`SELECT count(*) FROM billing.customers WHERE user_id = $1`, [user.id]),
      (n) => n === 1,
    );
    const started = await h.call('POST', '/api/billing/checkout', user, { planId });
    const paid = await h.call(
      'POST',
      `/api/billing/sandbox/${started.body.sessionId}/outcome`,
      undefined,
      { outcome: 'pay', cardNumber: card },
    );
    expect(paid.body.status).toBe('paid');
    const mine = (await h.call('GET', '/api/my/membership', user)).body.membership;
    expect(mine).toMatchObject({ status: 'active', renews: true, cancelAtPeriodEnd: false });
    return { user, periodEnd: new Date(mine.currentPeriodEnd) };
  }

  const renewalPayments = (userId: string) =>
    h.count(
      `SELECT count(*) FROM billing.payments WHERE user_id = $1 AND billing_reason = 'renewal'`,
      [userId],
    );

  it('charges the saved card at the period end: 30 more days, a payment, a receipt event; nothing twice', async () => {
    const { user, periodEnd } = await member('4242 4242 4242 4242');
    // Not due before the period ends.
    expect(await renewals.renewDue(new Date(periodEnd.getTime() - HOUR))).toEqual({
      renewed: 0,
      failed: 0,
    });
    const at = new Date(periodEnd.getTime() + 1000);
    expect((await renewals.renewDue(at)).renewed).toBe(1);
    expect((await renewals.renewDue(at)).renewed).toBe(0);

    const mine = (await h.call('GET', '/api/my/membership', user)).body.membership;
    expect(mine).toMatchObject({ status: 'active', renewalAttempts: 0 });
    expect(new Date(mine.currentPeriodStart).getTime()).toBe(periodEnd.getTime());
    expect(new Date(mine.currentPeriodEnd).getTime()).toBe(periodEnd.getTime() + 30 * DAY);
    expect(await renewalPayments(user.id)).toBe(1);

    const succeeded = await eventually(
      async () =>
        h
          .eventsOf('billing.payment.succeeded')
          .filter((e) => e.userId === user.id && e.billingReason === 'renewal'),
      (list) => list.length === 1,
    );
    expect(succeeded[0]).toMatchObject({
      email: user.email,
      amountCents: 2999,
      currency: 'usd',
      kind: 'membership',
      planId,
      provider: 'sandbox',
      membershipId: mine.id,
    });
    expect(succeeded[0].sessionId).toMatch(/^in_sandbox_/);
    // The checkout's own payment says it was a checkout.
    expect(
      h
        .eventsOf('billing.payment.succeeded')
        .filter((e) => e.userId === user.id && e.billingReason === 'checkout'),
    ).toHaveLength(1);
    // The admin's payments list shows the renewal with the checkout payment.
    const payments = await h.call('GET', '/api/admin/payments', admin);
    expect(
      payments.body.items.filter((p: { userId: string }) => p.userId === user.id),
    ).toHaveLength(2);
  });

  it('a card that declines later charges: past due with an e-mail, retried per the schedule, then canceled', async () => {
    const { user, periodEnd } = await member('4000 0000 0000 0341');
    const first = new Date(periodEnd.getTime() + 1000);
    expect(await renewals.renewDue(first)).toEqual({ renewed: 0, failed: 1 });
    let mine = (await h.call('GET', '/api/my/membership', user)).body.membership;
    expect(mine).toMatchObject({ status: 'past_due', renewalAttempts: 1 });
    expect(new Date(mine.nextRenewalAttemptAt).getTime()).toBe(first.getTime() + 24 * HOUR);
    // Past due is kept (not closed by the period sweep) while retries remain.
    expect(await memberships.expireEnded(new Date(first.getTime() + HOUR))).toBe(0);
    // Not retried before its time.
    expect(await renewals.renewDue(new Date(first.getTime() + 23 * HOUR))).toEqual({
      renewed: 0,
      failed: 0,
    });

    const second = new Date(first.getTime() + 24 * HOUR);
    expect((await renewals.renewDue(second)).failed).toBe(1);
    mine = (await h.call('GET', '/api/my/membership', user)).body.membership;
    expect(mine).toMatchObject({ status: 'past_due', renewalAttempts: 2 });

    const third = new Date(second.getTime() + 72 * HOUR);
    expect((await renewals.renewDue(third)).failed).toBe(1);
    expect((await h.call('GET', '/api/my/membership', user)).body.membership).toBeNull();

    const pastDue = await eventually(
      async () => h.eventsOf('billing.membership.past-due').filter((e) => e.userId === user.id),
      (list) => list.length === 3,
    );
    expect(pastDue.map((e) => e.attempt)).toEqual([1, 2, 3]);
    expect(pastDue[0]).toMatchObject({ email: user.email, planName: 'Rep Monthly' });
    expect(pastDue[0].nextAttemptAt).toBe(second.toISOString());
    expect(pastDue[2].nextAttemptAt).toBeNull();
    const canceled = await eventually(
      async () => h.eventsOf('billing.membership.canceled').filter((e) => e.userId === user.id),
      (list) => list.length === 1,
    );
    expect(canceled[0]).toMatchObject({ reason: 'payment_failed', targetAudience: 'sales_reps' });
    expect(await renewalPayments(user.id)).toBe(0);
  });

  it('cancel at period end stops the renewal and ends the membership then; resume takes it back', async () => {
    const { user, periodEnd } = await member('4242424242424242');
    const stranger = await h.user();
    expect((await h.call('POST', '/api/my/membership/cancel', undefined)).status).toBe(401);
    expect((await h.call('POST', '/api/my/membership/resume', stranger)).status).toBe(404);
    // Nothing to resume while it renews.
    expect((await h.call('POST', '/api/my/membership/resume', user)).status).toBe(409);

    const canceled = await h.call('POST', '/api/my/membership/cancel', user);
    expect(canceled.status).toBe(200);
    expect(canceled.body.membership).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      nextRenewalAttemptAt: null,
    });
    const resumed = await h.call('POST', '/api/my/membership/resume', user);
    expect(resumed.body.membership).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(new Date(resumed.body.membership.nextRenewalAttemptAt).getTime()).toBe(
      periodEnd.getTime(),
    );

    expect((await h.call('POST', '/api/my/membership/cancel', user)).status).toBe(200);
    const at = new Date(periodEnd.getTime() + 1000);
    // Not charged: it ends with its period instead (the role goes with it through identity).
    expect(await renewals.renewDue(at)).toEqual({ renewed: 0, failed: 0 });
    expect(await memberships.expireEnded(new Date(periodEnd.getTime() - 1000))).toBe(0);
    expect(await memberships.expireEnded(at)).toBe(1);
    expect((await h.call('GET', '/api/my/membership', user)).body.membership).toBeNull();
    const ended = await eventually(
      async () => h.eventsOf('billing.membership.canceled').filter((e) => e.userId === user.id),
      (list) => list.length === 1,
    );
    expect(ended[0].reason).toBe('user');
    expect(await renewalPayments(user.id)).toBe(0);
  });

  it('does not renew an admin’s assignment: it ends with its period', async () => {
    const user = await h.user();
    const assigned = await h.call('PUT', `/api/admin/user-memberships/${user.id}`, admin, {
      planId,
    });
    expect(assigned.body.membership).toMatchObject({ renews: false, source: 'admin' });
    const end = new Date(assigned.body.membership.currentPeriodEnd);
    const at = new Date(end.getTime() + 1000);
    expect(await renewals.renewDue(at)).toEqual({ renewed: 0, failed: 0 });
    expect(await memberships.expireEnded(at)).toBeGreaterThanOrEqual(1);
    expect((await h.call('GET', '/api/my/membership', user)).body.membership).toBeNull();
  });
});
