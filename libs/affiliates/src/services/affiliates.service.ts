import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AFFILIATE_APPLICATION_SUCCESS_MESSAGE,
  type AdminAffiliate,
  type AdminAffiliateListQuery,
  type AdminAffiliatePage,
  type AffiliateApplicationResponse,
  type AffiliateStatus,
  DEFAULT_COMMISSION_RATE_PERCENT,
  affiliateStatusSchema,
  type MyAffiliate,
  affiliateApplicationRequestSchema,
  updateAffiliateRequestSchema,
} from '@market/contracts';
import {
  AffiliateApplicationExistsError,
  type AdminRequest,
  type AuditTrail,
  type AuthUser,
  ConflictError,
  NotFoundError,
  PLATFORM_CONFIG,
  type PlatformConfig,
  type ServiceEvents,
  execute,
  queryRow,
  queryRows,
} from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import {
  AFFILIATES_AUDIT,
  AFFILIATES_CLOCK,
  AFFILIATES_EVENTS,
  AFFILIATES_SCHEMA,
  type Clock,
} from '../affiliates.tokens.js';
import {
  AffiliateRow,
  AffiliateWithTotalsRow,
  TOTALS_SQL,
  decodeOffset,
  encodeOffset,
  inGoodStanding,
  toAdminAffiliate,
  totalsOf,
} from './affiliate-rows.js';

const FoundRow = z.object({ found: z.literal(1) });
const CreatedAffiliateRow = z.object({ id: z.string(), created_at: z.date() });
const StatusCountRow = z.object({ status: affiliateStatusSchema, count: z.number() });

/** Code letters: no 0/O, 1/I/L, so a code read aloud or off a banner is typed right. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export function newAffiliateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

const SORTS: Record<AdminAffiliateListQuery['sort'], string> = {
  created: 'a.created_at ASC, a.id ASC',
  '-created': 'a.created_at DESC, a.id DESC',
  name: 'lower(a.first_name || a.last_name) ASC, a.id ASC',
  '-name': 'lower(a.first_name || a.last_name) DESC, a.id DESC',
  earnings: 'earnings_cents ASC, a.id ASC',
  '-earnings': 'earnings_cents DESC, a.id DESC',
  referrals: 'referrals ASC, a.id ASC',
  '-referrals': 'referrals DESC, a.id DESC',
};

/**
 * Applications and affiliate records: apply, the owner's view, the admin's approval,
 * suspension, commission rate. A pending record is the application (SPEC.md §3).
 */
@Injectable()
export class AffiliatesService {
  private readonly origin: string;

  constructor(
    @InjectDataSource(AFFILIATES_SCHEMA) private readonly db: DataSource,
    @Inject(AFFILIATES_EVENTS) private readonly events: ServiceEvents,
    @Inject(AFFILIATES_AUDIT) private readonly audit: AuditTrail,
    @Inject(AFFILIATES_CLOCK) private readonly clock: Clock,
    @Inject(PLATFORM_CONFIG) platform: PlatformConfig,
  ) {
    this.origin = platform.PUBLIC_URL.replace(/\/+$/, '');
  }

  /** SPEC.md §9: `{origin}?ref={affiliate_code}`. */
  referralLink(code: string | null): string | null {
    return code ? `${this.origin}/?ref=${encodeURIComponent(code)}` : null;
  }

  /** The referral link of an affiliate in good standing (for its banners), or null. */
  async activeLink(code: string): Promise<string | null> {
    const rows = await queryRows(
      this.db,
      `SELECT * FROM affiliates WHERE affiliate_code = $1 AND status IN ('approved','active')`,
      [code.trim().toUpperCase()],
      AffiliateRow,
    );
    return rows[0] ? this.referralLink(rows[0].affiliate_code) : null;
  }

