import { Controller, Logger } from '@nestjs/common';
import { dealerEvents, type EventDefinition, type EventEnvelope } from '@market/contracts';
import { type EventContext, OnEvent, readEventData } from '@market/platform';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { IDENTITY_SCHEMA } from '../identity.tokens.js';
import { AccountService } from '../services/account.service.js';
import { AuditLogService } from '../services/audit-log.service.js';
import { DealerProvisioningService } from '../services/dealer-provisioning.service.js';
import { loadUserRecord } from '../services/user-views.js';
import { Ctx, Payload } from '@nestjs/microservices';

export const IDENTITY_GROUP = 'identity';

const { applicationApproved, dealerPasswordResetRequested } = dealerEvents;

/** What identity does for the dealers context: accounts for approved applications, reset e-mails for dealers. */
@Controller()
export class DealerEventsHandler {
  private readonly logger = new Logger('identity');

  constructor(
    private readonly provisioning: DealerProvisioningService,
    private readonly accounts: AccountService,
    private readonly audit: AuditLogService,
  ) {}

  @OnEvent([applicationApproved.type, dealerPasswordResetRequested.type], {
    schema: IDENTITY_SCHEMA,
    group: IDENTITY_GROUP,
  })
  handle(@Payload() event: EventEnvelope, @Ctx() context: EventContext): Promise<void> {
    return this.apply(event, context.manager);
  }

  /** Runs in the inbox's transaction: a redelivered event finds its inbox row and changes nothing. */
  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case applicationApproved.type: {
        const data = this.parse(applicationApproved, event);
        if (data) await this.provisioning.provision(manager, data, event.traceId);
        return;
      }
      case dealerPasswordResetRequested.type: {
        const data = this.parse(dealerPasswordResetRequested, event);
        if (!data) return;
        const record = await loadUserRecord(manager, { id: data.userId });
        if (record && (await this.accounts.issuePasswordReset(manager, record, event.traceId))) {
          await this.audit.record(
            {
              action: 'admin.dealer_password_reset',
              actorId: data.requestedBy,
              targetId: data.userId,
              tableName: 'users',
              details: { dealerId: data.dealerId },
            },
            manager,
          );
        } else {
          this.logger.warn(
            `No reset e-mail for dealer ${data.dealerId}: account ${data.userId} is gone or suspended`,
          );
        }
        return;
      }
      default:
        return;
    }
  }

  private parse<S extends z.ZodType>(
    definition: EventDefinition<string, S>,
    event: EventEnvelope,
  ): z.infer<S> | null {
    return readEventData(definition, event, this.logger);
  }
}
