import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EventData } from '@market/contracts';
import type { ServiceEvents } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { User } from '../entities/user.entity.js';
import { UserRole } from '../entities/user-role.entity.js';
import { IDENTITY_EVENTS } from '../identity.tokens.js';
import { AccountService } from './account.service.js';
import { AuditLogService } from './audit-log.service.js';
import { loadUserRecord, sortRoles } from './user-views.js';

/**
 * Accounts for approved dealer applications (`dealers.application.approved`), keyed by the
 * application id: the first approval creates the account (verified e-mail, dealer role,
 * the password the applicant chose, already hashed) or, when the e-mail has an account,
 * adds the dealer role and keeps its password; a later approval of the same application
 * (after a reset) only makes sure of the role. Every approval is answered with
 * `identity.dealer-account.provisioned`.
 */
@Injectable()
export class DealerProvisioningService {
  private readonly logger = new Logger('identity');

  constructor(
    @Inject(IDENTITY_EVENTS) private readonly events: ServiceEvents,
    private readonly accounts: AccountService,
    private readonly audit: AuditLogService,
  ) {}

  /** Runs in the inbox's transaction; two applications racing for one new e-mail meet the unique index and one retries. */
  async provision(manager: EntityManager, data: EventData<'dealers.application.approved'>, traceId?: string): Promise<void> {
    const [done]: { user_id: string }[] = await manager.query(
      `SELECT user_id FROM dealer_provisionings WHERE application_id = $1 FOR UPDATE`,
      [data.applicationId],
    );
    let userId = done?.user_id ?? null;
    let created = false;
    if (!userId) {
      const existing = await manager.findOneBy(User, { email: data.email.toLowerCase() });
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
      await manager.query(`INSERT INTO dealer_provisionings (application_id, user_id, account_created) VALUES ($1, $2, $3)`, [
        data.applicationId,
        userId,
        created,
      ]);
      await this.audit.record(
        { action: 'dealer.account_provisioned', actorId: data.approvedBy, targetId: userId, tableName: 'users', details: { applicationId: data.applicationId, created } },
        manager,
      );
    }
    if (!created) await this.ensureDealerRole(manager, userId, data.approvedBy, traceId);
    const record = await loadUserRecord(manager, { id: userId });
    if (!record) {
      this.logger.warn(`Account ${userId} of application ${data.applicationId} no longer exists; not provisioned`);
      return;
    }
    await this.events.record(
      manager,
      'identity.dealer-account.provisioned',
      { applicationId: data.applicationId, userId, email: record.user.email, created },
      traceId,
    );
  }

  private async ensureDealerRole(manager: EntityManager, userId: string, byUserId: string | null, traceId?: string): Promise<void> {
    const added: unknown[] = await manager.query(
      `INSERT INTO user_roles (user_id, role) VALUES ($1, 'dealer') ON CONFLICT DO NOTHING RETURNING user_id`,
      [userId],
    );
    if (added.length === 0) return;
    const roles: { role: UserRole['role'] }[] = await manager.query(`SELECT role FROM user_roles WHERE user_id = $1`, [userId]);
    await this.events.record(manager, 'identity.user.role-changed', { userId, roles: sortRoles(roles.map((r) => r.role)), byUserId }, traceId);
  }
}