  async submitApplication(
    user: AuthUser | undefined,
    input: z.input<typeof affiliateApplicationRequestSchema>,
  ): Promise<AffiliateApplicationResponse> {
    const application = affiliateApplicationRequestSchema.parse(input);
    const id = await this.db
      .transaction(async (manager) => {
        if (user) {
          const mine = await queryRows(
            manager,
            `SELECT 1 AS found FROM affiliates WHERE user_id = $1`,
            [user.id],
            FoundRow,
          );
          if (mine.length) throw new AffiliateApplicationExistsError();
        }
        const rows = await queryRows(
          manager,
          `INSERT INTO affiliates (user_id, email, first_name, last_name, phone, website, company_name,
             experience_level, promotion_methods, expected_referrals, additional_info, commission_rate, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id, created_at`,
          [
            user?.id ?? null,
            application.email,
            application.firstName,
            application.lastName,
            application.phone,
            application.website,
            application.company,
            application.experienceLevel,
            application.promotionMethods,
            application.expectedReferrals,
            application.additionalInfo,
            DEFAULT_COMMISSION_RATE_PERCENT,
            this.clock.now(),
          ],
          CreatedAffiliateRow,
        );
        await this.events.record(manager, 'affiliates.application.submitted', {
          affiliateId: rows[0].id,
          userId: user?.id ?? null,
          email: application.email,
          firstName: application.firstName,
          lastName: application.lastName,
          companyName: application.company,
          website: application.website,
          experienceLevel: application.experienceLevel,
          promotionMethods: application.promotionMethods,
          submittedAt: rows[0].created_at.toISOString(),
        });
        return rows[0].id;
      })
      .catch((error: { code?: string }) => {
        // One record per e-mail address (and per account): the unique indexes decide.
        if (error.code === '23505') throw new AffiliateApplicationExistsError();
        throw error;
      });
    this.events.nudge();
    return {
      application: { id, status: 'pending' },
      message: AFFILIATE_APPLICATION_SUCCESS_MESSAGE,
    };
  }

  /**
   * The signed-in user's record. A record applied for signed out with the account's (verified:
   * they signed in) address is linked to the account on first sight.
   */
  async mine(user: AuthUser): Promise<MyAffiliate | null> {
    let row = await this.withTotals(this.db.manager, 'a.user_id = $1', [user.id]);
    if (!row && user.email) {
      const linked = await this.linkByEmail(user.id, user.email);
      if (linked) row = await this.withTotals(this.db.manager, 'a.user_id = $1', [user.id]);
    }
    if (!row) return null;
    return {
      id: row.id,
      affiliateCode: row.affiliate_code,
      status: row.status,
      companyName: row.company_name,
      commissionRatePercent: Number(row.commission_rate),
      referralLink: this.referralLink(row.affiliate_code),
      stats: totalsOf(row),
      approvedAt: row.approved_at?.toISOString() ?? null,
      createdAt: row.created_at.toISOString(),
    };
  }

  /** Links the unlinked record of `email` to the account; true when one was linked. */
  async linkByEmail(userId: string, email: string, manager?: EntityManager): Promise<boolean> {
    const run = async (m: EntityManager) => {
      const rows = await queryRows(
        m,
        `UPDATE affiliates SET user_id = $1, updated_at = now()
         WHERE lower(email) = lower($2) AND user_id IS NULL
           AND NOT EXISTS (SELECT 1 FROM affiliates WHERE user_id = $1)
         RETURNING *`,
        [userId, email],
        AffiliateRow,
      );
      if (!rows.length) return false;
      await this.announceStanding(m, rows[0]);
      return true;
    };
    if (manager) return run(manager);
    const linked = await this.db.transaction(run);
    if (linked) this.events.nudge();
    return linked;
  }

