import { queryRows } from '@market/platform';
import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DEALER_TEXTS, type EventData } from '@market/contracts';
import {
  type AuthUser,
  PLATFORM_CONFIG,
  type PlatformConfig,
  type ServiceEvents,
  ValidationError,
} from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { DEALERS_EVENTS, DEALERS_SCHEMA } from '../dealers.tokens.js';
import {
  type AccountLink,
  ApplicationRepository,
  ApplicationRow,
} from '../repositories/application.repository.js';
import { UserDirectoryRepository } from '../repositories/user-directory.repository.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** A confirmation link works this long. */
const LINK_TTL_HOURS = 72;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Anyone can type someone else's e-mail into the dealer application form; approving such an
 * application used to make that account a dealer. An application naming the e-mail of an
 * existing account is therefore confirmed from that account: by applying while signed in
 * as it, or through a single-use link mailed to it. Approval waits for it (ApplicationService),
 * and identity checks it again (`confirmedUserId`) before it grants the role.
 */
@Injectable()
export class ApplicationConfirmationService {
  private readonly publicUrl: string;

  constructor(
    @InjectDataSource(DEALERS_SCHEMA) private readonly db: DataSource,
    @Inject(DEALERS_EVENTS) private readonly events: ServiceEvents,
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
    private readonly applications: ApplicationRepository,
    private readonly directory: UserDirectoryRepository,
  ) {
    this.publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  }

  /** How a new application for `email` stands with an existing account, given who is signed in. */
  async linkFor(email: string, user: AuthUser | undefined): Promise<AccountLink> {
    if (user && user.email.toLowerCase() === email.toLowerCase())
      return { accountUserId: user.id, confirmed: true };
    const account = await this.directory.findByEmail(email);
    return { accountUserId: account?.userId ?? null, confirmed: false };
  }

  /** The account an application must be confirmed by before approval, or null when none must. */
  async pendingAccountOf(row: ApplicationRow, manager: EntityManager): Promise<string | null> {
    const accountUserId =
      row.account_user_id ?? (await this.directory.findByEmail(row.email, manager))?.userId ?? null;
    if (!accountUserId || row.confirmed_by_user_id === accountUserId) return null;
    return accountUserId;
  }

  /** Mails the account a new confirmation link, in the caller's transaction. */
  async request(
    manager: EntityManager,
    row: ApplicationRow,
    accountUserId: string,
    traceId?: string,
  ): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + LINK_TTL_HOURS * 3600 * 1000);
    await this.applications.requestConfirmation(
      manager,
      row.id,
      accountUserId,
      hashOf(token),
      expiresAt,
    );
    await this.events.record(
      manager,
      'dealers.application.confirmation-requested',
      {
        applicationId: row.id,
        email: row.email,
        contactPerson: row.contact_person,
        businessName: row.business_name,
        confirmUrl: `${this.publicUrl}/dealer-application/confirm?token=${token}`,
        expiresAt: expiresAt.toISOString(),
      },
      traceId,
    );
  }

  /** POST /api/dealer-applications/confirm. */
  async confirm(token: string): Promise<{ message: string }> {
    const row = await this.db.transaction((manager) =>
      this.applications.confirmByToken(manager, hashOf(token)),
    );
    if (!row) {
      throw new ValidationError(DEALER_TEXTS.confirmationLinkInvalid, [
        { path: 'token', message: DEALER_TEXTS.confirmationLinkInvalid },
      ]);
    }
    return { message: DEALER_TEXTS.applicationConfirmed };
  }

  /**
   * identity refused to make an unconfirmed account a dealer (its projection here had not
   * heard of the account yet): the application goes back to pending and the account is asked.
   */
  async refused(
    manager: EntityManager,
    data: EventData<'identity.dealer-account.refused'>,
    traceId?: string,
  ): Promise<void> {
    const [row] = await queryRows(
      manager,
      `UPDATE dealer_applications SET status = 'pending', processed_at = NULL, processed_by = NULL,
           admin_notes = 'Waiting for the existing account of this email to confirm the application.'
         WHERE id = $1 AND status = 'approved' RETURNING *`,
      [data.applicationId],
      ApplicationRow,
    );
    if (row) await this.request(manager, row, data.userId, traceId);
  }
}
