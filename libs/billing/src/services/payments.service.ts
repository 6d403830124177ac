import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Payment, PaymentList, ProviderStatus } from '@market/contracts';
import {
  CURRENCIES,
  currencySchema,
  paymentListQuerySchema,
  paymentProviderNameSchema,
  planAudienceSchema,
} from '@market/contracts';
import {
  type AdminRequest,
  AuditTrail,
  ConflictError,
  NotFoundError,
  PLATFORM_CONFIG,
  type PlatformConfig,
  type ServiceEvents,
  queryRow,
  queryRows,
} from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import type { BillingConfig } from '../billing.config.js';
import {
  BILLING_AUDIT,
  BILLING_CONFIG,
  BILLING_EVENTS,
  BILLING_SCHEMA,
  PAYMENT_PROVIDER,
} from '../billing.tokens.js';
import type { PaymentProvider } from '../providers/payment-provider.port.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** A payments row as PostgreSQL sends it. */
export const PaymentRow = z.object({
  id: z.string(),
  /** The checkout session; null for a renewal, which names its invoice. */
  session_id: z.string().nullable(),
  invoice_id: z.string().nullable(),
  membership_id: z.string().nullable(),
  billing_reason: z.enum(['checkout', 'renewal']),
  user_id: z.string(),
  email: z.string().nullable(),
  kind: z.enum(['membership', 'listing']),
  plan_id: z.string().nullable(),
  listing_plan_id: z.string().nullable(),
  listing_id: z.string().nullable(),
  description: z.string(),
  amount_cents: z.number(),
  refunded_cents: z.number(),
  currency: currencySchema,
  provider: paymentProviderNameSchema,
  provider_payment_id: z.string().nullable(),
  created_at: z.date(),
});
export type PaymentRow = z.infer<typeof PaymentRow>;

/** Per currency: count(*) and the bigint sums arrive as text. */
const PaymentTotalsRow = z.object({
  currency: currencySchema,
  count: z.string(),
  gross: z.string(),
  refunded: z.string(),
});

const PaidMembershipRow = z.object({
  id: z.string(),
  provider_subscription_id: z.string().nullable(),
});

const EndedMembershipRow = z.object({
  id: z.string(),
  user_id: z.string(),
  plan_id: z.string(),
  canceled_at: z.date(),
});

const PlanNameRow = z.object({ name: z.string(), target_audience: planAudienceSchema });

/** count(*) arrives as text; the last event's columns are null before any event. */
const ProviderEventsRow = z.object({
  count: z.string(),
  last_at: z.date().nullable(),
  last_type: z.string().nullable(),
});

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    kind: row.kind,
    description: row.description,
    amountCents: row.amount_cents,
    refundedCents: row.refunded_cents,
    currency: row.currency,
    status:
      row.refunded_cents === 0
        ? 'succeeded'
        : row.refunded_cents >= row.amount_cents
          ? 'refunded'
          : 'partially_refunded',
    provider: row.provider,
    planId: row.plan_id,
    listingPlanId: row.listing_plan_id,
    listingId: row.listing_id,
    createdAt: row.created_at.toISOString(),
  };
}

const STATUS_FILTER: Record<Payment['status'], string> = {
  succeeded: 'refunded_cents = 0',
  refunded: 'refunded_cents >= amount_cents',
  partially_refunded: 'refunded_cents > 0 AND refunded_cents < amount_cents',
};

