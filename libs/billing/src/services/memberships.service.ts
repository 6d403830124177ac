import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  MEMBERSHIP_DAYS,
  type Membership,
  type MembershipPlan,
  currencySchema,
  membershipStatusSchema,
  planAudienceSchema,
} from '@market/contracts';
import {
  type AdminRequest,
  AuditTrail,
  ConflictError,
  NotFoundError,
  type ServiceEvents,
  execute,
  queryRows,
} from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import {
  BILLING_AUDIT,
  BILLING_EVENTS,
  BILLING_SCHEMA,
  PAYMENT_PROVIDER,
} from '../billing.tokens.js';
import type { PaymentProvider } from '../providers/payment-provider.port.js';
import { PlansService } from './plans.service.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** A user_memberships row joined to its plan (SELECT below) as PostgreSQL sends it. */
export const MembershipRow = z.object({
  id: z.string(),
  user_id: z.string(),
  plan_id: z.string(),
  plan_name: z.string(),
  price_cents: z.number(),
  currency: currencySchema,
  target_audience: planAudienceSchema,
  status: membershipStatusSchema,
  source: z.enum(['payment', 'admin']),
  current_period_start: z.date(),
  current_period_end: z.date(),
  canceled_at: z.date().nullable(),
  cancel_at_period_end: z.boolean(),
  renews: z.boolean(),
  card_last4: z.string().nullable(),
  provider_subscription_id: z.string().nullable(),
  renewal_attempts: z.number(),
  next_renewal_at: z.date().nullable(),
  email: z.string().nullable().optional(),
});
export type MembershipRow = z.infer<typeof MembershipRow>;

const IdRow = z.object({ id: z.string() });
const EmailRow = z.object({ email: z.string() });
const CanceledAtRow = z.object({ canceled_at: z.date() });

export const SELECT = `SELECT m.*, p.name AS plan_name, p.price_cents, p.currency, p.target_audience
  FROM user_memberships m JOIN membership_plans p ON p.id = m.plan_id`;

export function toMembership(row: MembershipRow): Membership {
  return {
    id: row.id,
    userId: row.user_id,
    planId: row.plan_id,
    planName: row.plan_name,
    priceCents: row.price_cents,
    currency: row.currency,
    status: row.status,
    source: row.source,
    currentPeriodStart: row.current_period_start.toISOString(),
    currentPeriodEnd: row.current_period_end.toISOString(),
    canceledAt: row.canceled_at?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    renews: row.renews,
    renewalAttempts: row.renewal_attempts,
    nextRenewalAttemptAt:
      row.renews && !row.cancel_at_period_end && row.status !== 'canceled'
        ? (row.next_renewal_at?.toISOString() ?? null)
        : null,
  };
}

export type CancelReason = 'replaced' | 'admin' | 'expired' | 'user' | 'payment_failed';

/**
 * A membership that renews but got no renewal (a Stripe subscription whose events never
 * came, say) is closed this long after its period's end.
 */
const RENEWAL_GRACE_DAYS = 14;

/**
 * SPEC.md §4 Membership: one current membership per user; a new one (paid or assigned by an
 * admin) cancels the current one and runs 30 days. A cancellation the user asks for takes
 * effect at the period's end; the sweep closes memberships whose period has ended.
 */
@Injectable()
export class MembershipsService {
  private readonly logger = new Logger('billing');

  constructor(
    @InjectDataSource(BILLING_SCHEMA) private readonly db: DataSource,
    @Inject(BILLING_EVENTS) private readonly events: ServiceEvents,
    @Inject(BILLING_AUDIT) private readonly audit: AuditTrail,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly plans: PlansService,
  ) {}

  async current(
    userId: string,
    manager: EntityManager = this.db.manager,
  ): Promise<Membership | null> {
    const rows = await queryRows(
      manager,
      `${SELECT} WHERE m.user_id = $1 AND m.status <> 'canceled'`,
      [userId],
      MembershipRow,
    );
    return rows[0] ? toMembership(rows[0]) : null;
  }

  async list(): Promise<(Membership & { email: string | null })[]> {
    const rows = await queryRows(
      this.db,
      `SELECT m.*, p.name AS plan_name, p.price_cents, p.currency, p.target_audience, c.email
       FROM user_memberships m JOIN membership_plans p ON p.id = m.plan_id LEFT JOIN customers c ON c.user_id = m.user_id
       WHERE m.status <> 'canceled' ORDER BY m.created_at DESC, m.id LIMIT 100`,
      [],
      MembershipRow,
    );
    return rows.map((row) => ({ ...toMembership(row), email: row.email ?? null }));
  }

