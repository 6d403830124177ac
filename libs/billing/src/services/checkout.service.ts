import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type CheckoutRequest,
  type CheckoutResponse,
  type CheckoutSession,
  MEMBERSHIP_DAYS,
  SIGN_UP_PLAN_REQUIRED_MESSAGE,
  checkoutStatusSchema,
  currencySchema,
  paymentProviderNameSchema,
} from '@market/contracts';
import {
  type AuthUser,
  ForbiddenError,
  NotFoundError,
  PLATFORM_CONFIG,
  type PlatformConfig,
  UnauthorizedError,
  ValidationError,
  execute,
  queryRow,
  queryRows,
} from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { BILLING_SCHEMA, PAYMENT_PROVIDER } from '../billing.tokens.js';
import type { PaymentProvider } from '../providers/payment-provider.port.js';
import { PlansService } from './plans.service.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** A checkout_sessions row as PostgreSQL sends it. */
export const SessionRow = z.object({
  id: z.string(),
  user_id: z.string(),
  email: z.string().nullable(),
  kind: z.enum(['membership', 'listing']),
  plan_id: z.string().nullable(),
  listing_plan_id: z.string().nullable(),
  listing_id: z.string().nullable(),
  description: z.string(),
  amount_cents: z.number(),
  currency: currencySchema,
  provider: paymentProviderNameSchema,
  status: checkoutStatusSchema,
  created_at: z.date(),
  /** The sandbox's saved test card (its last four digits), which renewals charge. */
  card_last4: z.string().nullable().optional(),
});
export type SessionRow = z.infer<typeof SessionRow>;

const SignUpCustomerRow = z.object({ user_id: z.string(), email: z.string() });

const ListingOwnerRow = z.object({
  user_id: z.string(),
  sales_rep_id: z.string().nullable(),
  title: z.string(),
  deleted: z.boolean(),
});

/** An open session for the same order is offered again for this long, instead of a new one. */
const REUSE_OPEN_SESSION_MINUTES = 30;

export function hashSignUpToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function toCheckoutSession(row: SessionRow): CheckoutSession {
  return {
    sessionId: row.id,
    kind: row.kind,
    status: row.status,
    provider: row.provider,
    amountCents: row.amount_cents,
    currency: row.currency,
    description: row.description,
    listingId: row.listing_id,
    createdAt: row.created_at.toISOString(),
  };
}

/** Starts checkouts: resolves who pays and for what, and opens a session with the provider. */
@Injectable()
export class CheckoutService {
  constructor(
    @InjectDataSource(BILLING_SCHEMA) private readonly db: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    private readonly plans: PlansService,
  ) {}

  /** Read per call: the embedded mode learns its address (PORT=0) only once listening. */
  private get publicUrl(): string {
    return this.config.PUBLIC_URL.replace(/\/+$/, '');
  }

