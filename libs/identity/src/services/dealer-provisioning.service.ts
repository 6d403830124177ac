import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type EventData, roleSchema } from '@market/contracts';
import type { ServiceEvents } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { User } from '../entities/user.entity.js';
import { IDENTITY_EVENTS } from '../identity.tokens.js';
import { AccountService } from './account.service.js';
import { AuditLogService } from './audit-log.service.js';
import { SessionRevocationService } from './session-revocation.service.js';
import { loadUserRecord, sortRoles } from './user-views.js';

/**
 * Accounts for approved dealer applications (`dealers.application.approved`), keyed by the
 * application id: the first approval creates the account (verified e-mail, dealer role,
 * the password the applicant chose, already hashed) or, when the e-mail has an account
 * that confirmed the application (`confirmedUserId`), adds the dealer role and keeps its
 * password; a later approval of the same application (after a reset) only makes sure of
 * the role. An existing account that did not confirm is never made a dealer: anyone can
 * type someone else's e-mail into the form, so the approval is answered with
 * `identity.dealer-account.refused` instead. Otherwise the answer is
 * `identity.dealer-account.provisioned`. The user's tokens follow a new role at once.
 */
@Injectable()
export class DealerProvisioningService {
  private readonly logger = new Logger('identity');

  constructor(
    @Inject(IDENTITY_EVENTS) private readonly events: ServiceEvents,
    private readonly accounts: AccountService,
    private readonly audit: AuditLogService,
    private readonly revocation: SessionRevocationService,
  ) {}

  /** Runs in the inbox's transaction; two applications racing for one new e-mail meet the unique index and one retries. */
  async provision(
    manager: EntityManager,
    data: EventData<'dealers.application.approved'>,
    traceId?: string,
  ): Promise<void> {
    const [done] = await queryRows(
      manager,
      `SELECT user_id FROM dealer_provisionings WHERE application_id = $1 FOR UPDATE`,
      [data.applicationId],
      z.object({ user_id: z.string() }),
    );
    let userId = done?.user_id ?? null;
    let created = false;
    if (!userId) {
      const existing = await manager.findOneBy(User, { email: data.email.toLowerCase() });
      // approvedBy null: the site's own demo data, whose accounts it seeded itself.
      if (existing && data.approvedBy !== null && data.confirmedUserId !== existing.id) {
        await this.refuse(manager, data, existing.id, traceId);
        return;
      }
      if (existing) {
        userId = existing.id;
      } else {
        const record = await this.accounts.createAccount(manager, {
          email: data.email.toLowerCase(),
          passwordHash: data.passwordHash,
          firstName: data.firstName,
          lastName: data.lastName,
          accountType: 'private_seller',
          selectedPlan: null,
          // The applicant proved nothing yet, but an admin vetted the application and its e-mail.
          verified: true,
          extraRoles: ['dealer'],
        });
        userId = record.user.id;
        created = true;
      }
      await execute(
        manager,
        `INSERT INTO dealer_provisionings (application_id, user_id, account_created) VALUES ($1, $2, $3)`,
        [data.applicationId, userId, created],
      );
      await this.audit.record(
        {
          action: 'dealer.account_provisioned',
          actorId: data.approvedBy,
          targetId: userId,
          tableName: 'users',
          details: { applicationId: data.applicationId, created },
        },
        manager,
      );
    }
    if (!created) await this.ensureDealerRole(manager, userId, data.approvedBy, traceId);
    const record = await loadUserRecord(manager, { id: userId });
    if (!record) {
      this.logger.warn(
        `Account ${userId} of application ${data.applicationId} no longer exists; not provisioned`,
      );
      return;
    }
    await this.events.record(
      manager,
      'identity.dealer-account.provisioned',
      { applicationId: data.applicationId, userId, email: record.user.email, created },
      traceId,
    );
  }

  private async refuse(
    manager: EntityManager,
    data: EventData<'dealers.application.approved'>,
    userId: string,
    traceId?: string,
  ): Promise<void> {
    this.logger.warn(
      `Application ${data.applicationId} names the e-mail of account ${userId}, which has not confirmed it; no dealer role given`,
    );
    await this.audit.record(
      {
        action: 'dealer.account_refused_unconfirmed',
        actorId: data.approvedBy,
        targetId: userId,
        tableName: 'users',
        details: { applicationId: data.applicationId },
      },
      manager,
    );
    await this.events.record(
      manager,
      'identity.dealer-account.refused',
      {
        applicationId: data.applicationId,
        userId,
        email: data.email.toLowerCase(),
        reason: 'unconfirmed',
      },
      traceId,
    );
  }

  private async ensureDealerRole(
    manager: EntityManager,
    userId: string,
    byUserId: string | null,
    traceId?: string,
  ): Promise<void> {
    const added = await queryRows(
      manager,
      `INSERT INTO user_roles (user_id, role) VALUES ($1, 'dealer') ON CONFLICT DO NOTHING RETURNING user_id`,
      [userId],
      z.unknown(),
    );
    if (added.length === 0) return;
    const roles = await queryRows(
      manager,
      `SELECT role FROM user_roles WHERE user_id = $1`,
      [userId],
      z.object({ role: roleSchema }),
    );
    await this.events.record(
      manager,
      'identity.user.role-changed',
      { userId, roles: sortRoles(roles.map((r) => r.role)), byUserId },
      traceId,
    );
    // The refresh after the refused token carries the dealer role. The inbox's transaction
    // commits after this returns; the event reaches the cache a moment later.
    await this.revocation.revokeAccessTokens(manager, userId, 'role-changed', traceId);
  }
}