  /** Starts a 30-day membership on `plan`, canceling the current one (in the caller's transaction). */
  async activate(
    manager: EntityManager,
    input: {
      userId: string;
      plan: MembershipPlan;
      source: 'payment' | 'admin';
      paymentId: string | null;
      email: string | null;
      /**
       * How a paid membership renews: the sandbox's saved test card, or Stripe's subscription.
       * Absent (an admin's assignment): it ends with its period.
       */
      renewal?: { cardLast4: string | null; subscriptionId: string | null };
    },
  ): Promise<Membership> {
    await this.cancelCurrent(manager, input.userId, 'replaced');
    const renews = !!(input.renewal?.cardLast4 || input.renewal?.subscriptionId);
    const rows = await queryRows(
      manager,
      `INSERT INTO user_memberships (user_id, plan_id, status, source, payment_id, current_period_start, current_period_end,
         renews, card_last4, provider_subscription_id, next_renewal_at)
       VALUES ($1, $2, 'active', $3, $4, now(), now() + make_interval(days => $5), $6, $7, $8,
         CASE WHEN $6 THEN now() + make_interval(days => $5) END) RETURNING id`,
      [
        input.userId,
        input.plan.id,
        input.source,
        input.paymentId,
        MEMBERSHIP_DAYS,
        renews,
        input.renewal?.cardLast4 ?? null,
        input.renewal?.subscriptionId ?? null,
      ],
      IdRow,
    );
    const membership = (await this.current(input.userId, manager))!;
    await this.events.record(manager, 'billing.membership.activated', {
      membershipId: rows[0].id,
      userId: input.userId,
      planId: input.plan.id,
      planName: input.plan.name,
      targetAudience: input.plan.targetAudience,
      email: input.email,
      currentPeriodStart: membership.currentPeriodStart,
      currentPeriodEnd: membership.currentPeriodEnd,
      source: input.source,
    });
    return membership;
  }

  /** SPEC.md §4: an admin's assignment cancels the current membership and starts a new one. */
  async assign(by: AdminRequest, userId: string, planId: string): Promise<Membership> {
    const membership = await this.db.transaction(async (manager) => {
      const plan = await this.plans.membershipPlan(manager, planId);
      if (!plan) throw new NotFoundError('Membership plan not found');
      const before = await this.current(userId, manager);
      const email = await this.emailOf(manager, userId);
      const after = await this.activate(manager, {
        userId,
        plan,
        source: 'admin',
        paymentId: null,
        email,
      });
      await this.audit.record(manager, by, {
        action: 'billing.membership.assigned',
        target: { type: 'user', id: userId },
        before: before && {
          planId: before.planId,
          planName: before.planName,
          status: before.status,
        },
        after: {
          planId: after.planId,
          planName: after.planName,
          currentPeriodEnd: after.currentPeriodEnd,
        },
      });
      return after;
    });
    this.events.nudge();
    return membership;
  }

