import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AdminAffiliateReferral,
  type AffiliateReferralPage,
  type ConversionType,
  type EventData,
  PREMIUM_LISTING_COMMISSION_PERCENT,
  REFERRAL_COOKIE_DAYS,
  adminAffiliateReferralQuerySchema,
  myReferralsQuerySchema,
} from '@market/contracts';
import {
  ReferralCodeUnknownError,
  type ServiceEvents,
  execute,
  queryRow,
  queryRows,
} from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import type { AffiliatesConfig } from '../affiliates.config.js';
import {
  AFFILIATES_CLOCK,
  AFFILIATES_CONFIG,
  AFFILIATES_EVENTS,
  AFFILIATES_SCHEMA,
  type Clock,
} from '../affiliates.tokens.js';
import {
  AffiliateRow,
  ReferralRow,
  decodeKey,
  displayName,
  encodeKey,
  inGoodStanding,
  toReferral,
} from './affiliate-rows.js';
import { AffiliatesService } from './affiliates.service.js';

/** A referral with its affiliate's commission rate (numeric: text). */
const ReferralWithRateRow = ReferralRow.extend({ commission_rate: z.string() });

/** A referral as the admin's list shows it: with its affiliate and the referred account's address. */
const AdminReferralRow = ReferralRow.extend({
  affiliate_code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string().nullable(),
  referred_email: z.string().nullable(),
});

const ClaimedRow = z.object({ user_id: z.string() });
const InsertedRow = z.object({ id: z.string() });

const DAY_MS = 86_400_000;
export const REFERRAL_WINDOW_MS = REFERRAL_COOKIE_DAYS * DAY_MS;

/** Why an attribution was not made (logged; the tests read it). */
export type AttributionOutcome =
  | 'attributed'
  | 'no-code'
  | 'unknown-code'
  | 'expired'
  | 'self-referral'
  | 'already-referred'
  | 'not-referred'
  | 'duplicate';

/** Commission in cents: `percent` of `amountCents`, rounded half up to the cent. */
export function commissionOf(amountCents: number, percent: number): number {
  return Math.round((amountCents * Math.round(percent * 100)) / 10_000);
}

/**
 * Referral tracking and attribution (SPEC.md §9): a `?ref=` visit sets the 30-day cookie and
 * counts a click; the sign-up it carries is attributed to the affiliate once and for good; that
 * account's premium listing, membership and dealer approval earn the affiliate a commission,
 * each exactly once (unique source id, unique per affiliate, referred account and type).
 */
@Injectable()
export class ReferralsService {
  private readonly logger = new Logger('affiliates');

  constructor(
    @InjectDataSource(AFFILIATES_SCHEMA) private readonly db: DataSource,
    @Inject(AFFILIATES_EVENTS) private readonly events: ServiceEvents,
    @Inject(AFFILIATES_CONFIG) private readonly config: AffiliatesConfig,
    @Inject(AFFILIATES_CLOCK) private readonly clock: Clock,
    private readonly affiliates: AffiliatesService,
  ) {}

