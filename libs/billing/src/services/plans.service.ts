import { Inject, Injectable } from '@nestjs/common';
import {
  type CreateListingPlan,
  type CreateMembershipPlan,
  type ListingPlan,
  type MembershipPlan,
  createListingPlanSchema,
  currencySchema,
  planAudienceSchema,
  planTierSchema,
  createMembershipPlanSchema,
  updateListingPlanSchema,
  updateMembershipPlanSchema,
} from '@market/contracts';
import {
  type AdminRequest,
  AuditTrail,
  NotFoundError,
  type ServiceEvents,
  execute,
  queryRow,
  queryRows,
} from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { BILLING_AUDIT, BILLING_EVENTS, BILLING_SCHEMA } from '../billing.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** A membership_plans row as PostgreSQL sends it. */
export const MembershipPlanRow = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price_cents: z.number(),
  currency: currencySchema,
  tier: planTierSchema,
  target_audience: planAudienceSchema,
  is_active: z.boolean(),
  created_at: z.date(),
});
export type MembershipPlanRow = z.infer<typeof MembershipPlanRow>;

/** A listing_plans row as PostgreSQL sends it. */
export const ListingPlanRow = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price_cents: z.number(),
  currency: currencySchema,
  duration_days: z.number(),
  max_images: z.number(),
  featured_placement: z.boolean(),
  priority_placement: z.boolean(),
  social_media_promotion: z.boolean(),
  analytics_access: z.boolean(),
  contact_form_leads: z.boolean(),
  is_active: z.boolean(),
  created_at: z.date(),
});
export type ListingPlanRow = z.infer<typeof ListingPlanRow>;

const UsedRow = z.object({ used: z.boolean() });

const MEMBERSHIP_COLUMNS: Record<keyof z.infer<typeof updateMembershipPlanSchema>, string> = {
  name: 'name',
  description: 'description',
  priceCents: 'price_cents',
  currency: 'currency',
  tier: 'tier',
  targetAudience: 'target_audience',
  isActive: 'is_active',
};
const LISTING_COLUMNS: Record<keyof z.infer<typeof updateListingPlanSchema>, string> = {
  name: 'name',
  description: 'description',
  priceCents: 'price_cents',
  currency: 'currency',
  durationDays: 'duration_days',
  maxImages: 'max_images',
  featuredPlacement: 'featured_placement',
  priorityPlacement: 'priority_placement',
  socialMediaPromotion: 'social_media_promotion',
  analyticsAccess: 'analytics_access',
  contactFormLeads: 'contact_form_leads',
  isActive: 'is_active',
};

export function toMembershipPlan(row: MembershipPlanRow): MembershipPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    priceCents: row.price_cents,
    currency: row.currency,
    tier: row.tier,
    targetAudience: row.target_audience,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
  };
}

export function toListingPlan(row: ListingPlanRow): ListingPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    priceCents: row.price_cents,
    currency: row.currency,
    durationDays: row.duration_days,
    maxImages: row.max_images,
    featuredPlacement: row.featured_placement,
    priorityPlacement: row.priority_placement,
    socialMediaPromotion: row.social_media_promotion,
    analyticsAccess: row.analytics_access,
    contactFormLeads: row.contact_form_leads,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
  };
}

/** `SET a = $2, b = $3` from the fields a PATCH sent (params start after the id). */
function assignments(
  changes: Record<string, unknown>,
  columns: Record<string, string>,
): { sets: string[]; params: unknown[] } {
  const sets: string[] = [];
  const params: unknown[] = [];
  for (const [field, column] of Object.entries(columns)) {
    if (changes[field] === undefined) continue;
    params.push(changes[field]);
    sets.push(`${column} = $${params.length + 1}`);
  }
  return { sets, params };
}

/**
 * Membership plans (what reps and dealers pay monthly) and listing plans (a premium listing's
 * placement for some days): the admin's CRUD and the public lists. A plan something was sold
 * under is never removed: deleting it hides it (deleted_at) and stops its sale.
 */
@Injectable()
export class PlansService {
  constructor(
    @InjectDataSource(BILLING_SCHEMA) private readonly db: DataSource,
    @Inject(BILLING_EVENTS) private readonly events: ServiceEvents,
    @Inject(BILLING_AUDIT) private readonly audit: AuditTrail,
  ) {}

  /** SPEC.md §7: active plans for the audience (or both), price ascending. */
  async publicMembershipPlans(audience: 'sales_reps' | 'dealers'): Promise<MembershipPlan[]> {
    const rows = await queryRows(
      this.db,
      `SELECT * FROM membership_plans WHERE is_active AND deleted_at IS NULL AND target_audience IN ($1, 'both')
       ORDER BY price_cents, name, id`,
      [audience],
      MembershipPlanRow,
    );
    return rows.map(toMembershipPlan);
  }

