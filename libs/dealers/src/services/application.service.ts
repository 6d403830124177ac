import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminApplicationListQuery,
  type ApplicationStatus,
  DEALER_TEXTS,
  type DealerApplication,
  type DealerApplicationInput,
  type DealerApplicationSubmitted,
  type Page,
} from '@market/contracts';
import {
  assertAcceptablePassword,
  type AuthUser,
  ApplicationUnconfirmedError,
  type AdminRequest,
  AuditTrail,
  ConflictError,
  hashPassword,
  NotFoundError,
  type ServiceEvents,
  ValidationError,
} from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { DEALERS_AUDIT, DEALERS_EVENTS, DEALERS_SCHEMA } from '../dealers.tokens.js';
import {
  ApplicationRepository,
  type ApplicationRow,
  toApplication,
} from '../repositories/application.repository.js';
import { DealerRepository } from '../repositories/dealer.repository.js';
import { ApplicationConfirmationService } from './application-confirmation.service.js';
import { DealerLogos } from './dealer-logos.js';
import { dealerEventData } from './dealer-events.js';
import { InjectDataSource } from '@nestjs/typeorm';

export const APPLICATION_NOT_FOUND = 'Application not found';
export const APPLICATION_PENDING_EXISTS =
  'An application for this email is already pending review.';

/** "Maria de la Cruz" → first name "Maria", last name "de la Cruz", for the new account. */
export function splitContactName(contactPerson: string): {
  firstName: string | null;
  lastName: string | null;
} {
  const [first, ...rest] = contactPerson.trim().split(/\s+/);
  return { firstName: first || null, lastName: rest.join(' ') || null };
}

const TRANSITION_VERBS: Record<
  'approve' | 'reject' | 'reset',
  { from: ApplicationStatus; text: string }
> = {
  approve: { from: 'pending', text: 'Only pending applications can be approved.' },
  reject: { from: 'pending', text: 'Only pending applications can be rejected.' },
  reset: { from: 'approved', text: 'Only approved applications can be reset.' },
};

/**
 * The application workflow (SPEC.md §4): pending → approved | rejected, approved → pending.
 * Approval only records `dealers.application.approved`; identity provisions the account and
 * answers with `identity.dealer-account.provisioned`, which creates the dealer record
 * (ProvisioningService).
 */
@Injectable()
export class ApplicationService {
  constructor(
    @InjectDataSource(DEALERS_SCHEMA) private readonly db: DataSource,
    @Inject(DEALERS_EVENTS) private readonly events: ServiceEvents,
    private readonly applications: ApplicationRepository,
    private readonly dealers: DealerRepository,
    private readonly logos: DealerLogos,
    private readonly confirmation: ApplicationConfirmationService,
    @Inject(DEALERS_AUDIT) private readonly audit: AuditTrail,
  ) {}

  /**
   * A new application. Its password must not be a common one; when its e-mail belongs to an
   * existing account, that account confirms it (ApplicationConfirmationService).
   */
  async submit(
    input: DealerApplicationInput,
    user: AuthUser | undefined,
    traceId?: string,
  ): Promise<DealerApplicationSubmitted> {
    if (input.logoUrl && !this.logos.isOurs(input.logoUrl)) {
      throw new ValidationError('Please upload the logo again: it was not uploaded here.', [
        { path: 'logoUrl', message: 'Please upload the logo again: it was not uploaded here.' },
      ]);
    }
    await assertAcceptablePassword(input.password);
    // Hashed before anything is stored; the clear password goes no further than this line.
    const passwordHash = await hashPassword(input.password);
    const { password: _password, confirmPassword: _confirm, ...fields } = input;
    const link = await this.confirmation.linkFor(input.email, user);
    const confirmationRequired = !!link.accountUserId && !link.confirmed;
    const row = await this.db
      .transaction(async (manager) => {
        const created = await this.applications.insert(manager, fields, passwordHash, link);
        if (confirmationRequired)
          await this.confirmation.request(manager, created, link.accountUserId!, traceId);
        await this.events.record(
          manager,
          'dealers.application.submitted',
          {
            applicationId: created.id,
            email: created.email,
            contactPerson: created.contact_person,
            businessName: created.business_name,
          },
          traceId,
        );
        return created;
      })
      .catch((error: { code?: string }) => {
        if (error.code === '23505') throw new ConflictError(APPLICATION_PENDING_EXISTS);
        throw error;
      });
    this.events.nudge();
    return {
      id: row.id,
      status: 'pending',
      message: confirmationRequired
        ? `${DEALER_TEXTS.applicationSubmitted} ${DEALER_TEXTS.confirmationRequired}`
        : DEALER_TEXTS.applicationSubmitted,
      confirmationRequired,
    };
  }

  async list(query: AdminApplicationListQuery): Promise<Page<DealerApplication>> {
    const { rows, total } = await this.applications.list(query);
    return { items: rows.map(toApplication), page: query.page, pageSize: query.pageSize, total };
  }