  async list(query: AdminAffiliateListQuery): Promise<AdminAffiliatePage> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (query.q) {
      params.push(`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(
        `(a.email ILIKE $${params.length} OR a.first_name || ' ' || a.last_name ILIKE $${params.length}
          OR a.company_name ILIKE $${params.length} OR a.affiliate_code ILIKE $${params.length})`,
      );
    }
    const countRows = await queryRows(
      this.db,
      `SELECT status, count(*)::int AS count FROM affiliates a ${where.length ? `WHERE ${where.join(' AND ')}` : ''} GROUP BY status`,
      params,
      StatusCountRow,
    );
    const counts = { all: 0, pending: 0, approved: 0, active: 0, suspended: 0 };
    for (const row of countRows) {
      counts[row.status] = row.count;
      counts.all += row.count;
    }
    if (query.status !== 'all') {
      params.push(query.status);
      where.push(`a.status = $${params.length}`);
    }
    const offset = decodeOffset(query.cursor);
    params.push(query.limit + 1, offset);
    const rows = await queryRows(
      this.db,
      `SELECT * FROM (SELECT a.*, ${TOTALS_SQL} FROM affiliates a
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}) a
       ORDER BY ${SORTS[query.sort]} LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
      AffiliateWithTotalsRow,
    );
    const more = rows.length > query.limit;
    return {
      items: rows.slice(0, query.limit).map(toAdminAffiliate),
      nextCursor: more ? encodeOffset(offset + query.limit) : null,
      counts,
    };
  }

  async approve(by: AdminRequest, id: string): Promise<AdminAffiliate> {
    const result = await this.db.transaction(async (manager) => {
      const before = await this.lock(manager, id);
      if (before.status !== 'pending')
        throw new ConflictError(`This affiliate is already ${before.status}.`);
      const now = this.clock.now();
      let row: AffiliateRow | undefined;
      // A fresh code on the (unlikely) collision: the unique index is the judge.
      for (let attempt = 0; !row && attempt < 5; attempt++) {
        const code = newAffiliateCode();
        const taken = await queryRows(
          manager,
          `SELECT 1 AS found FROM affiliates WHERE affiliate_code = $1`,
          [code],
          FoundRow,
        );
        if (taken.length) continue;
        const rows = await queryRows(
          manager,
          `UPDATE affiliates SET status = 'approved', affiliate_code = $2, approved_at = $3, approved_by = $4,
             suspended_at = NULL, updated_at = now() WHERE id = $1 RETURNING *`,
          [id, code, now, by.actor.id],
          AffiliateRow,
        );
        row = rows[0];
      }
      if (!row)
        throw new ConflictError('Could not generate a unique affiliate code. Please try again.');
      await this.events.record(manager, 'affiliates.affiliate.approved', {
        affiliateId: row.id,
        userId: row.user_id,
        email: row.email,
        firstName: row.first_name,
        affiliateCode: row.affiliate_code!,
        commissionRatePercent: Number(row.commission_rate),
        referralLink: this.referralLink(row.affiliate_code)!,
        approvedAt: now.toISOString(),
        approvedBy: by.actor.id,
      });
      await this.announceStanding(manager, row);
      const after = await this.view(manager, id);
      await this.audit.record(manager, by, {
        action: 'affiliates.affiliate.approved',
        target: { type: 'affiliate', id },
        before: { status: before.status },
        after: { status: after.status, affiliateCode: after.affiliateCode },
      });
      return after;
    });
    this.events.nudge();
    return result;
  }

  async suspend(by: AdminRequest, id: string): Promise<AdminAffiliate> {
    return this.changeStatus(by, id, 'suspended', ['approved', 'active'], 'suspended');
  }

  async reactivate(by: AdminRequest, id: string): Promise<AdminAffiliate> {
    return this.changeStatus(by, id, 'approved', ['suspended'], 'reactivated');
  }

  async update(
    by: AdminRequest,
    id: string,
    input: z.input<typeof updateAffiliateRequestSchema>,
  ): Promise<AdminAffiliate> {
    const changes = updateAffiliateRequestSchema.parse(input);
    const result = await this.db.transaction(async (manager) => {
      const before = await this.lock(manager, id);
      await execute(
        manager,
        `UPDATE affiliates SET commission_rate = COALESCE($2, commission_rate),
           stripe_account_id = CASE WHEN $3 THEN $4 ELSE stripe_account_id END, updated_at = now()
         WHERE id = $1`,
        [
          id,
          changes.commissionRatePercent ?? null,
          changes.stripeAccountId !== undefined,
          changes.stripeAccountId ?? null,
        ],
      );
      const after = await this.view(manager, id);
      await this.audit.record(manager, by, {
        action: 'affiliates.affiliate.updated',
        target: { type: 'affiliate', id },
        before: {
          commissionRatePercent: Number(before.commission_rate),
          stripeAccountId: before.stripe_account_id,
        },
        after: {
          commissionRatePercent: after.commissionRatePercent,
          stripeAccountId: after.stripeAccountId,
        },
      });
      return after;
    });
    this.events.nudge();
    return result;
  }

  /**
   * identity.user.deleted: the referred account's address is forgotten (its referrals stay,
   * they are the affiliate's history), and the account's own affiliate record is unlinked
   * and suspended (its link stops; its payouts stay on record).
   */
  async accountDeleted(manager: EntityManager, userId: string): Promise<void> {
    await execute(manager, `UPDATE referred_users SET email = '' WHERE user_id = $1`, [userId]);
    await execute(
      manager,
      `UPDATE affiliates SET user_id = NULL,
         status = CASE WHEN status = 'pending' THEN status ELSE 'suspended' END,
         suspended_at = CASE WHEN status = 'pending' THEN suspended_at ELSE $2::timestamptz END,
         updated_at = now()
       WHERE user_id = $1`,
      [userId, this.clock.now()],
    );
  }

  /** The first tracked click of an approved affiliate makes it active. */
  async markActive(manager: EntityManager, id: string): Promise<void> {
    const rows = await queryRows(
      manager,
      `UPDATE affiliates SET status = 'active', updated_at = now() WHERE id = $1 AND status = 'approved' RETURNING *`,
      [id],
      AffiliateRow,
    );
    if (rows[0]) await this.announceStanding(manager, rows[0]);
  }

  private async changeStatus(
    by: AdminRequest,
    id: string,
    status: AffiliateStatus,
    from: AffiliateStatus[],
    verb: string,
  ): Promise<AdminAffiliate> {
    const result = await this.db.transaction(async (manager) => {
      const before = await this.lock(manager, id);
      if (!from.includes(before.status))
        throw new ConflictError(
          before.status === 'pending'
            ? 'This affiliate has not been approved yet.'
            : `This affiliate is already ${before.status}.`,
        );
      const rows = await queryRows(
        manager,
        `UPDATE affiliates SET status = $2, suspended_at = CASE WHEN $2 = 'suspended' THEN $3::timestamptz ELSE NULL END,
           updated_at = now() WHERE id = $1 RETURNING *`,
        [id, status, this.clock.now()],
        AffiliateRow,
      );
      await this.announceStanding(manager, rows[0]);
      const after = await this.view(manager, id);
      await this.audit.record(manager, by, {
        action: `affiliates.affiliate.${verb}`,
        target: { type: 'affiliate', id },
        before: { status: before.status },
        after: { status: after.status },
      });
      return after;
    });
    this.events.nudge();
    return result;
  }

  /** Tells identity whether the account is an affiliate now (only once there is an account). */
  private async announceStanding(manager: EntityManager, row: AffiliateRow): Promise<void> {
    if (!row.user_id) return;
    await this.events.record(manager, 'affiliates.affiliate.status-changed', {
      affiliateId: row.id,
      userId: row.user_id,
      status: row.status,
      isAffiliate: inGoodStanding(row.status),
      changedAt: this.clock.now().toISOString(),
    });
  }

  private async lock(manager: EntityManager, id: string): Promise<AffiliateRow> {
    const row = await queryRow(
      manager,
      `SELECT * FROM affiliates WHERE id = $1 FOR UPDATE`,
      [id],
      AffiliateRow,
    );
    if (!row) throw new NotFoundError('Affiliate not found');
    return row;
  }

  private async view(manager: EntityManager, id: string): Promise<AdminAffiliate> {
    const row = await this.withTotals(manager, 'a.id = $1', [id]);
    if (!row) throw new NotFoundError('Affiliate not found');
    return toAdminAffiliate(row);
  }

  private async withTotals(
    manager: EntityManager,
    where: string,
    params: unknown[],
  ): Promise<AffiliateWithTotalsRow | undefined> {
    const rows = await queryRows(
      manager,
      `SELECT a.*, ${TOTALS_SQL} FROM affiliates a WHERE ${where}`,
      params,
      AffiliateWithTotalsRow,
    );
    return rows[0];
  }
}