  async publicListingPlans(): Promise<ListingPlan[]> {
    const rows = await queryRows(
      this.db,
      `SELECT * FROM listing_plans WHERE is_active AND deleted_at IS NULL ORDER BY price_cents, name, id`,
      [],
      ListingPlanRow,
    );
    return rows.map(toListingPlan);
  }

  async membershipPlans(): Promise<MembershipPlan[]> {
    const rows = await queryRows(
      this.db,
      `SELECT * FROM membership_plans WHERE deleted_at IS NULL ORDER BY price_cents, name, id`,
      [],
      MembershipPlanRow,
    );
    return rows.map(toMembershipPlan);
  }

  async listingPlans(): Promise<ListingPlan[]> {
    const rows = await queryRows(
      this.db,
      `SELECT * FROM listing_plans WHERE deleted_at IS NULL ORDER BY price_cents, name, id`,
      [],
      ListingPlanRow,
    );
    return rows.map(toListingPlan);
  }

  /** A plan that can be bought now (active, not deleted), or null. */
  async purchasableMembershipPlan(
    manager: EntityManager,
    id: string,
  ): Promise<MembershipPlan | null> {
    const rows = await queryRows(
      manager,
      `SELECT * FROM membership_plans WHERE id = $1 AND is_active AND deleted_at IS NULL`,
      [id],
      MembershipPlanRow,
    );
    return rows[0] ? toMembershipPlan(rows[0]) : null;
  }

  async purchasableListingPlan(manager: EntityManager, id: string): Promise<ListingPlan | null> {
    const rows = await queryRows(
      manager,
      `SELECT * FROM listing_plans WHERE id = $1 AND is_active AND deleted_at IS NULL`,
      [id],
      ListingPlanRow,
    );
    return rows[0] ? toListingPlan(rows[0]) : null;
  }

  async membershipPlan(manager: EntityManager, id: string): Promise<MembershipPlan | null> {
    const rows = await queryRows(
      manager,
      `SELECT * FROM membership_plans WHERE id = $1`,
      [id],
      MembershipPlanRow,
    );
    return rows[0] ? toMembershipPlan(rows[0]) : null;
  }

  async listingPlan(manager: EntityManager, id: string): Promise<ListingPlan | null> {
    const rows = await queryRows(
      manager,
      `SELECT * FROM listing_plans WHERE id = $1`,
      [id],
      ListingPlanRow,
    );
    return rows[0] ? toListingPlan(rows[0]) : null;
  }