  /** Work in one transaction of the affiliates schema (the demo data records referrals so). */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Counts the click of an active affiliate's link; answers the cookie's issue and end times.
   * A visitor whose cookie already names this code from the last day is not counted again
   * (reloads and in-site navigation are one visit), though the cookie is renewed.
   */
  async track(
    rawCode: string,
    previous: { code: string; issuedAt: Date } | null = null,
  ): Promise<{ code: string; issuedAt: Date; expiresAt: Date }> {
    const code = rawCode.trim().toUpperCase();
    const now = this.clock.now();
    const repeat =
      previous?.code === code &&
      now.getTime() - previous.issuedAt.getTime() < DAY_MS &&
      previous.issuedAt.getTime() <= now.getTime();
    const tracked = await this.db.transaction(async (manager) => {
      const rows = await queryRows(
        manager,
        `SELECT * FROM affiliates WHERE affiliate_code = $1 AND status IN ('approved','active')`,
        [code],
        AffiliateRow,
      );
      const affiliate = rows[0];
      if (!affiliate) return false;
      if (repeat) return true;
      await execute(
        manager,
        `INSERT INTO affiliate_clicks (affiliate_id, day, clicks) VALUES ($1, ($2::timestamptz AT TIME ZONE 'UTC')::date, 1)
         ON CONFLICT (affiliate_id, day) DO UPDATE SET clicks = affiliate_clicks.clicks + 1`,
        [affiliate.id, now],
      );
      await this.affiliates.markActive(manager, affiliate.id);
      return true;
    });
    if (!tracked) throw new ReferralCodeUnknownError();
    this.events.nudge();
    return { code, issuedAt: now, expiresAt: new Date(now.getTime() + REFERRAL_WINDOW_MS) };
  }

  /** identity.user.registered: keeps the account, and attributes it when the sign-up carried a code. */
  async registered(
    manager: EntityManager,
    data: EventData<'identity.user.registered'>,
    occurredAt: string,
  ): Promise<AttributionOutcome> {
    await execute(
      manager,
      `INSERT INTO referred_users (user_id, email) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email`,
      [data.userId, data.email],
    );
    if (!data.referralCode) return 'no-code';
    const rows = await queryRows(
      manager,
      `SELECT * FROM affiliates WHERE affiliate_code = $1`,
      [data.referralCode.toUpperCase()],
      AffiliateRow,
    );
    const affiliate = rows[0];
    if (!affiliate || !inGoodStanding(affiliate.status)) return this.refused('unknown-code', data);
    // The window runs from the visit that set the cookie to the sign-up (not to when this
    // event is handled: a redelivery days later decides the same).
    const signedUpAt = Date.parse(occurredAt);
    const issuedAt = data.referralIssuedAt ? Date.parse(data.referralIssuedAt) : NaN;
    if (
      Number.isNaN(issuedAt) ||
      signedUpAt - issuedAt > REFERRAL_WINDOW_MS ||
      issuedAt - signedUpAt > DAY_MS
    )
      return this.refused('expired', data);
    if (
      affiliate.user_id === data.userId ||
      affiliate.email.toLowerCase() === data.email.toLowerCase()
    )
      return this.refused('self-referral', data);
    const claimed = await queryRows(
      manager,
      `UPDATE referred_users SET affiliate_id = $2, referral_code = $3, attributed_at = $4
       WHERE user_id = $1 AND affiliate_id IS NULL RETURNING user_id`,
      [data.userId, affiliate.id, affiliate.affiliate_code, occurredAt],
      ClaimedRow,
    );
    if (!claimed.length) return this.refused('already-referred', data);
    return this.record(manager, affiliate, {
      referredUserId: data.userId,
      type: 'signup',
      valueCents: 0,
      // §9 pays for sales, dealers and premium listings, not for a sign-up: it counts as a referral.
      commissionCents: 0,
      currency: 'usd',
      status: 'approved',
      sourceId: `signup:${data.userId}`,
      paymentId: null,
      at: new Date(occurredAt),
    });
  }

  /** billing.payment.succeeded: a premium listing earns 25%, a membership the affiliate's rate. */
  async paymentSucceeded(
    manager: EntityManager,
    data: EventData<'billing.payment.succeeded'>,
  ): Promise<AttributionOutcome> {
    const affiliate = await this.referrerOf(manager, data.userId);
    if (!affiliate) return 'not-referred';
    if (affiliate.user_id === data.userId) return 'self-referral';
    const type: ConversionType = data.kind === 'listing' ? 'premium_listing' : 'membership';
    const percent =
      type === 'premium_listing'
        ? PREMIUM_LISTING_COMMISSION_PERCENT
        : Number(affiliate.commission_rate);
    return this.record(manager, affiliate, {
      referredUserId: data.userId,
      type,
      valueCents: data.amountCents,
      commissionCents: commissionOf(data.amountCents, percent),
      currency: data.currency,
      // Pending through the refund window; approved by the sweep (or the payout run) after it.
      status: this.config.AFFILIATE_HOLD_DAYS === 0 ? 'approved' : 'pending',
      sourceId: `payment:${data.paymentId}`,
      paymentId: data.paymentId,
      at: this.clock.now(),
    });
  }