/** Payments as admins see them, refunds through the provider, and the provider's state. */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('billing');

  constructor(
    @InjectDataSource(BILLING_SCHEMA) private readonly db: DataSource,
    @Inject(BILLING_EVENTS) private readonly events: ServiceEvents,
    @Inject(BILLING_AUDIT) private readonly audit: AuditTrail,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  async list(query: z.infer<typeof paymentListQuerySchema>): Promise<PaymentList> {
    const where = query.status ? `WHERE ${STATUS_FILTER[query.status]}` : '';
    const rows = await queryRows(
      this.db,
      `SELECT * FROM payments ${where} ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
      [query.limit, (query.page - 1) * query.limit],
      PaymentRow,
    );
    const totals = await queryRows(
      this.db,
      `SELECT currency, count(*) AS count, coalesce(sum(amount_cents), 0) AS gross, coalesce(sum(refunded_cents), 0) AS refunded
       FROM payments ${where} GROUP BY currency ORDER BY currency`,
      [],
      PaymentTotalsRow,
    );
    return {
      items: rows.map(toPayment),
      total: totals.reduce((sum, row) => sum + Number(row.count), 0),
      totals: totals.map((row) => ({
        currency: row.currency,
        count: Number(row.count),
        grossCents: Number(row.gross),
        refundedCents: Number(row.refunded),
        netCents: Number(row.gross) - Number(row.refunded),
      })),
    };
  }

  /** Refunds what is left of a payment through the provider; a membership it paid for ends. */
  async refund(by: AdminRequest, paymentId: string): Promise<Payment> {
    const refunded = await this.db.transaction(async (manager) => {
      const payment = await queryRow(
        manager,
        `SELECT * FROM payments WHERE id = $1 FOR UPDATE`,
        [paymentId],
        PaymentRow,
      );
      if (!payment) throw new NotFoundError('Payment not found');
      const remaining = payment.amount_cents - payment.refunded_cents;
      if (remaining <= 0) throw new ConflictError('This payment has already been refunded.');
      if (payment.provider !== this.provider.name || !payment.provider_payment_id)
        throw new ConflictError(
          `This payment was taken by the ${payment.provider} provider, which is not the one configured now.`,
        );
      // The row stays locked while the provider answers, so two clicks never refund twice
      // (and the idempotency key covers a retry after a lost answer).
      await this.provider.refund(
        payment.provider_payment_id,
        remaining,
        `refund:${payment.id}:${payment.refunded_cents}`,
      );
      const after = await this.applyRefund(manager, payment, payment.amount_cents);
      await this.audit.record(manager, by, {
        action: 'billing.payment.refunded',
        target: { type: 'payment', id: payment.id },
        before: { refundedCents: payment.refunded_cents },
        after: { refundedCents: after.refunded_cents },
      });
      return after;
    });
    this.events.nudge();
    return toPayment(refunded);
  }

  /**
   * Records that `totalRefundedCents` of the payment is refunded (the admin's refund, or the
   * provider's charge.refunded event, in either order): only an increase changes anything.
   */
  async applyRefund(
    manager: EntityManager,
    payment: PaymentRow,
    totalRefundedCents: number,
  ): Promise<PaymentRow> {
    const total = Math.min(totalRefundedCents, payment.amount_cents);
    if (total <= payment.refunded_cents) return payment;
    const rows = await queryRows(
      manager,
      `UPDATE payments SET refunded_cents = $2 WHERE id = $1 RETURNING *`,
      [payment.id, total],
      PaymentRow,
    );
    const after = rows[0];
    await this.events.record(manager, 'billing.payment.refunded', {
      paymentId: after.id,
      sessionId: (after.session_id ?? after.invoice_id)!,
      email: after.email,
      description: after.description,
      refundCents: total - payment.refunded_cents,
      refundedCents: total,
      refundedAt: new Date().toISOString(),
      userId: after.user_id,
      kind: after.kind,
      planId: after.plan_id,
      listingPlanId: after.listing_plan_id,
      listingId: after.listing_id,
      amountCents: after.amount_cents,
      currency: after.currency,
      provider: after.provider,
    });
    if (total >= after.amount_cents && after.kind === 'membership') {
      const paid = await queryRows(
        manager,
        `SELECT id, provider_subscription_id FROM user_memberships WHERE payment_id = $1 AND status <> 'canceled'`,
        [after.id],
        PaidMembershipRow,
      );
      // A refunded membership is not charged again either.
      if (paid[0]?.provider_subscription_id && this.provider.cancelSubscription)
        await this.provider.cancelSubscription(paid[0].provider_subscription_id);
      if (paid[0]) {
        const ended = await queryRows(
          manager,
          `UPDATE user_memberships SET status = 'canceled', canceled_at = now(), renews = false WHERE id = $1 RETURNING id, user_id, plan_id, canceled_at`,
          [paid[0].id],
          EndedMembershipRow,
        );
        const plan = await queryRows(
          manager,
          `SELECT name, target_audience FROM membership_plans WHERE id = $1`,
          [ended[0].plan_id],
          PlanNameRow,
        );
        await this.events.record(manager, 'billing.membership.canceled', {
          membershipId: ended[0].id,
          userId: ended[0].user_id,
          planId: ended[0].plan_id,
          planName: plan[0].name,
          targetAudience: plan[0].target_audience,
          canceledAt: ended[0].canceled_at.toISOString(),
          reason: 'admin',
        });
      }
    }
    return after;
  }

  async providerStatus(): Promise<ProviderStatus> {
    const rows = await queryRows(
      this.db,
      `SELECT (SELECT count(*) FROM provider_events) AS count,
              (SELECT received_at FROM provider_events ORDER BY received_at DESC LIMIT 1) AS last_at,
              (SELECT type FROM provider_events ORDER BY received_at DESC LIMIT 1) AS last_type`,
      [],
      ProviderEventsRow,
    );
    return {
      provider: this.provider.name,
      mode: this.provider.mode,
      secretKeyConfigured: !!this.config.STRIPE_SECRET_KEY,
      webhookSecretConfigured: !!this.config.STRIPE_WEBHOOK_SECRET,
      webhookUrl: `${this.platform.PUBLIC_URL.replace(/\/+$/, '')}/api/billing/webhooks/stripe`,
      defaultCurrency: this.config.BILLING_CURRENCY,
      currencies: [...CURRENCIES],
      lastEventAt: rows[0].last_at?.toISOString() ?? null,
      lastEventType: rows[0].last_type,
      eventsReceived: Number(rows[0].count),
    };
  }
}
