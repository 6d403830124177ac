import { Inject, Injectable, Logger } from '@nestjs/common';
import { type EventEnvelope, platformEvents } from '@market/contracts';
import { readEventData, type ServiceEvents } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { IDENTITY_EVENTS } from '../identity.tokens.js';
import { AuditLogService } from '../services/audit-log.service.js';

/** Its own group, so the audit log keeps up whatever the other identity consumers do. */
export const IDENTITY_AUDIT_GROUP = 'identity-audit';

const { adminActionRecorded } = platformEvents;

/** Keeps every context's admin actions in the audit log (identity owns audit_logs). */
@Injectable()
export class AdminActionsHandler {
  private readonly logger = new Logger('identity');

  constructor(
    @Inject(IDENTITY_EVENTS) private readonly events: ServiceEvents,
    private readonly audit: AuditLogService,
  ) {}

  async subscribe(): Promise<void> {
    await this.events.consume(IDENTITY_AUDIT_GROUP, [adminActionRecorded.type], (event, manager) =>
      this.apply(event, manager),
    );
  }

  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    const data = readEventData(adminActionRecorded, event, this.logger);
    if (data) await this.audit.recordAdminAction(manager, event.id, data);
  }
}
