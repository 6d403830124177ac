import { Inject, Injectable } from '@nestjs/common';
import {
  type CreateListingPlan,
  type CreateMembershipPlan,
  type ListingPlan,
  type MembershipPlan,
  type PlanAudience,
  createListingPlanSchema,
  createMembershipPlanSchema,
  updateListingPlanSchema,
  updateMembershipPlanSchema,
} from '@market/contracts';
import { type AdminRequest, AuditTrail, NotFoundError, type ServiceEvents } from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import { BILLING_AUDIT, BILLING_EVENTS, BILLING_SCHEMA } from '../billing.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

interface MembershipPlanRow {
  id: string;
  name: string;
  description: string | null;
  price_cents: number;
  currency: MembershipPlan['currency'];
  tier: MembershipPlan['tier'];
  target_audience: PlanAudience;
  is_active: boolean;
  created_at: Date;
}

interface ListingPlanRow {
  id: string;
  name: string;
  description: string | null;
  price_cents: number;
  currency: ListingPlan['currency'];
  duration_days: number;
  max_images: number;
  featured_placement: boolean;
  priority_placement: boolean;
  social_media_promotion: boolean;
  analytics_access: boolean;
  contact_form_leads: boolean;
  is_active: boolean;
  created_at: Date;
}

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
    const rows: MembershipPlanRow[] = await this.db.query(
      `SELECT * FROM membership_plans WHERE is_active AND deleted_at IS NULL AND target_audience IN ($1, 'both')
       ORDER BY price_cents, name, id`,
      [audience],
    );
    return rows.map(toMembershipPlan);
  }

  async publicListingPlans(): Promise<ListingPlan[]> {
    const rows: ListingPlanRow[] = await this.db.query(
      `SELECT * FROM listing_plans WHERE is_active AND deleted_at IS NULL ORDER BY price_cents, name, id`,
    );
    return rows.map(toListingPlan);
  }

  async membershipPlans(): Promise<MembershipPlan[]> {
    const rows: MembershipPlanRow[] = await this.db.query(
      `SELECT * FROM membership_plans WHERE deleted_at IS NULL ORDER BY price_cents, name, id`,
    );
    return rows.map(toMembershipPlan);
  }

  async listingPlans(): Promise<ListingPlan[]> {
    const rows: ListingPlanRow[] = await this.db.query(
      `SELECT * FROM listing_plans WHERE deleted_at IS NULL ORDER BY price_cents, name, id`,
    );
    return rows.map(toListingPlan);
  }

  /** A plan that can be bought now (active, not deleted), or null. */
  async purchasableMembershipPlan(
    manager: EntityManager,
    id: string,
  ): Promise<MembershipPlan | null> {
    const rows: MembershipPlanRow[] = await manager.query(
      `SELECT * FROM membership_plans WHERE id = $1 AND is_active AND deleted_at IS NULL`,
      [id],
    );
    return rows[0] ? toMembershipPlan(rows[0]) : null;
  }

  async purchasableListingPlan(manager: EntityManager, id: string): Promise<ListingPlan | null> {
    const rows: ListingPlanRow[] = await manager.query(
      `SELECT * FROM listing_plans WHERE id = $1 AND is_active AND deleted_at IS NULL`,
      [id],
    );
    return rows[0] ? toListingPlan(rows[0]) : null;
  }

  async membershipPlan(manager: EntityManager, id: string): Promise<MembershipPlan | null> {
    const rows: MembershipPlanRow[] = await manager.query(
      `SELECT * FROM membership_plans WHERE id = $1`,
      [id],
    );
    return rows[0] ? toMembershipPlan(rows[0]) : null;
  }

  async listingPlan(manager: EntityManager, id: string): Promise<ListingPlan | null> {
    const rows: ListingPlanRow[] = await manager.query(
      `SELECT * FROM listing_plans WHERE id = $1`,
      [id],
    );
    return rows[0] ? toListingPlan(rows[0]) : null;
  }

  async createMembershipPlan(
    by: AdminRequest | null,
    input: CreateMembershipPlan,
  ): Promise<MembershipPlan> {
    const plan = createMembershipPlanSchema.parse(input);
    const created = await this.db.transaction(async (manager) => {
      const rows: MembershipPlanRow[] = await manager.query(
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
      const rows: MembershipPlanRow[] = sets.length
        ? await manager
            .query(
              `UPDATE membership_plans SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 RETURNING *`,
              [id, ...params],
            )
            .then(([returned]: [MembershipPlanRow[]]) => returned)
        : await manager.query(`SELECT * FROM membership_plans WHERE id = $1`, [id]);
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
      const used: { used: boolean }[] = await manager.query(
        `SELECT EXISTS (SELECT 1 FROM user_memberships WHERE plan_id = $1)
             OR EXISTS (SELECT 1 FROM checkout_sessions WHERE plan_id = $1) AS used`,
        [id],
      );
      if (used[0].used)
        await manager.query(
          `UPDATE membership_plans SET deleted_at = now(), is_active = false, updated_at = now() WHERE id = $1`,
          [id],
        );
      else await manager.query(`DELETE FROM membership_plans WHERE id = $1`, [id]);
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
      const rows: ListingPlanRow[] = await manager.query(
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
      const rows: ListingPlanRow[] = sets.length
        ? await manager
            .query(
              `UPDATE listing_plans SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 RETURNING *`,
              [id, ...params],
            )
            .then(([returned]: [ListingPlanRow[]]) => returned)
        : await manager.query(`SELECT * FROM listing_plans WHERE id = $1`, [id]);
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
      const used: { used: boolean }[] = await manager.query(
        `SELECT EXISTS (SELECT 1 FROM checkout_sessions WHERE listing_plan_id = $1) AS used`,
        [id],
      );
      if (used[0].used)
        await manager.query(
          `UPDATE listing_plans SET deleted_at = now(), is_active = false, updated_at = now() WHERE id = $1`,
          [id],
        );
      else await manager.query(`DELETE FROM listing_plans WHERE id = $1`, [id]);
      await this.audit.record(manager, by, {
        action: 'billing.listing-plan.deleted',
        target: { type: 'listing_plan', id },
        before: { ...before },
      });
    });
  }

  private async lockMembershipPlan(manager: EntityManager, id: string): Promise<MembershipPlan> {
    const rows: MembershipPlanRow[] = await manager.query(
      `SELECT * FROM membership_plans WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
      [id],
    );
    if (!rows[0]) throw new NotFoundError('Membership plan not found');
    return toMembershipPlan(rows[0]);
  }

  private async lockListingPlan(manager: EntityManager, id: string): Promise<ListingPlan> {
    const rows: ListingPlanRow[] = await manager.query(
      `SELECT * FROM listing_plans WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
      [id],
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