  async get(id: string): Promise<DealerApplication> {
    const row = await this.applications.findById(id);
    if (!row) throw new NotFoundError(APPLICATION_NOT_FOUND);
    return toApplication(row);
  }

  /**
   * `by` null: approved by the embedded mode's demo data (its accounts are the site's own).
   * An application naming an existing account's e-mail waits for that account's confirmation:
   * the admin gets a 409 saying so, and the account a (new) link when it has none.
   */
  async approve(by: AdminRequest | null, id: string): Promise<DealerApplication> {
    const adminId = by?.actor.id ?? null;
    const traceId = by?.meta.requestId;
    const unconfirmed = await this.db.transaction(async (manager) => {
      const current = await this.applications.findById(id, manager);
      const waitingFor =
        current?.status === 'pending' && adminId
          ? await this.confirmation.pendingAccountOf(current, manager)
          : null;
      if (current && waitingFor) {
        const linkLive =
          current.account_user_id === waitingFor &&
          !!current.confirmation_expires_at &&
          current.confirmation_expires_at > new Date();
        if (!linkLive) await this.confirmation.request(manager, current, waitingFor, traceId);
        return true;
      }
      const row = await this.transition(manager, id, 'approve', {
        to: 'approved',
        processedBy: adminId,
        adminNotes: null,
      });
      if (by) await this.recordTransition(manager, by, row, 'approved', 'pending');
      await this.events.record(
        manager,
        'dealers.application.approved',
        {
          applicationId: row.id,
          email: row.email,
          ...splitContactName(row.contact_person),
          businessName: row.business_name,
          passwordHash: row.password_hash,
          approvedBy: adminId,
          confirmedUserId: row.confirmed_by_user_id,
        },
        traceId,
      );
      return false;
    });
    this.events.nudge();
    if (unconfirmed) throw new ApplicationUnconfirmedError(DEALER_TEXTS.applicationUnconfirmed);
    return this.get(id);
  }

  async reject(by: AdminRequest, id: string, reason: string | null): Promise<DealerApplication> {
    const traceId = by.meta.requestId;
    await this.db.transaction(async (manager) => {
      const row = await this.transition(manager, id, 'reject', {
        to: 'rejected',
        processedBy: by.actor.id,
        adminNotes: reason,
      });
      await this.recordTransition(manager, by, row, 'rejected', 'pending');
      await this.events.record(
        manager,
        'dealers.application.rejected',
        {
          applicationId: row.id,
          email: row.email,
          contactPerson: row.contact_person,
          businessName: row.business_name,
          reason,
        },
        traceId,
      );
    });
    this.events.nudge();
    return this.get(id);
  }

  /**
   * approved → pending, clearing the processed fields and notes. The account (and its
   * listings) stay; the dealer record goes back to pending and inactive, out of the
   * directory, until the application is approved again.
   */
  async reset(by: AdminRequest, id: string): Promise<DealerApplication> {
    const traceId = by.meta.requestId;
    await this.db.transaction(async (manager) => {
      const row = await this.transition(manager, id, 'reset', {
        to: 'pending',
        processedBy: null,
        adminNotes: null,
      });
      await this.recordTransition(manager, by, row, 'reset', 'approved');
      const dealer = await this.dealers.findByApplicationId(id, manager);
      if (dealer) {
        const updated = (await this.dealers.setState(manager, dealer.id, {
          status: 'pending',
          isActive: false,
        }))!;
        const accountActive = await this.dealers.accountActive(manager, updated.user_id);
        await this.events.record(
          manager,
          'dealers.dealer.updated',
          dealerEventData(updated, accountActive),
          traceId,
        );
      }
    });
    this.events.nudge();
    return this.get(id);
  }

  private async recordTransition(
    manager: EntityManager,
    by: AdminRequest,
    row: ApplicationRow,
    verb: 'approved' | 'rejected' | 'reset',
    from: ApplicationStatus,
  ): Promise<void> {
    await this.audit.record(manager, by, {
      action: `dealers.application.${verb}`,
      target: { type: 'dealer_application', id: row.id },
      before: { status: from },
      after: {
        status: row.status,
        adminNotes: row.admin_notes,
        email: row.email,
        businessName: row.business_name,
      },
    });
  }

  private async transition(
    manager: EntityManager,
    id: string,
    verb: keyof typeof TRANSITION_VERBS,
    change: { to: ApplicationStatus; processedBy: string | null; adminNotes: string | null },
  ): Promise<ApplicationRow> {
    const { from, text } = TRANSITION_VERBS[verb];
    const row = await this.applications.transition(manager, id, { from, ...change });
    if (row) return row;
    const current = await this.applications.findById(id, manager);
    if (!current) throw new NotFoundError(APPLICATION_NOT_FOUND);
    throw new ConflictError(`${text} This one is ${current.status}.`);
  }
}
