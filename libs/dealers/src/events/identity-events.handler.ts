import { Controller, Inject, Logger } from '@nestjs/common';
import {
  type EventDefinition,
  type EventEnvelope,
  identityEvents,
  type Role,
} from '@market/contracts';
import { type EventContext, OnEvent, readEventData, type ServiceEvents } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { DEALERS_EVENTS, DEALERS_SCHEMA } from '../dealers.tokens.js';
import { DealerRepository } from '../repositories/dealer.repository.js';
import { SalesRepRepository } from '../repositories/sales-rep.repository.js';
import { UserDirectoryRepository } from '../repositories/user-directory.repository.js';
import { ApplicationConfirmationService } from '../services/application-confirmation.service.js';
import { dealerEventData } from '../services/dealer-events.js';
import { ProvisioningService } from '../services/provisioning.service.js';
import { Ctx, Payload } from '@nestjs/microservices';

export const DEALERS_GROUP = 'dealers';

const {
  userRegistered,
  userProfileUpdated,
  userRoleChanged,
  userDeactivated,
  userActivated,
  userDeleted,
  dealerAccountProvisioned,
  dealerAccountRefused,
} = identityEvents;

/**
 * What dealers learns from identity: the accounts it shows (names, e-mail, phone, active),
 * who holds the sales_rep role (their rep record follows it), and the answer to an approval
 * (the provisioned account, which creates the dealer record).
 */
@Controller()
export class IdentityEventsHandler {
  private readonly logger = new Logger('dealers');

  constructor(
    @Inject(DEALERS_EVENTS) private readonly events: ServiceEvents,
    private readonly users: UserDirectoryRepository,
    private readonly reps: SalesRepRepository,
    private readonly dealers: DealerRepository,
    private readonly provisioning: ProvisioningService,
    private readonly confirmation: ApplicationConfirmationService,
  ) {}

  @OnEvent(
    [
      userRegistered.type,
      userProfileUpdated.type,
      userRoleChanged.type,
      userDeactivated.type,
      userActivated.type,
      userDeleted.type,
      dealerAccountProvisioned.type,
      dealerAccountRefused.type,
    ],
    { schema: DEALERS_SCHEMA, group: DEALERS_GROUP },
  )
  handle(@Payload() event: EventEnvelope, @Ctx() context: EventContext): Promise<void> {
    return this.apply(event, context.manager);
  }

  /** Runs in the inbox's transaction, so each event is applied exactly once. */
  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case userRegistered.type: {
        const data = this.parse(userRegistered, event);
        if (!data) return;
        await this.users.upsertProfile(manager, data);
        await this.rolesChanged(manager, data.userId, data.roles);
        return;
      }
      case userProfileUpdated.type: {
        const data = this.parse(userProfileUpdated, event);
        if (data) await this.users.upsertProfile(manager, data);
        return;
      }
      case userRoleChanged.type: {
        const data = this.parse(userRoleChanged, event);
        if (data) await this.rolesChanged(manager, data.userId, data.roles);
        return;
      }
      case userDeactivated.type:
      case userActivated.type: {
        const data = this.parse(
          event.type === userActivated.type ? userActivated : userDeactivated,
          event,
        );
        if (!data) return;
        const active = event.type === userActivated.type;
        await this.users.setActive(manager, data.userId, active);
        // A suspended dealer's listings leave search and vehicle pages until the account is back.
        await this.announceDealerOf(manager, data.userId, active, event.traceId);
        return;
      }
      case userDeleted.type: {
        const data = this.parse(userDeleted, event);
        if (!data) return;
        // The rep record goes with the account; a dealer record stays for the admin to see, inactive.
        await this.reps.delete(manager, data.userId);
        const dealer = await this.dealers.findByUserId(data.userId, manager, true);
        if (dealer) await this.dealers.setState(manager, dealer.id, { isActive: false });
        await this.announceDealerOf(manager, data.userId, false, event.traceId);
        await this.users.delete(manager, data.userId);
        return;
      }
      case dealerAccountProvisioned.type: {
        const data = this.parse(dealerAccountProvisioned, event);
        if (data) await this.provisioning.provisioned(manager, data, event.traceId);
        return;
      }
      case dealerAccountRefused.type: {
        const data = this.parse(dealerAccountRefused, event);
        if (data) await this.confirmation.refused(manager, data, event.traceId);
        return;
      }
      default:
        return;
    }
  }

  private async announceDealerOf(
    manager: EntityManager,
    userId: string,
    accountActive: boolean,
    traceId?: string,
  ): Promise<void> {
    const dealer = await this.dealers.findByUserId(userId, manager);
    if (dealer)
      await this.events.record(
        manager,
        'dealers.dealer.updated',
        dealerEventData(dealer, accountActive),
        traceId,
      );
  }

  private async rolesChanged(manager: EntityManager, userId: string, roles: Role[]): Promise<void> {
    await this.users.setRoles(manager, userId, roles);
    if (roles.includes('sales_rep')) await this.reps.activate(manager, userId);
    else await this.reps.deactivate(manager, userId);
  }

  private parse<S extends z.ZodType>(
    definition: EventDefinition<string, S>,
    event: EventEnvelope,
  ): z.infer<S> | null {
    return readEventData(definition, event, this.logger);
  }
}