  /**
   * billing.payment.refunded: the commission follows what the payer kept; a full refund cancels
   * it. A commission already paid out stays as paid (finance settles it with the affiliate).
   */
  async paymentRefunded(
    manager: EntityManager,
    data: EventData<'billing.payment.refunded'>,
  ): Promise<void> {
    const referral = await queryRow(
      manager,
      `SELECT r.*, a.commission_rate FROM affiliate_referrals r JOIN affiliates a ON a.id = r.affiliate_id
       WHERE r.payment_id = $1 FOR UPDATE OF r`,
      [data.paymentId],
      ReferralWithRateRow,
    );
    if (!referral || referral.status === 'paid' || referral.status === 'cancelled') return;
    const kept = Math.max(0, data.amountCents - data.refundedCents);
    if (kept === 0) {
      await execute(
        manager,
        `UPDATE affiliate_referrals SET status = 'cancelled', cancelled_at = $2 WHERE id = $1`,
        [referral.id, this.clock.now()],
      );
      return;
    }
    const percent =
      referral.conversion_type === 'premium_listing'
        ? PREMIUM_LISTING_COMMISSION_PERCENT
        : (referral.commission_cents * 100) / Math.max(1, referral.conversion_value_cents);
    await execute(
      manager,
      `UPDATE affiliate_referrals SET commission_cents = LEAST(commission_cents, $2) WHERE id = $1`,
      [referral.id, commissionOf(kept, percent)],
    );
  }

  /** dealers.dealer.approved: a referred account became an approved dealer (the fixed amount). */
  async dealerApproved(
    manager: EntityManager,
    data: EventData<'dealers.dealer.approved'>,
  ): Promise<AttributionOutcome> {
    const affiliate = await this.referrerOf(manager, data.userId);
    if (!affiliate) return 'not-referred';
    if (affiliate.user_id === data.userId) return 'self-referral';
    return this.record(manager, affiliate, {
      referredUserId: data.userId,
      type: 'dealer',
      valueCents: 0,
      commissionCents: this.config.AFFILIATE_DEALER_REFERRAL_CENTS,
      currency: 'usd',
      status: 'approved',
      sourceId: `dealer:${data.dealerId}`,
      paymentId: null,
      at: this.clock.now(),
    });
  }

