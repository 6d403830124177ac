import { Inject, Injectable } from '@nestjs/common';
import {
  type MyDealerReps,
  REP_AFFILIATION_TEXTS as TEXTS,
  type RepAffiliation,
} from '@market/contracts';
import { type AuthUser, ConflictError, NotFoundError, type ServiceEvents } from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { DEALERS_EVENTS, DEALERS_SCHEMA } from '../dealers.tokens.js';
import { type DealerRow, DealerRepository } from '../repositories/dealer.repository.js';
import { RepAffiliationRepository } from '../repositories/rep-affiliation.repository.js';
import { SalesRepRepository } from '../repositories/sales-rep.repository.js';
import { AffiliationEvents } from './affiliation-events.js';
import { NO_DEALER_RECORD } from './dealer.service.js';
import { InjectDataSource } from '@nestjs/typeorm';

/**
 * A dealer's side of its sales reps: who works there, who asks to join (accept or decline),
 * invitations by e-mail, and removing a rep. Only an active dealership takes reps on.
 */
@Injectable()
export class DealerRepsService {
  constructor(
    @InjectDataSource(DEALERS_SCHEMA) private readonly db: DataSource,
    @Inject(DEALERS_EVENTS) private readonly events: ServiceEvents,
    private readonly affiliations: RepAffiliationRepository,
    private readonly dealers: DealerRepository,
    private readonly reps: SalesRepRepository,
    private readonly mail: AffiliationEvents,
  ) {}

  async mine(user: AuthUser): Promise<MyDealerReps> {
    const dealer = await this.ownDealer(this.db.manager, user);
    const [reps, open] = await Promise.all([
      this.reps.ofDealer(dealer.id),
      this.affiliations.openForDealer(dealer.id),
    ]);
    return {
      reps,
      requests: open.filter((a) => a.kind === 'request'),
      invitations: open.filter((a) => a.kind === 'invitation'),
    };
  }

  async answerRequest(
    user: AuthUser,
    id: string,
    accept: boolean,
    traceId?: string,
  ): Promise<MyDealerReps> {
    await this.db.transaction(async (manager) => {
      const dealer = await this.ownDealer(manager, user, accept);
      const row = await this.affiliations.lock(manager, id);
      if (!row || row.kind !== 'request' || row.dealer_id !== dealer.id)
        throw new NotFoundError(TEXTS.notFound);
      if (row.status !== 'pending') throw new ConflictError(TEXTS.notPending);
      if (accept) {
        // The rep may have lost the role since asking: then there is no one to take on.
        if (!(await this.reps.lockActive(manager, row.rep_id!)))
          throw new ConflictError(TEXTS.notPending);
        await this.reps.update(manager, row.rep_id!, { dealerId: dealer.id });
      }
      await this.affiliations.answer(manager, id, {
        status: accept ? 'accepted' : 'declined',
        by: user.id,
      });
      await this.mail.answered(manager, row, dealer, accept, traceId);
    });
    this.events.nudge();
    return this.mine(user);
  }

  /** Invites an address to join as a sales rep; whoever holds it accepts from their rep dashboard. */
  async invite(user: AuthUser, email: string, traceId?: string): Promise<RepAffiliation> {
    const id = await this.db.transaction(async (manager) => {
      const dealer = await this.ownDealer(manager, user, true);
      if ((await this.reps.ofDealer(dealer.id)).some((rep) => rep.email?.toLowerCase() === email))
        throw new ConflictError(TEXTS.alreadyYourRep);
      if (await this.affiliations.openInvitation(manager, dealer.id, email))
        throw new ConflictError(TEXTS.alreadyInvited);
      const row = await this.affiliations.insert(manager, {
        dealer_id: dealer.id,
        kind: 'invitation',
        rep_id: null,
        invited_email: email,
      });
      await this.mail.invited(manager, row, dealer, traceId);
      return row.id;
    });
    this.events.nudge();
    return (await this.affiliations.view(id))!;
  }

  async withdrawInvitation(user: AuthUser, id: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const dealer = await this.ownDealer(manager, user);
      const row = await this.affiliations.lock(manager, id);
      if (!row || row.kind !== 'invitation' || row.dealer_id !== dealer.id)
        throw new NotFoundError(TEXTS.notFound);
      if (row.status !== 'pending') throw new ConflictError(TEXTS.notPending);
      await this.affiliations.answer(manager, id, { status: 'cancelled', by: user.id });
    });
  }

  async removeRep(user: AuthUser, repId: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const dealer = await this.ownDealer(manager, user);
      const rep = await this.reps.lockActive(manager, repId);
      if (!rep || rep.dealer_id !== dealer.id) throw new NotFoundError(TEXTS.repNotFound);
      await this.reps.update(manager, repId, { dealerId: null });
    });
  }

  /** The user's dealer record; `active`: it must be public to take reps on. */
  private async ownDealer(
    manager: EntityManager,
    user: AuthUser,
    active = false,
  ): Promise<DealerRow> {
    const dealer = await this.dealers.findByUserId(user.id, manager);
    if (!dealer) throw new NotFoundError(NO_DEALER_RECORD);
    if (active && !(await this.dealers.isPublic(dealer.id, manager)))
      throw new ConflictError(TEXTS.dealershipInactive);
    return dealer;
  }
}
