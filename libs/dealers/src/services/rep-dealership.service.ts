import { Inject, Injectable } from '@nestjs/common';
import {
  DEALER_TEXTS,
  type MyDealership,
  REP_AFFILIATION_TEXTS as TEXTS,
  type RepAffiliation,
} from '@market/contracts';
import {
  type AuthUser,
  ConflictError,
  NotFoundError,
  type ServiceEvents,
  ValidationError,
} from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { DEALERS_EVENTS, DEALERS_SCHEMA } from '../dealers.tokens.js';
import { DealerRepository } from '../repositories/dealer.repository.js';
import {
  type AffiliationRow,
  RepAffiliationRepository,
} from '../repositories/rep-affiliation.repository.js';
import { SalesRepRepository } from '../repositories/sales-rep.repository.js';
import { UserDirectoryRepository } from '../repositories/user-directory.repository.js';
import { AffiliationEvents } from './affiliation-events.js';
import { InjectDataSource } from '@nestjs/typeorm';

/**
 * A sales rep's side of joining a dealership: ask a dealer (who accepts or declines), answer
 * a dealer's invitation, or leave. The rep's dealer changes only with the dealer's consent.
 */
@Injectable()
export class RepDealershipService {
  constructor(
    @InjectDataSource(DEALERS_SCHEMA) private readonly db: DataSource,
    @Inject(DEALERS_EVENTS) private readonly events: ServiceEvents,
    private readonly affiliations: RepAffiliationRepository,
    private readonly dealers: DealerRepository,
    private readonly reps: SalesRepRepository,
    private readonly users: UserDirectoryRepository,
    private readonly mail: AffiliationEvents,
  ) {}

  async mine(user: AuthUser): Promise<MyDealership> {
    const rep = await this.reps.find(user.id);
    if (!rep || !rep.isActive) throw new NotFoundError(DEALER_TEXTS.repNotFound);
    const open = await this.affiliations.openForRep(user.id, rep.email);
    return {
      dealer: rep.dealer,
      request: open.find((a) => a.kind === 'request') ?? null,
      invitations: open.filter((a) => a.kind === 'invitation'),
    };
  }

  /**
   * Asks a dealer to take the rep on; replaces an earlier open request. When that dealer
   * has already invited the rep, both sides agree: the rep joins at once.
   */
  async request(user: AuthUser, dealerId: string, traceId?: string): Promise<RepAffiliation> {
    const id = await this.db.transaction(async (manager) => {
      const rep = await this.ownRep(manager, user);
      const dealer = await this.dealers.findById(dealerId, manager, true);
      if (!dealer || !(await this.dealers.isPublic(dealerId, manager)))
        throw new ValidationError(TEXTS.chooseDealer, [
          { path: 'dealerId', message: TEXTS.chooseDealer },
        ]);
      if (rep.dealer_id === dealerId) throw new ConflictError(TEXTS.alreadyWithDealer);
      const email = (await this.users.find(user.id, manager))?.email;
      const invitation = email
        ? await this.affiliations.openInvitation(manager, dealerId, email)
        : null;
      if (invitation) {
        await this.join(manager, user, invitation, traceId);
        return invitation.id;
      }
      await this.affiliations.cancelOpenRequestOf(manager, user.id);
      const row = await this.affiliations.insert(manager, {
        dealer_id: dealerId,
        kind: 'request',
        rep_id: user.id,
        invited_email: null,
      });
      await this.mail.requested(manager, row, dealer, traceId);
      return row.id;
    });
    this.events.nudge();
    return (await this.affiliations.view(id))!;
  }

  async cancelRequest(user: AuthUser, id: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const row = await this.affiliations.lock(manager, id);
      if (!row || row.kind !== 'request' || row.rep_id !== user.id)
        throw new NotFoundError(TEXTS.notFound);
      if (row.status !== 'pending') throw new ConflictError(TEXTS.notPending);
      await this.affiliations.answer(manager, id, { status: 'cancelled', by: user.id });
    });
  }

  async answerInvitation(
    user: AuthUser,
    id: string,
    accept: boolean,
    traceId?: string,
  ): Promise<MyDealership> {
    await this.db.transaction(async (manager) => {
      await this.ownRep(manager, user);
      const row = await this.affiliations.lock(manager, id);
      const email = (await this.users.find(user.id, manager))?.email?.toLowerCase();
      if (!row || row.kind !== 'invitation' || !email || row.invited_email?.toLowerCase() !== email)
        throw new NotFoundError(TEXTS.notFound);
      if (row.status !== 'pending') throw new ConflictError(TEXTS.notPending);
      if (accept) {
        await this.join(manager, user, row, traceId);
      } else {
        await this.affiliations.answer(manager, id, {
          status: 'declined',
          by: user.id,
          repId: user.id,
        });
        const dealer = (await this.dealers.findById(row.dealer_id, manager))!;
        await this.mail.answered(manager, { ...row, rep_id: user.id }, dealer, false, traceId);
      }
    });
    this.events.nudge();
    return this.mine(user);
  }

  async leave(user: AuthUser): Promise<MyDealership> {
    await this.db.transaction(async (manager) => {
      await this.ownRep(manager, user);
      await this.reps.update(manager, user.id, { dealerId: null });
    });
    return this.mine(user);
  }

  /** Accepts an invitation: the rep joins the dealership (if it is still active) and drops any open request. */
  private async join(
    manager: EntityManager,
    user: AuthUser,
    invitation: AffiliationRow,
    traceId?: string,
  ): Promise<void> {
    const dealer = await this.dealers.findById(invitation.dealer_id, manager, true);
    if (!dealer || !(await this.dealers.isPublic(dealer.id, manager)))
      throw new ValidationError(TEXTS.chooseDealer, [
        { path: 'dealerId', message: TEXTS.chooseDealer },
      ]);
    await this.affiliations.cancelOpenRequestOf(manager, user.id);
    await this.affiliations.answer(manager, invitation.id, {
      status: 'accepted',
      by: user.id,
      repId: user.id,
    });
    await this.reps.update(manager, user.id, { dealerId: dealer.id });
    await this.mail.answered(manager, { ...invitation, rep_id: user.id }, dealer, true, traceId);
  }

  private async ownRep(manager: EntityManager, user: AuthUser) {
    const rep = await this.reps.lockActive(manager, user.id);
    if (!rep) throw new NotFoundError(DEALER_TEXTS.repNotFound);
    return rep;
  }
}