  async start(user: AuthUser | undefined, request: CheckoutRequest): Promise<CheckoutResponse> {
    const payer = await this.payer(user, request);
    const order = await this.order(payer.userId, request);
    const reused = await queryRows(
      this.db,
      `SELECT * FROM checkout_sessions WHERE user_id = $1 AND kind = $2 AND provider = $3 AND status = 'open'
         AND plan_id IS NOT DISTINCT FROM $4 AND listing_plan_id IS NOT DISTINCT FROM $5 AND listing_id IS NOT DISTINCT FROM $6
         AND amount_cents = $7 AND created_at > now() - make_interval(mins => $8)
       ORDER BY created_at DESC LIMIT 1`,
      [
        payer.userId,
        order.kind,
        this.provider.name,
        order.planId,
        order.listingPlanId,
        order.listingId,
        order.amountCents,
        REUSE_OPEN_SESSION_MINUTES,
      ],
      SessionRow,
    );
    if (reused[0] && this.provider.name === 'sandbox')
      return {
        sessionId: reused[0].id,
        url: `/sandbox-checkout/${encodeURIComponent(reused[0].id)}`,
      };
    const metadata: Record<string, string> = {
      kind: order.kind,
      user_id: payer.userId,
      ...(order.planId ? { plan_id: order.planId } : {}),
      ...(order.listingPlanId ? { listing_plan_id: order.listingPlanId } : {}),
      ...(order.listingId ? { listing_id: order.listingId } : {}),
    };
    const created = await this.provider.createCheckout({
      userId: payer.userId,
      email: payer.email,
      description: order.description,
      amountCents: order.amountCents,
      currency: order.currency,
      metadata,
      successUrl: `${this.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${this.publicUrl}${order.kind === 'listing' ? '/profile' : '/auth'}`,
      // One key per order and time window: a double click opens one Stripe session.
      ...(order.kind === 'membership' ? { renewEveryDays: MEMBERSHIP_DAYS } : {}),
      idempotencyKey: `checkout:${payer.userId}:${order.kind}:${order.planId ?? order.listingPlanId}:${order.listingId ?? ''}:${Math.floor(Date.now() / (REUSE_OPEN_SESSION_MINUTES * 60_000))}`,
    });
    await execute(
      this.db,
      `INSERT INTO checkout_sessions (id, user_id, email, kind, plan_id, listing_plan_id, listing_id, description, amount_cents, currency, provider)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
      [
        created.sessionId,
        payer.userId,
        payer.email,
        order.kind,
        order.planId,
        order.listingPlanId,
        order.listingId,
        order.description,
        order.amountCents,
        order.currency,
        this.provider.name,
      ],
    );
    return created;
  }

  async session(sessionId: string, manager: EntityManager = this.db.manager): Promise<SessionRow> {
    const row = await queryRow(
      manager,
      `SELECT * FROM checkout_sessions WHERE id = $1`,
      [sessionId],
      SessionRow,
    );
    if (!row) throw new NotFoundError('This checkout session does not exist.');
    return row;
  }

  /** The signed-in caller, or the account a fresh sign-up's token names (membership only). */
  private async payer(
    user: AuthUser | undefined,
    request: CheckoutRequest,
  ): Promise<{ userId: string; email: string | null }> {
    if (user) return { userId: user.id, email: user.email };
    if (!request.signUpToken || !request.planId) throw new UnauthorizedError();
    const rows = await queryRows(
      this.db,
      `SELECT user_id, email FROM customers WHERE sign_up_token_hash = $1 AND sign_up_token_expires_at > now()`,
      [hashSignUpToken(request.signUpToken)],
      SignUpCustomerRow,
    );
    if (!rows[0])
      throw new UnauthorizedError(
        'Your sign-up link to payment has expired. Please sign in to continue.',
      );
    return { userId: rows[0].user_id, email: rows[0].email };
  }

  private async order(userId: string, request: CheckoutRequest) {
    if (request.planId) {
      const plan = await this.plans.purchasableMembershipPlan(this.db.manager, request.planId);
      if (!plan)
        throw new ValidationError(SIGN_UP_PLAN_REQUIRED_MESSAGE, [
          { path: 'planId', message: SIGN_UP_PLAN_REQUIRED_MESSAGE },
        ]);
      return {
        kind: 'membership' as const,
        planId: plan.id,
        listingPlanId: null,
        listingId: null,
        description: `${plan.name} membership (30 days)`,
        amountCents: plan.priceCents,
        currency: plan.currency,
      };
    }
    const plan = await this.plans.purchasableListingPlan(this.db.manager, request.listingPlanId!);
    if (!plan)
      throw new ValidationError('Please select a listing plan.', [
        { path: 'listingPlanId', message: 'Please select a listing plan.' },
      ]);
    const listing = await queryRows(
      this.db,
      `SELECT user_id, sales_rep_id, title, deleted FROM listings WHERE listing_id = $1`,
      [request.listingId],
      ListingOwnerRow,
    );
    if (!listing[0] || listing[0].deleted) throw new NotFoundError('Listing not found');
    if (listing[0].user_id !== userId && listing[0].sales_rep_id !== userId)
      throw new ForbiddenError('You can only promote your own listings.');
    return {
      kind: 'listing' as const,
      planId: null,
      listingPlanId: plan.id,
      listingId: request.listingId!,
      description: `${plan.name}: ${listing[0].title} (${plan.durationDays} days)`,
      amountCents: plan.priceCents,
      currency: plan.currency,
    };
  }
}
