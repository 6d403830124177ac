import { Inject, Injectable, Logger } from '@nestjs/common';
import { MEMBERSHIP_DAYS } from '@market/contracts';
import { ConflictError, type ServiceEvents, execute, queryRows } from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import type { BillingConfig } from '../billing.config.js';
import {
  BILLING_CONFIG,
  BILLING_EVENTS,
  BILLING_SCHEMA,
  PAYMENT_PROVIDER,
} from '../billing.tokens.js';
import type { PaymentProvider } from '../providers/payment-provider.port.js';
import { MembershipRow, MembershipsService, SELECT } from './memberships.service.js';
import { PaymentRow } from './payments.service.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** A membership due for renewal, with whether its plan is still sold. */
const RenewingRow = MembershipRow.extend({ plan_deleted: z.boolean() });

const IdRow = z.object({ id: z.string() });
const KnownRow = z.object({ known: z.literal(1) });

/** What paid a renewal: the sandbox's charge of the saved card, or Stripe's invoice. */
export interface RenewalPayment {
  invoiceId: string;
  providerPaymentId: string | null;
  amountCents: number;
  currency: MembershipRow['currency'];
  /** The new period's end (Stripe's invoice line says it); absent: 30 days after the old end. */
  periodEnd?: Date;
}

/**
 * Memberships renew every 30 days. With the sandbox this runner charges the saved test card
 * when a period ends (`renewDue`, every MEMBERSHIP_RENEWAL_SECONDS): a success extends the
 * period and records the payment (receipt, billing.payment.succeeded with billingReason
 * `renewal`); a decline makes the membership past due (the user is e-mailed) and is tried
 * again after each delay of MEMBERSHIP_RENEWAL_RETRY_HOURS, then the membership is canceled
 * (`payment_failed`; identity withdraws the role). With Stripe, Stripe's subscription renews
 * and its invoice.paid arrives through `renewFromInvoice`.
 */
@Injectable()
export class RenewalsService {
  private readonly logger = new Logger('billing');

  constructor(
    @InjectDataSource(BILLING_SCHEMA) private readonly db: DataSource,
    @Inject(BILLING_EVENTS) private readonly events: ServiceEvents,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly memberships: MembershipsService,
  ) {}

  /** The delays between failed renewal charges (hours); after the last, the membership ends. */
  get retrySchedule(): number[] {
    return this.config.MEMBERSHIP_RENEWAL_RETRY_HOURS;
  }

  /**
   * Charges every membership due for renewal at `now` (the clock: tests pass their own),
   * each in its own transaction. Returns how many were renewed and how many failed.
   */
  async renewDue(now: Date = new Date()): Promise<{ renewed: number; failed: number }> {
    const result = { renewed: 0, failed: 0 };
    if (!this.provider.chargeRenewal) return result;
    const due = await queryRows(
      this.db,
      `SELECT id FROM user_memberships
       WHERE status <> 'canceled' AND renews AND NOT cancel_at_period_end AND provider_subscription_id IS NULL
         AND next_renewal_at <= $1
       ORDER BY next_renewal_at LIMIT 100`,
      [now],
      IdRow,
    );
    for (const { id } of due) {
      const outcome = await this.db.transaction((manager) => this.renewOne(manager, id, now));
      if (outcome === 'renewed') result.renewed++;
      if (outcome === 'failed') result.failed++;
    }
    if (result.renewed || result.failed) {
      this.events.nudge();
      this.logger.log(`Renewals: ${result.renewed} renewed, ${result.failed} failed`);
    }
    return result;
  }