  /** Commissions past the refund hold become approved (payable). */
  async approveHeld(manager: EntityManager = this.db.manager): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - this.config.AFFILIATE_HOLD_DAYS * DAY_MS);
    return execute(
      manager,
      `UPDATE affiliate_referrals SET status = 'approved', approved_at = $2
       WHERE status = 'pending' AND created_at <= $1`,
      [cutoff, this.clock.now()],
    );
  }

  async mine(
    userId: string,
    query: z.infer<typeof myReferralsQuerySchema>,
  ): Promise<AffiliateReferralPage> {
    const key = decodeKey(query.cursor);
    const rows = await queryRows(
      this.db,
      `SELECT r.* FROM affiliate_referrals r JOIN affiliates a ON a.id = r.affiliate_id
       WHERE a.user_id = $1
         AND ($2::timestamptz IS NULL OR (date_trunc('milliseconds', r.created_at), r.id) < ($2::timestamptz, $3::uuid))
       ORDER BY date_trunc('milliseconds', r.created_at) DESC, r.id DESC LIMIT $4`,
      [userId, key?.at ?? null, key?.id ?? null, query.limit + 1],
      ReferralRow,
    );
    const more = rows.length > query.limit;
    const page = rows.slice(0, query.limit);
    return {
      items: page.map(toReferral),
      nextCursor: more ? encodeKey(page[page.length - 1]) : null,
    };
  }

  async adminList(query: z.infer<typeof adminAffiliateReferralQuerySchema>): Promise<{
    items: AdminAffiliateReferral[];
    nextCursor: string | null;
  }> {
    const key = decodeKey(query.cursor);
    const rows = await queryRows(
      this.db,
      `SELECT r.*, a.affiliate_code, a.first_name, a.last_name, a.company_name, u.email AS referred_email
       FROM affiliate_referrals r JOIN affiliates a ON a.id = r.affiliate_id
       LEFT JOIN referred_users u ON u.user_id = r.referred_user_id
       WHERE ($1::uuid IS NULL OR r.affiliate_id = $1) AND ($2::text IS NULL OR r.status = $2)
         AND ($3::timestamptz IS NULL OR (date_trunc('milliseconds', r.created_at), r.id) < ($3::timestamptz, $4::uuid))
       ORDER BY date_trunc('milliseconds', r.created_at) DESC, r.id DESC LIMIT $5`,
      [
        query.affiliateId ?? null,
        query.status ?? null,
        key?.at ?? null,
        key?.id ?? null,
        query.limit + 1,
      ],
      AdminReferralRow,
    );
    const more = rows.length > query.limit;
    const page = rows.slice(0, query.limit);
    return {
      items: page.map((row) => ({
        ...toReferral(row),
        affiliateId: row.affiliate_id,
        affiliateCode: row.affiliate_code,
        affiliateName: displayName(row),
        referralCode: row.referral_code,
        referredUserId: row.referred_user_id,
        referredEmail: row.referred_email || null,
        paymentId: row.payment_id,
      })),
      nextCursor: more ? encodeKey(page[page.length - 1]) : null,
    };
  }

  /** The affiliate an account was referred by, while that affiliate is in good standing. */
  private async referrerOf(manager: EntityManager, userId: string): Promise<AffiliateRow | null> {
    const rows = await queryRows(
      manager,
      `SELECT a.* FROM referred_users u JOIN affiliates a ON a.id = u.affiliate_id
       WHERE u.user_id = $1 AND a.status IN ('approved','active')`,
      [userId],
      AffiliateRow,
    );
    return rows[0] ?? null;
  }

  private async record(
    manager: EntityManager,
    affiliate: AffiliateRow,
    referral: {
      referredUserId: string;
      type: ConversionType;
      valueCents: number;
      commissionCents: number;
      currency: string;
      status: 'pending' | 'approved';
      sourceId: string;
      paymentId: string | null;
      at: Date;
    },
  ): Promise<AttributionOutcome> {
    // Exactly once: a redelivered event (same source) or a second conversion of the same type
    // by the same account (repeat attribution) inserts nothing.
    const inserted = await queryRows(
      manager,
      `INSERT INTO affiliate_referrals (affiliate_id, referral_code, referred_user_id, conversion_type,
         conversion_value_cents, commission_cents, currency, status, source_id, payment_id, approved_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $8 = 'approved' THEN $11::timestamptz END, $11)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        affiliate.id,
        affiliate.affiliate_code,
        referral.referredUserId,
        referral.type,
        referral.valueCents,
        referral.commissionCents,
        referral.currency,
        referral.status,
        referral.sourceId,
        referral.paymentId,
        referral.at,
      ],
      InsertedRow,
    );
    return inserted.length ? 'attributed' : 'duplicate';
  }

  private refused(
    outcome: AttributionOutcome,
    data: { userId: string; referralCode?: string | null },
  ): AttributionOutcome {
    this.logger.log(`Sign-up ${data.userId} not attributed to ${data.referralCode}: ${outcome}`);
    return outcome;
  }
}