  async createMembershipPlan(
    by: AdminRequest | null,
    input: CreateMembershipPlan,
  ): Promise<MembershipPlan> {
    const plan = createMembershipPlanSchema.parse(input);
    const created = await this.db.transaction(async (manager) => {
      const rows = await queryRows(
        manager,
        `INSERT INTO membership_plans (name, description, price_cents, currency, tier, target_audience, is_active)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
        [
          plan.name,
          plan.description,
          plan.priceCents,
          plan.currency,
          plan.tier,
          plan.targetAudience,
          plan.isActive,
        ],
        MembershipPlanRow,
      );
      const result = toMembershipPlan(rows[0]);
      await this.announce(manager, result, false);
      if (by)
        await this.audit.record(manager, by, {
          action: 'billing.membership-plan.created',
          target: { type: 'membership_plan', id: result.id },
          after: { ...result },
        });
      return result;
    });
    this.events.nudge();
    return created;
  }

  async updateMembershipPlan(
    by: AdminRequest,
    id: string,
    input: z.input<typeof updateMembershipPlanSchema>,
  ): Promise<MembershipPlan> {
    const changes = updateMembershipPlanSchema.parse(input);
    const updated = await this.db.transaction(async (manager) => {
      const before = await this.lockMembershipPlan(manager, id);
      const { sets, params } = assignments(changes, MEMBERSHIP_COLUMNS);
      const rows = sets.length
        ? await queryRows(
            manager,
            `UPDATE membership_plans SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 RETURNING *`,
            [id, ...params],
            MembershipPlanRow,
          )
        : await queryRows(
            manager,
            `SELECT * FROM membership_plans WHERE id = $1`,
            [id],
            MembershipPlanRow,
          );
      const after = toMembershipPlan(rows[0]);
      await this.announce(manager, after, false);
      await this.audit.record(manager, by, {
        action: 'billing.membership-plan.updated',
        target: { type: 'membership_plan', id },
        before: { ...before },
        after: { ...after },
      });
      return after;
    });
    this.events.nudge();
    return updated;
  }

  async deleteMembershipPlan(by: AdminRequest, id: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const before = await this.lockMembershipPlan(manager, id);
      const used = await queryRow(
        manager,
        `SELECT EXISTS (SELECT 1 FROM user_memberships WHERE plan_id = $1)
             OR EXISTS (SELECT 1 FROM checkout_sessions WHERE plan_id = $1) AS used`,
        [id],
        UsedRow,
      );
      if (used?.used)
        await execute(
          manager,
          `UPDATE membership_plans SET deleted_at = now(), is_active = false, updated_at = now() WHERE id = $1`,
          [id],
        );
      else await execute(manager, `DELETE FROM membership_plans WHERE id = $1`, [id]);
      await this.announce(manager, before, true);
      await this.audit.record(manager, by, {
        action: 'billing.membership-plan.deleted',
        target: { type: 'membership_plan', id },
        before: { ...before },
      });
    });
    this.events.nudge();
  }

  async createListingPlan(by: AdminRequest | null, input: CreateListingPlan): Promise<ListingPlan> {
    const plan = createListingPlanSchema.parse(input);
    return this.db.transaction(async (manager) => {
      const rows = await queryRows(
        manager,
        `INSERT INTO listing_plans (name, description, price_cents, currency, duration_days, max_images, featured_placement,
           priority_placement, social_media_promotion, analytics_access, contact_form_leads, is_active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
        [
          plan.name,
          plan.description,
          plan.priceCents,
          plan.currency,
          plan.durationDays,
          plan.maxImages,
          plan.featuredPlacement,
          plan.priorityPlacement,
          plan.socialMediaPromotion,
          plan.analyticsAccess,
          plan.contactFormLeads,
          plan.isActive,
        ],
        ListingPlanRow,
      );
      const result = toListingPlan(rows[0]);
      if (by)
        await this.audit.record(manager, by, {
          action: 'billing.listing-plan.created',
          target: { type: 'listing_plan', id: result.id },
          after: { ...result },
        });
      return result;
    });
  }

  async updateListingPlan(
    by: AdminRequest,
    id: string,
    input: z.input<typeof updateListingPlanSchema>,
  ): Promise<ListingPlan> {
    const changes = updateListingPlanSchema.parse(input);
    return this.db.transaction(async (manager) => {
      const before = await this.lockListingPlan(manager, id);
      const { sets, params } = assignments(changes, LISTING_COLUMNS);
      const rows = sets.length
        ? await queryRows(
            manager,
            `UPDATE listing_plans SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 RETURNING *`,
            [id, ...params],
            ListingPlanRow,
          )
        : await queryRows(
            manager,
            `SELECT * FROM listing_plans WHERE id = $1`,
            [id],
            ListingPlanRow,
          );
      const after = toListingPlan(rows[0]);
      await this.audit.record(manager, by, {
        action: 'billing.listing-plan.updated',
        target: { type: 'listing_plan', id },
        before: { ...before },
        after: { ...after },
      });
      return after;
    });
  }

  async deleteListingPlan(by: AdminRequest, id: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const before = await this.lockListingPlan(manager, id);
      const used = await queryRow(
        manager,
        `SELECT EXISTS (SELECT 1 FROM checkout_sessions WHERE listing_plan_id = $1) AS used`,
        [id],
        UsedRow,
      );
      if (used?.used)
        await execute(
          manager,
          `UPDATE listing_plans SET deleted_at = now(), is_active = false, updated_at = now() WHERE id = $1`,
          [id],
        );
      else await execute(manager, `DELETE FROM listing_plans WHERE id = $1`, [id]);
      await this.audit.record(manager, by, {
        action: 'billing.listing-plan.deleted',
        target: { type: 'listing_plan', id },
        before: { ...before },
      });
    });
  }

  private async lockMembershipPlan(manager: EntityManager, id: string): Promise<MembershipPlan> {
    const rows = await queryRows(
      manager,
      `SELECT * FROM membership_plans WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
      [id],
      MembershipPlanRow,
    );
    if (!rows[0]) throw new NotFoundError('Membership plan not found');
    return toMembershipPlan(rows[0]);
  }

  private async lockListingPlan(manager: EntityManager, id: string): Promise<ListingPlan> {
    const rows = await queryRows(
      manager,
      `SELECT * FROM listing_plans WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
      [id],
      ListingPlanRow,
    );
    if (!rows[0]) throw new NotFoundError('Listing plan not found');
    return toListingPlan(rows[0]);
  }

  /** identity keeps the plans a rep sign-up may choose from this event. */
  private async announce(
    manager: EntityManager,
    plan: MembershipPlan,
    deleted: boolean,
  ): Promise<void> {
    await this.events.record(manager, 'billing.membership-plan.changed', {
      planId: plan.id,
      name: plan.name,
      priceCents: plan.priceCents,
      currency: plan.currency,
      targetAudience: plan.targetAudience,
      isActive: plan.isActive && !deleted,
      deleted,
    });
  }
}