  private async renewOne(
    manager: EntityManager,
    id: string,
    now: Date,
  ): Promise<'renewed' | 'failed' | 'skipped'> {
    // Checked again under the row's lock: another replica may have renewed it meanwhile.
    const rows = await queryRows(
      manager,
      `${SELECT.replace('SELECT m.*', 'SELECT m.*, p.deleted_at IS NOT NULL OR NOT p.is_active AS plan_deleted')}
       WHERE m.id = $1 AND m.status <> 'canceled' AND m.renews AND NOT m.cancel_at_period_end
         AND m.next_renewal_at <= $2
       FOR UPDATE OF m SKIP LOCKED`,
      [id, now],
      RenewingRow,
    );
    const row = rows[0];
    if (!row) return 'skipped';
    if (row.plan_deleted) {
      // A plan no longer sold is not renewed: the membership ends with its period.
      await execute(manager, `UPDATE user_memberships SET renews = false WHERE id = $1`, [row.id]);
      if (row.current_period_end <= now) await this.memberships.cancelRow(manager, row, 'expired');
      return 'skipped';
    }
    const charged = await this.provider.chargeRenewal!({
      cardLast4: row.card_last4,
      amountCents: row.price_cents,
      currency: row.currency,
      idempotencyKey: `renewal:${row.id}:${row.current_period_end.toISOString()}:${row.renewal_attempts}`,
    });
    if (charged.paid) {
      await this.renew(manager, row, {
        invoiceId: charged.invoiceId,
        providerPaymentId: charged.providerPaymentId,
        amountCents: row.price_cents,
        currency: row.currency,
      });
      return 'renewed';
    }
    const attempt = row.renewal_attempts + 1;
    const delayHours = this.retrySchedule[attempt - 1];
    if (delayHours === undefined) {
      // The last try failed: the membership ends (the e-mail says so).
      await execute(
        manager,
        `UPDATE user_memberships SET renewal_attempts = $2, next_renewal_at = NULL WHERE id = $1`,
        [row.id, attempt],
      );
      await this.memberships.recordPastDue(manager, row, attempt, null);
      await this.memberships.cancelRow(manager, row, 'payment_failed');
      return 'failed';
    }
    const next = new Date(now.getTime() + delayHours * 3_600_000);
    await execute(
      manager,
      `UPDATE user_memberships SET status = 'past_due', renewal_attempts = $2, next_renewal_at = $3 WHERE id = $1`,
      [row.id, attempt, next],
    );
    await this.memberships.recordPastDue(manager, row, attempt, next);
    return 'failed';
  }

  /**
   * Stripe's invoice.paid for a subscription's renewal (billing_reason subscription_cycle):
   * the membership with that subscription is extended once per invoice. An invoice for a
   * subscription not recorded yet is answered 409 (Stripe delivers it again).
   */
  async renewFromInvoice(
    manager: EntityManager,
    subscriptionId: string,
    payment: RenewalPayment,
  ): Promise<void> {
    const known = await queryRows(
      manager,
      `SELECT 1 AS known FROM payments WHERE invoice_id = $1`,
      [payment.invoiceId],
      KnownRow,
    );
    if (known.length) return;
    const rows = await queryRows(
      manager,
      `${SELECT} WHERE m.provider_subscription_id = $1 ORDER BY m.created_at DESC LIMIT 1 FOR UPDATE OF m`,
      [subscriptionId],
      MembershipRow,
    );
    const row = rows[0];
    if (!row) throw new ConflictError('This invoice is about a subscription not recorded yet.');
    if (row.status === 'canceled') return;
    await this.renew(manager, row, payment);
  }

  /** Records the renewal's payment, extends the period by 30 days, and announces both. */
  private async renew(
    manager: EntityManager,
    row: MembershipRow,
    payment: RenewalPayment,
  ): Promise<void> {
    const email = await this.memberships.emailOf(manager, row.user_id);
    const description = `${row.plan_name} membership renewal (${MEMBERSHIP_DAYS} days)`;
    const [paid] = await queryRows(
      manager,
      `INSERT INTO payments (invoice_id, user_id, email, kind, plan_id, description, amount_cents, currency, provider,
         provider_payment_id, membership_id, billing_reason)
       VALUES ($1, $2, $3, 'membership', $4, $5, $6, $7, $8, $9, $10, 'renewal') RETURNING *`,
      [
        payment.invoiceId,
        row.user_id,
        email,
        row.plan_id,
        description,
        payment.amountCents,
        payment.currency,
        this.provider.name,
        payment.providerPaymentId,
        row.id,
      ],
      PaymentRow,
    );
    const periodEnd =
      payment.periodEnd ??
      new Date(row.current_period_end.getTime() + MEMBERSHIP_DAYS * 86_400_000);
    await execute(
      manager,
      `UPDATE user_memberships SET status = 'active', current_period_start = current_period_end,
         current_period_end = $2, renewal_attempts = 0, next_renewal_at = CASE WHEN provider_subscription_id IS NULL THEN $2::timestamptz END,
         payment_id = $3
       WHERE id = $1`,
      [row.id, periodEnd, paid.id],
    );
    await this.events.record(manager, 'billing.payment.succeeded', {
      paymentId: paid.id,
      sessionId: payment.invoiceId,
      providerPaymentId: payment.providerPaymentId,
      email,
      description,
      paidAt: paid.created_at.toISOString(),
      userId: row.user_id,
      kind: 'membership',
      planId: row.plan_id,
      listingPlanId: null,
      listingId: null,
      amountCents: payment.amountCents,
      currency: payment.currency,
      provider: this.provider.name,
      billingReason: 'renewal',
      membershipId: row.id,
    });
  }
}
