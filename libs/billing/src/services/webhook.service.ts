import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CARD_INVALID_MESSAGE,
  type CheckoutSession,
  type Currency,
  SANDBOX_DECLINED_CARD,
  SANDBOX_PAYING_CARD,
  SANDBOX_RENEWAL_DECLINED_CARD,
} from '@market/contracts';
import {
  ConflictError,
  NotFoundError,
  type ServiceEvents,
  ValidationError,
  execute,
  queryRow,
  queryRows,
} from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { BILLING_EVENTS, BILLING_SCHEMA, PAYMENT_PROVIDER } from '../billing.tokens.js';
import {
  type PaymentProvider,
  type ProviderEvent,
  WebhookSignatureError,
} from '../providers/payment-provider.port.js';
import { SandboxPaymentProvider } from '../providers/sandbox.payment-provider.js';
import { CheckoutService, SessionRow, toCheckoutSession } from './checkout.service.js';
import {
  MembershipRow,
  MembershipsService,
  SELECT as MEMBERSHIP_SELECT,
} from './memberships.service.js';
import { PaymentRow, PaymentsService } from './payments.service.js';
import { PlansService } from './plans.service.js';
import { RenewalsService } from './renewals.service.js';
import { InjectDataSource } from '@nestjs/typeorm';

type StripeObject = Record<string, unknown> & { id?: string; metadata?: Record<string, string> };

const EventIdRow = z.object({ event_id: z.string() });

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * Applies the payment provider's events: each verified on the raw body, each applied once
 * (the event id is recorded in the change's own transaction; a concurrent second delivery
 * waits on that row and then finds it). An event about something not recorded yet (the
 * provider can be faster than our own insert) is answered 409, so the provider retries it.
 */
@Injectable()
export class WebhookService {
  private readonly logger = new Logger('billing');

  constructor(
    @InjectDataSource(BILLING_SCHEMA) private readonly db: DataSource,
    @Inject(BILLING_EVENTS) private readonly events: ServiceEvents,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly checkout: CheckoutService,
    private readonly plans: PlansService,
    private readonly memberships: MembershipsService,
    private readonly payments: PaymentsService,
    private readonly renewals: RenewalsService,
  ) {}

