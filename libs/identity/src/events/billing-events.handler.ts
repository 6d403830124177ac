import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Controller, Inject, Logger } from '@nestjs/common';
import { billingEvents, type EventEnvelope, roleSchema } from '@market/contracts';
import { type EventContext, OnEvent, readEventData, type ServiceEvents } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { IDENTITY_EVENTS, IDENTITY_SCHEMA } from '../identity.tokens.js';
import { SessionRevocationService } from '../services/session-revocation.service.js';
import { sortRoles } from '../services/user-views.js';
import { Ctx, Payload } from '@nestjs/microservices';

export const IDENTITY_BILLING_GROUP = 'identity-billing';

const { membershipPlanChanged, membershipActivated, membershipCanceled } = billingEvents;

/**
 * What identity does for billing: keeps the plans a rep sign-up may choose, grants the
 * sales_rep role when a membership for reps becomes active (SPEC.md §1: reps pay a monthly
 * membership), and withdraws it when that membership ends without a successor.
 */
@Controller()
export class BillingEventsHandler {
  private readonly logger = new Logger('identity');

  constructor(
    @Inject(IDENTITY_EVENTS) private readonly events: ServiceEvents,
    private readonly revocation: SessionRevocationService,
  ) {}

  @OnEvent([membershipPlanChanged.type, membershipActivated.type, membershipCanceled.type], {
    schema: IDENTITY_SCHEMA,
    group: IDENTITY_BILLING_GROUP,
  })
  handle(@Payload() event: EventEnvelope, @Ctx() context: EventContext): Promise<void> {
    return this.apply(event, context.manager);
  }

  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case membershipPlanChanged.type: {
        const data = readEventData(membershipPlanChanged, event, this.logger);
        if (!data) return;
        await execute(
          manager,
          `INSERT INTO membership_plan_options (plan_id, target_audience, is_active) VALUES ($1, $2, $3)
           ON CONFLICT (plan_id) DO UPDATE SET target_audience = EXCLUDED.target_audience, is_active = EXCLUDED.is_active, updated_at = now()`,
          [data.planId, data.targetAudience, data.isActive && !data.deleted],
        );
        return;
      }
      case membershipActivated.type: {
        const data = readEventData(membershipActivated, event, this.logger);
        if (!data || !(await this.forReps(manager, data.userId, data.targetAudience))) return;
        const added = await queryRows(
          manager,
          `INSERT INTO user_roles (user_id, role) SELECT $1, 'sales_rep' WHERE EXISTS (SELECT 1 FROM users WHERE id = $1)
           ON CONFLICT DO NOTHING RETURNING user_id`,
          [data.userId],
          z.unknown(),
        );
        if (added.length) await this.rolesChanged(manager, data.userId, event.traceId);
        return;
      }
      case membershipCanceled.type: {
        const data = readEventData(membershipCanceled, event, this.logger);
        // A replaced membership is followed by its successor's activation: nothing to withdraw.
        if (
          !data ||
          data.reason === 'replaced' ||
          !(await this.forReps(manager, data.userId, data.targetAudience))
        )
          return;
        const removed = await queryRows(
          manager,
          `DELETE FROM user_roles WHERE user_id = $1 AND role = 'sales_rep' RETURNING user_id`,
          [data.userId],
          z.unknown(),
        );
        if (removed.length) await this.rolesChanged(manager, data.userId, event.traceId);
        return;
      }
      default:
        return;
    }
  }

  /** A plan for reps only makes its member a rep; a plan for both does for an account that signed up as a rep. */
  private async forReps(
    manager: EntityManager,
    userId: string,
    audience: 'dealers' | 'sales_reps' | 'both',
  ): Promise<boolean> {
    if (audience === 'sales_reps') return true;
    if (audience === 'dealers') return false;
    const rows = await queryRows(
      manager,
      `SELECT account_type FROM users WHERE id = $1`,
      [userId],
      z.object({ account_type: z.string() }),
    );
    return rows[0]?.account_type === 'sales_rep';
  }

  private async rolesChanged(
    manager: EntityManager,
    userId: string,
    traceId?: string,
  ): Promise<void> {
    const roles = await queryRows(
      manager,
      `SELECT role FROM user_roles WHERE user_id = $1`,
      [userId],
      z.object({ role: roleSchema }),
    );
    await this.events.record(
      manager,
      'identity.user.role-changed',
      { userId, roles: sortRoles(roles.map((r) => r.role)), byUserId: null },
      traceId,
    );
    // The next refresh carries the new roles.
    await this.revocation.revokeAccessTokens(manager, userId, 'role-changed', traceId);
  }
}
