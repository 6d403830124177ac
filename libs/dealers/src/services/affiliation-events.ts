import { Inject, Injectable } from '@nestjs/common';
import type { ServiceEvents } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { DEALERS_EVENTS } from '../dealers.tokens.js';
import type { AffiliationRow } from '../repositories/rep-affiliation.repository.js';
import type { DealerRow } from '../repositories/dealer.repository.js';
import { displayName, UserDirectoryRepository } from '../repositories/user-directory.repository.js';

/**
 * The e-mails of the rep ↔ dealership consent, recorded as events in the change's
 * transaction: the dealer hears of a request, an invited address of its invitation, and
 * whoever asked of the answer. Addresses are resolved here, from the users projection.
 */
@Injectable()
export class AffiliationEvents {
  constructor(
    @Inject(DEALERS_EVENTS) private readonly events: ServiceEvents,
    private readonly users: UserDirectoryRepository,
  ) {}

  async requested(
    manager: EntityManager,
    row: AffiliationRow,
    dealer: DealerRow,
    traceId?: string,
  ): Promise<void> {
    const to = await this.dealerAddress(manager, dealer);
    if (!to) return;
    await this.events.record(
      manager,
      'dealers.rep-affiliation.requested',
      {
        ...(await this.base(manager, row, dealer)),
        recipientEmail: to,
        recipientName: dealer.business_name,
      },
      traceId,
    );
  }

  async invited(
    manager: EntityManager,
    row: AffiliationRow,
    dealer: DealerRow,
    traceId?: string,
  ): Promise<void> {
    await this.events.record(
      manager,
      'dealers.rep-affiliation.invited',
      {
        ...(await this.base(manager, row, dealer)),
        recipientEmail: row.invited_email!,
        recipientName: null,
        invitedEmail: row.invited_email!,
      },
      traceId,
    );
  }

  /** Tells the side that asked: the rep for a request, the dealer for an invitation. */
  async answered(
    manager: EntityManager,
    row: AffiliationRow,
    dealer: DealerRow,
    accepted: boolean,
    traceId?: string,
  ): Promise<void> {
    const base = await this.base(manager, row, dealer);
    const to =
      row.kind === 'request'
        ? (await this.users.find(row.rep_id!, manager))?.email
        : await this.dealerAddress(manager, dealer);
    if (!to) return;
    await this.events.record(
      manager,
      'dealers.rep-affiliation.answered',
      {
        ...base,
        recipientEmail: to,
        recipientName: row.kind === 'request' ? base.repName : dealer.business_name,
        kind: row.kind,
        accepted,
      },
      traceId,
    );
  }

  private async base(manager: EntityManager, row: AffiliationRow, dealer: DealerRow) {
    const rep = row.rep_id ? await this.users.find(row.rep_id, manager) : null;
    return {
      affiliationId: row.id,
      dealerId: dealer.id,
      businessName: dealer.business_name,
      repUserId: row.rep_id,
      repName: rep ? displayName(rep, true) : null,
    };
  }

  /** The dealer account's address, else the business address. */
  private async dealerAddress(manager: EntityManager, dealer: DealerRow): Promise<string | null> {
    return (await this.users.find(dealer.user_id, manager))?.email ?? dealer.business_email;
  }
}