  async receive(
    rawBody: Buffer | string | undefined,
    signature: string | undefined,
  ): Promise<{ received: boolean }> {
    let event: ProviderEvent;
    try {
      event = this.provider.verifyWebhook(rawBody ?? '', signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        this.logger.warn(`Refused a webhook: ${error.message}`);
        throw new ValidationError('The webhook signature is missing, invalid or too old.', [
          { path: 'stripe-signature', message: 'Invalid signature' },
        ]);
      }
      throw error;
    }
    const applied = await this.db.transaction(async (manager) => {
      // An INSERT answers its RETURNING rows (an UPDATE would answer [rows, count]).
      const fresh = await queryRows(
        manager,
        `INSERT INTO provider_events (event_id, type, provider) VALUES ($1, $2, $3) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
        [event.id, event.type, this.provider.name],
        EventIdRow,
      );
      if (fresh.length === 0) return false;
      await this.apply(manager, event);
      return true;
    });
    if (applied) this.events.nudge();
    return { received: true };
  }

  /** The sandbox checkout page's Pay or Decline, delivered as the provider would deliver it. */
  async sandboxOutcome(
    sessionId: string,
    outcome: 'pay' | 'decline',
    cardNumber: string | undefined,
  ): Promise<CheckoutSession> {
    if (!(this.provider instanceof SandboxPaymentProvider))
      throw new NotFoundError('The sandbox checkout is not in use.');
    const session = await this.checkout.session(sessionId);
    if (session.status !== 'open')
      throw new ConflictError(`This checkout is already ${session.status}.`);
    let paid = false;
    if (outcome === 'pay') {
      const digits = (cardNumber ?? '').replace(/[\s-]/g, '');
      if (
        digits !== SANDBOX_PAYING_CARD &&
        digits !== SANDBOX_DECLINED_CARD &&
        digits !== SANDBOX_RENEWAL_DECLINED_CARD
      )
        throw new ValidationError(CARD_INVALID_MESSAGE, [
          { path: 'cardNumber', message: CARD_INVALID_MESSAGE },
        ]);
      paid = digits !== SANDBOX_DECLINED_CARD;
      // The card is saved with the session: a membership's renewals charge it.
      if (paid)
        await execute(this.db, `UPDATE checkout_sessions SET card_last4 = $2 WHERE id = $1`, [
          session.id,
          digits.slice(-4),
        ]);
    }
    const metadata: Record<string, string> = { kind: session.kind, user_id: session.user_id };
    const signed = this.provider.outcomeEvent(
      {
        id: session.id,
        userId: session.user_id,
        amountCents: session.amount_cents,
        currency: session.currency,
        metadata,
      },
      paid ? 'paid' : 'declined',
    );
    await this.receive(signed.payload, signed.signature);
    // Declined: the session is failed, and /payment-success says so.
    return toCheckoutSession(await this.checkout.session(sessionId));
  }

  private async apply(manager: EntityManager, event: ProviderEvent): Promise<void> {
    const object = event.data.object as StripeObject;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        // A delayed payment method completes the session unpaid; its success comes later.
        if (object.payment_status !== 'paid' && object.payment_status !== 'no_payment_required')
          return;
        return this.fulfil(
          manager,
          text(object.id)!,
          text(object.payment_intent),
          text(object.subscription),
        );
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        return this.close(
          manager,
          text(object.id),
          event.type === 'checkout.session.expired' ? 'expired' : 'failed',
        );
      case 'payment_intent.payment_failed':
        return this.close(manager, text(object.metadata?.checkout_session_id), 'failed');
      case 'charge.refunded': {
        const intent = text(object.payment_intent);
        const rows = await queryRows(
          manager,
          `SELECT * FROM payments WHERE provider_payment_id = $1 FOR UPDATE`,
          [intent],
          PaymentRow,
        );
        if (!rows[0]) throw new ConflictError('This refund is about a payment not recorded yet.');
        await this.payments.applyRefund(manager, rows[0], Number(object.amount_refunded ?? 0));
        return;
      }
      case 'invoice.paid': {
        // The first invoice is the checkout's own payment (checkout.session.completed).
        if (object.billing_reason === 'subscription_create') return;
        const subscriptionId = text(object.subscription);
        if (!subscriptionId) return;
        const lines = (object.lines as { data?: { period?: { end?: number } }[] } | undefined)
          ?.data;
        const periodEnd = lines?.[0]?.period?.end;
        await this.renewals.renewFromInvoice(manager, subscriptionId, {
          invoiceId: text(object.id)!,
          providerPaymentId: text(object.payment_intent),
          amountCents: Number(object.amount_paid ?? 0),
          currency: (text(object.currency) ?? 'usd') as Currency,
          ...(typeof periodEnd === 'number' ? { periodEnd: new Date(periodEnd * 1000) } : {}),
        });
        return;
      }
      case 'invoice.payment_failed': {
        const subscriptionId = text(object.subscription);
        const userId =
          text(object.metadata?.user_id) ??
          text((object.subscription_details as StripeObject | undefined)?.metadata?.user_id);
        if (subscriptionId || userId)
          await this.memberships.markPastDue(manager, { subscriptionId, userId });
        return;
      }
      case 'customer.subscription.deleted': {
        // Stripe gave the subscription up (retries ran out) or it ended at period end.
        const rows = await queryRows(
          manager,
          `${MEMBERSHIP_SELECT} WHERE m.provider_subscription_id = $1 AND m.status <> 'canceled' FOR UPDATE OF m`,
          [text(object.id)],
          MembershipRow,
        );
        if (rows[0])
          await this.memberships.cancelRow(
            manager,
            rows[0],
            rows[0].cancel_at_period_end
              ? 'user'
              : rows[0].status === 'past_due'
                ? 'payment_failed'
                : 'expired',
          );
        return;
      }
      default:
        // Recorded (so the admin's Stripe tab shows it arrived) and otherwise ignored.
        return;
    }
  }

  /** The session is paid: record the payment once and deliver what was bought. */
  private async fulfil(
    manager: EntityManager,
    sessionId: string,
    providerPaymentId: string | null,
    subscriptionId: string | null,
  ): Promise<void> {
    const session = await queryRow(
      manager,
      `SELECT * FROM checkout_sessions WHERE id = $1 FOR UPDATE`,
      [sessionId],
      SessionRow,
    );
    if (!session) throw new ConflictError('This checkout session is not recorded yet.');
    if (session.status === 'paid') return;
    await execute(
      manager,
      `UPDATE checkout_sessions SET status = 'paid', completed_at = now() WHERE id = $1`,
      [sessionId],
    );
    const payment = await queryRows(
      manager,
      `INSERT INTO payments (session_id, user_id, email, kind, plan_id, listing_plan_id, listing_id, description, amount_cents, currency, provider, provider_payment_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
      [
        session.id,
        session.user_id,
        session.email,
        session.kind,
        session.plan_id,
        session.listing_plan_id,
        session.listing_id,
        session.description,
        session.amount_cents,
        session.currency,
        session.provider,
        providerPaymentId,
      ],
      PaymentRow,
    );
    const paid = payment[0];
    const purchase = {
      userId: session.user_id,
      kind: session.kind,
      planId: session.plan_id,
      listingPlanId: session.listing_plan_id,
      listingId: session.listing_id,
      amountCents: session.amount_cents,
      currency: session.currency,
      provider: session.provider,
    };
    await this.events.record(manager, 'billing.checkout.completed', {
      sessionId: session.id,
      ...purchase,
    });
    await this.events.record(manager, 'billing.payment.succeeded', {
      paymentId: paid.id,
      sessionId: session.id,
      providerPaymentId,
      email: session.email,
      description: session.description,
      paidAt: paid.created_at.toISOString(),
      ...purchase,
      billingReason: 'checkout',
    });
    if (session.kind === 'membership') {
      const plan = await this.plans.membershipPlan(manager, session.plan_id!);
      await this.memberships.activate(manager, {
        userId: session.user_id,
        plan: plan!,
        source: 'payment',
        paymentId: paid.id,
        email: session.email,
        renewal: { cardLast4: session.card_last4 ?? null, subscriptionId },
      });
    } else {
      const plan = (await this.plans.listingPlan(manager, session.listing_plan_id!))!;
      const expiresAt = new Date(Date.now() + plan.durationDays * 86_400_000).toISOString();
      await this.events.record(manager, 'billing.listing.promoted', {
        listingId: session.listing_id!,
        userId: session.user_id,
        listingPlanId: plan.id,
        paymentId: paid.id,
        featuredPlacement: plan.featuredPlacement,
        priorityPlacement: plan.priorityPlacement,
        expiresAt,
      });
    }
  }

  private async close(
    manager: EntityManager,
    sessionId: string | null,
    status: 'failed' | 'expired',
  ): Promise<void> {
    if (!sessionId) return;
    // A late failure of a session already paid (events out of order) changes nothing.
    await execute(
      manager,
      `UPDATE checkout_sessions SET status = $2, completed_at = now() WHERE id = $1 AND status = 'open'`,
      [sessionId, status],
    );
  }
}