  /** SPEC.md §4: removing a plan cancels it now. */
  async remove(by: AdminRequest, userId: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const canceled = await this.cancelCurrent(manager, userId, 'admin');
      if (!canceled) throw new NotFoundError('This user has no membership');
      await this.audit.record(manager, by, {
        action: 'billing.membership.removed',
        target: { type: 'user', id: userId },
        before: { planId: canceled.planId, planName: canceled.planName, status: canceled.status },
        after: null,
      });
    });
    this.events.nudge();
  }

  /** The user's own cancellation: the membership runs to the end of the period it was paid for, and is not renewed. */
  async cancelAtPeriodEnd(userId: string): Promise<Membership> {
    return this.setCancelAtPeriodEnd(userId, true);
  }

  /** Takes a cancellation at period end back: the membership renews again. */
  async resume(userId: string): Promise<Membership> {
    return this.setCancelAtPeriodEnd(userId, false);
  }

  private async setCancelAtPeriodEnd(userId: string, cancel: boolean): Promise<Membership> {
    await this.db.transaction(async (manager) => {
      const rows = await queryRows(
        manager,
        `${SELECT} WHERE m.user_id = $1 AND m.status <> 'canceled' FOR UPDATE OF m`,
        [userId],
        MembershipRow,
      );
      const row = rows[0];
      if (!row)
        throw new NotFoundError(
          cancel ? 'You have no membership to cancel' : 'You have no membership to resume',
        );
      if (!cancel && !row.cancel_at_period_end)
        throw new ConflictError('Your membership is not set to end; there is nothing to resume.');
      if (row.cancel_at_period_end === cancel) return;
      // Stripe renews the subscription itself: it is told first, so a refusal changes nothing here.
      if (row.provider_subscription_id && this.provider.setCancelAtPeriodEnd)
        await this.provider.setCancelAtPeriodEnd(row.provider_subscription_id, cancel);
      await execute(
        manager,
        `UPDATE user_memberships SET cancel_at_period_end = $2 WHERE id = $1`,
        [row.id, cancel],
      );
    });
    return (await this.current(userId))!;
  }

  /**
   * A renewal was refused by the provider (Stripe's invoice.payment_failed): the membership
   * is past due; Stripe retries on its own schedule and gives the subscription up after it.
   */
  async markPastDue(
    manager: EntityManager,
    by: { userId?: string | null; subscriptionId?: string | null },
  ): Promise<boolean> {
    const rows = by.subscriptionId
      ? await queryRows(
          manager,
          `${SELECT} WHERE m.provider_subscription_id = $1 AND m.status <> 'canceled' FOR UPDATE OF m`,
          [by.subscriptionId],
          MembershipRow,
        )
      : await queryRows(
          manager,
          `${SELECT} WHERE m.user_id = $1 AND m.status <> 'canceled' FOR UPDATE OF m`,
          [by.userId],
          MembershipRow,
        );
    const row = rows[0];
    if (!row) return false;
    await execute(
      manager,
      `UPDATE user_memberships SET status = 'past_due', renewal_attempts = renewal_attempts + 1 WHERE id = $1`,
      [row.id],
    );
    await this.recordPastDue(manager, row, row.renewal_attempts + 1, undefined);
    return true;
  }

  async recordPastDue(
    manager: EntityManager,
    row: MembershipRow,
    attempt: number,
    nextAttemptAt: Date | null | undefined,
  ): Promise<void> {
    await this.events.record(manager, 'billing.membership.past-due', {
      membershipId: row.id,
      userId: row.user_id,
      planId: row.plan_id,
      planName: row.plan_name,
      targetAudience: row.target_audience,
      email: await this.emailOf(manager, row.user_id),
      currentPeriodEnd: row.current_period_end.toISOString(),
      attempt,
      ...(nextAttemptAt !== undefined
        ? { nextAttemptAt: nextAttemptAt?.toISOString() ?? null }
        : {}),
    });
  }

  /**
   * Closes memberships whose period has ended and that are not renewed: an admin's
   * assignment, one canceled at period end (reason `user`), and a renewing one that got no
   * renewal within RENEWAL_GRACE_DAYS. `now`: the clock (tests pass their own). Returns how many.
   */
  async expireEnded(now: Date = new Date()): Promise<number> {
    const ended = await this.db.transaction(async (manager) => {
      const rows = await queryRows(
        manager,
        `${SELECT} WHERE m.status <> 'canceled' AND m.current_period_end <= $1
           AND (NOT m.renews OR m.cancel_at_period_end OR m.current_period_end <= $1 - make_interval(days => $2))
         ORDER BY m.current_period_end LIMIT 100 FOR UPDATE OF m SKIP LOCKED`,
        [now, RENEWAL_GRACE_DAYS],
        MembershipRow,
      );
      for (const row of rows)
        await this.cancelRow(manager, row, row.cancel_at_period_end ? 'user' : 'expired');
      return rows.length;
    });
    if (ended) {
      this.events.nudge();
      this.logger.log(`${ended} membership(s) ended with their period`);
    }
    return ended;
  }

  async emailOf(manager: EntityManager, userId: string): Promise<string | null> {
    const rows = await queryRows(
      manager,
      `SELECT email FROM customers WHERE user_id = $1`,
      [userId],
      EmailRow,
    );
    return rows[0]?.email ?? null;
  }

  private async cancelCurrent(
    manager: EntityManager,
    userId: string,
    reason: CancelReason,
  ): Promise<Membership | null> {
    const rows = await queryRows(
      manager,
      `${SELECT} WHERE m.user_id = $1 AND m.status <> 'canceled' FOR UPDATE OF m`,
      [userId],
      MembershipRow,
    );
    if (!rows[0]) return null;
    // A Stripe subscription would go on charging for the membership that ends here.
    if (rows[0].provider_subscription_id && this.provider.cancelSubscription)
      await this.provider.cancelSubscription(rows[0].provider_subscription_id);
    await this.cancelRow(manager, rows[0], reason);
    return toMembership(rows[0]);
  }

  async cancelRow(manager: EntityManager, row: MembershipRow, reason: CancelReason): Promise<void> {
    const updated = await queryRows(
      manager,
      `UPDATE user_memberships SET status = 'canceled', canceled_at = now() WHERE id = $1 RETURNING canceled_at`,
      [row.id],
      CanceledAtRow,
    );
    await this.events.record(manager, 'billing.membership.canceled', {
      membershipId: row.id,
      userId: row.user_id,
      planId: row.plan_id,
      planName: row.plan_name,
      targetAudience: row.target_audience,
      canceledAt: updated[0].canceled_at.toISOString(),
      reason,
    });
  }
}
