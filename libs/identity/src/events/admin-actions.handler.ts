import { Controller, Logger } from '@nestjs/common';
import { type EventEnvelope, platformEvents } from '@market/contracts';
import { type EventContext, OnEvent, readEventData } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { IDENTITY_SCHEMA } from '../identity.tokens.js';
import { AuditLogService } from '../services/audit-log.service.js';
import { Ctx, Payload } from '@nestjs/microservices';

/** Its own group, so the audit log keeps up whatever the other identity consumers do. */
export const IDENTITY_AUDIT_GROUP = 'identity-audit';

const { adminActionRecorded } = platformEvents;

/** Keeps every context's admin actions in the audit log (identity owns audit_logs). */
@Controller()
export class AdminActionsHandler {
  private readonly logger = new Logger('identity');

  constructor(private readonly audit: AuditLogService) {}

  @OnEvent([adminActionRecorded.type], { schema: IDENTITY_SCHEMA, group: IDENTITY_AUDIT_GROUP })
  handle(@Payload() event: EventEnvelope, @Ctx() context: EventContext): Promise<void> {
    return this.apply(event, context.manager);
  }

  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    const data = readEventData(adminActionRecorded, event, this.logger);
    if (data) await this.audit.recordAdminAction(manager, event.id, data);
  }
}
