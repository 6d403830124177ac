import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MINIMUM_PAYOUT_CENTS,
  type PayoutRunResponse,
  adminAffiliatePaymentQuerySchema,
} from '@market/contracts';
import {
  type AdminRequest,
  type AuditTrail,
  type ServiceEvents,
  ValidationError,
  execute,
  queryRow,
  queryRows,
} from '@market/platform';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  AFFILIATES_AUDIT,
  AFFILIATES_CLOCK,
  AFFILIATES_EVENTS,
  AFFILIATES_SCHEMA,
  type Clock,
  PAYOUT_METHOD,
} from '../affiliates.tokens.js';
import type { PayoutMethod } from '../payouts/payout-method.port.js';
import {
  AffiliateRow,
  PaymentRow,
  decodeKey,
  displayName,
  encodeKey,
  toPayment,
} from './affiliate-rows.js';
import { ReferralsService } from './referrals.service.js';

const PayoutCandidateRow = z.object({ affiliate_id: z.string(), currency: z.string() });
const DueReferralRow = z.object({ id: z.string(), commission_cents: z.number() });
const InsertedPaymentRow = z.object({ id: z.string() });
/** The sum is cast ::int in the SQL, so a number. */
const PaymentTotalRow = z.object({ total: z.number() });

/** The calendar month before `now` (UTC), as YYYY-MM. */
export function previousMonth(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

function monthBounds(month: string): { start: Date; end: Date } {
  const [year, m] = month.split('-').map(Number);
  return { start: new Date(Date.UTC(year, m - 1, 1)), end: new Date(Date.UTC(year, m, 1)) };
}

/** A CSV cell: quoted, and a leading formula character neutralised (a spreadsheet opens this). */
function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * The monthly payout (SPEC.md §9: monthly, $50 minimum): every affiliate in good standing whose
 * approved, unpaid commissions earned up to the month's end reach the minimum is paid once
 * for that month (unique affiliate + month + currency); a second run of the month pays nobody.
 */
@Injectable()
export class PayoutsService {
  private readonly logger = new Logger('affiliates');

  constructor(
    @InjectDataSource(AFFILIATES_SCHEMA) private readonly db: DataSource,
    @Inject(AFFILIATES_EVENTS) private readonly events: ServiceEvents,
    @Inject(AFFILIATES_AUDIT) private readonly audit: AuditTrail,
    @Inject(AFFILIATES_CLOCK) private readonly clock: Clock,
    @Inject(PAYOUT_METHOD) private readonly method: PayoutMethod,
    private readonly referrals: ReferralsService,
  ) {}

  async run(by: AdminRequest | null, requested?: string): Promise<PayoutRunResponse> {
    const now = this.clock.now();
    const month = requested ?? previousMonth(now);
    const { start, end } = monthBounds(month);
    if (start > now)
      throw new ValidationError('This month has not started yet.', [
        { path: 'month', message: 'This month has not started yet.' },
      ]);
    await this.referrals.approveHeld();

    const candidates = await queryRows(
      this.db,
      `SELECT r.affiliate_id, r.currency FROM affiliate_referrals r JOIN affiliates a ON a.id = r.affiliate_id
       WHERE r.status = 'approved' AND r.payout_id IS NULL AND r.commission_cents > 0 AND r.created_at < $1
         AND a.status IN ('approved','active')
       GROUP BY r.affiliate_id, r.currency HAVING sum(r.commission_cents) >= $2
       ORDER BY r.affiliate_id`,
      [end, MINIMUM_PAYOUT_CENTS],
      PayoutCandidateRow,
    );

    let paidAffiliates = 0;
    let totalCents = 0;
    for (const candidate of candidates) {
      const paid = await this.payOne(by, candidate.affiliate_id, candidate.currency, month, end);
      if (paid) {
        paidAffiliates += 1;
        totalCents += paid;
      }
    }
    if (by)
      await this.audit.recordNow(by, {
        action: 'affiliates.payout.run',
        target: { type: 'payout_month', id: month },
        after: { month, paidAffiliates, totalCents },
      });
    this.logger.log(`Payout run ${month}: ${paidAffiliates} affiliate(s), ${totalCents} cents`);
    return { month, paidAffiliates, totalCents };
  }

  /** Pays one affiliate for the month; the amount paid, or 0 when there was nothing (left) to pay. */
  private async payOne(
    by: AdminRequest | null,
    affiliateId: string,
    currency: string,
    month: string,
    end: Date,
  ): Promise<number> {
    const claimed = await this.db.transaction(async (manager) => {
      const affiliate = await queryRow(
        manager,
        `SELECT * FROM affiliates WHERE id = $1 FOR UPDATE`,
        [affiliateId],
        AffiliateRow,
      );
      const due = await queryRows(
        manager,
        `SELECT id, commission_cents FROM affiliate_referrals
         WHERE affiliate_id = $1 AND currency = $2 AND status = 'approved' AND payout_id IS NULL
           AND commission_cents > 0 AND created_at < $3
         FOR UPDATE`,
        [affiliateId, currency, end],
        DueReferralRow,
      );
      const amount = due.reduce((sum, row) => sum + row.commission_cents, 0);
      if (!affiliate || amount < MINIMUM_PAYOUT_CENTS) return null;
      const inserted = await queryRows(
        manager,
        `INSERT INTO affiliate_payments (affiliate_id, month, amount_cents, currency, payment_method, status, referral_count, created_at)
         VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7)
         ON CONFLICT (affiliate_id, month, currency) DO NOTHING RETURNING id`,
        [affiliateId, month, amount, currency, this.method.name, due.length, this.clock.now()],
        InsertedPaymentRow,
      );
      // Already paid for this month: what is left waits for next month's run.
      if (!inserted.length) return null;
      await execute(
        manager,
        `UPDATE affiliate_referrals SET status = 'paid', payout_id = $2, paid_at = $3 WHERE id = ANY($1::uuid[])`,
        [due.map((row) => row.id), inserted[0].id, this.clock.now()],
      );
      return { paymentId: inserted[0].id, amount, count: due.length, affiliate };
    });
    if (!claimed) return 0;

    const result = await this.method.pay({
      paymentId: claimed.paymentId,
      affiliateId,
      affiliateCode: claimed.affiliate.affiliate_code!,
      month,
      amountCents: claimed.amount,
      currency,
      stripeAccountId: claimed.affiliate.stripe_account_id,
    });
    await this.db.transaction(async (manager) => {
      await execute(
        manager,
        `UPDATE affiliate_payments SET status = $2, reference = $3, payment_method = $4 WHERE id = $1`,
        [claimed.paymentId, result.status, result.reference, result.method],
      );
      if (result.status !== 'failed')
        await this.events.record(manager, 'affiliates.payout.paid', {
          paymentId: claimed.paymentId,
          affiliateId,
          email: claimed.affiliate.email,
          firstName: claimed.affiliate.first_name,
          month,
          amountCents: claimed.amount,
          paymentMethod: result.method,
          referralCount: claimed.count,
        });
      if (by)
        await this.audit.record(manager, by, {
          action: 'affiliates.payout.paid',
          target: { type: 'affiliate_payment', id: claimed.paymentId },
          after: { affiliateId, month, amountCents: claimed.amount, status: result.status },
        });
    });
    this.events.nudge();
    return claimed.amount;
  }

  async list(query: z.infer<typeof adminAffiliatePaymentQuerySchema>) {
    const key = decodeKey(query.cursor);
    const filter = `($1::uuid IS NULL OR p.affiliate_id = $1) AND ($2::text IS NULL OR p.month = $2)`;
    const rows = await queryRows(
      this.db,
      `SELECT p.*, a.affiliate_code, a.first_name, a.last_name, a.company_name, a.email
       FROM affiliate_payments p JOIN affiliates a ON a.id = p.affiliate_id
       WHERE ${filter}
         AND ($3::timestamptz IS NULL OR (date_trunc('milliseconds', p.created_at), p.id) < ($3::timestamptz, $4::uuid))
       ORDER BY date_trunc('milliseconds', p.created_at) DESC, p.id DESC LIMIT $5`,
      [
        query.affiliateId ?? null,
        query.month ?? null,
        key?.at ?? null,
        key?.id ?? null,
        query.limit + 1,
      ],
      PaymentRow,
    );
    const totals = await queryRows(
      this.db,
      `SELECT COALESCE(sum(amount_cents), 0)::int AS total FROM affiliate_payments p WHERE ${filter}`,
      [query.affiliateId ?? null, query.month ?? null],
      PaymentTotalRow,
    );
    const more = rows.length > query.limit;
    const page = rows.slice(0, query.limit);
    return {
      items: page.map(toPayment),
      nextCursor: more ? encodeKey(page[page.length - 1]) : null,
      totalCents: totals[0].total,
    };
  }

  /** The month's bank transfers as CSV (payments made by the bank export). */
  async exportCsv(by: AdminRequest, month: string): Promise<string> {
    const rows = await queryRows(
      this.db,
      `SELECT p.*, a.affiliate_code, a.first_name, a.last_name, a.company_name, a.email
       FROM affiliate_payments p JOIN affiliates a ON a.id = p.affiliate_id
       WHERE p.month = $1 AND p.payment_method = 'bank_export' ORDER BY a.affiliate_code`,
      [month],
      PaymentRow,
    );
    await this.audit.recordNow(by, {
      action: 'affiliates.payout.exported',
      target: { type: 'payout_month', id: month },
      after: { month, payments: rows.length },
    });
    const header = [
      'payment_id',
      'affiliate_code',
      'payee_name',
      'email',
      'amount',
      'currency',
      'month',
      'reference',
      'status',
    ];
    const lines = rows.map((row) =>
      [
        row.id,
        row.affiliate_code,
        displayName(row),
        row.email,
        (row.amount_cents / 100).toFixed(2),
        row.currency.toUpperCase(),
        row.month,
        `Affiliate commissions ${row.month} ${row.affiliate_code}`,
        row.status,
      ]
        .map(cell)
        .join(','),
    );
    return [header.join(','), ...lines].join('\r\n') + '\r\n';
  }
}
