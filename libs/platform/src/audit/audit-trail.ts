import type { Provider } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/token.service.js';
import type { RequestMeta } from '../http/request-meta.js';
import type { ServiceEvents } from '../runtime/service-events.js';

/** Who acts as an admin and from where: what a service needs to record the action. */
export interface AdminRequest {
  actor: AuthUser;
  meta: RequestMeta;
}

/** What an admin did, in the acting context's terms. */
export interface AdminAction {
  /** `<context>.<target>.<verb>`, e.g. `dealers.dealer.deactivated`. */
  action: string;
  target: { type: string; id: string | null };
  /** The fields the action touched, before and after; null where there is none (a creation, a deletion). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Every admin action of a context goes through its AuditTrail: the entry is an integration
 * event (`platform.admin-action.recorded`) written to the context's outbox in the change's
 * own transaction, so it is kept exactly when the change is; identity, which owns the audit
 * log, stores it.
 */
export class AuditTrail {
  constructor(
    private readonly events: ServiceEvents,
    readonly context: string,
  ) {}

  async record(
    manager: EntityManager,
    { actor, meta }: AdminRequest,
    entry: AdminAction,
  ): Promise<void> {
    await this.events.record(
      manager,
      'platform.admin-action.recorded',
      {
        context: this.context,
        action: entry.action,
        actorId: actor.id,
        actorEmail: actor.email ?? null,
        targetType: entry.target.type,
        targetId: entry.target.id,
        before: plain(entry.before ?? null),
        after: plain(entry.after ?? null),
        ip: meta.ip,
        userAgent: meta.userAgent,
        requestId: meta.requestId,
        at: new Date().toISOString(),
      },
      meta.requestId,
    );
  }

  /** For an action with no transaction of its own (an index write): the entry alone, at once. */
  async recordNow(by: AdminRequest, entry: AdminAction): Promise<void> {
    await this.events.database.transaction((manager) => this.record(manager, by, entry));
    this.events.nudge();
  }
}

/** Dates and other objects as JSON has them, so the entry reads the same wherever it is kept. */
function plain(value: Record<string, unknown> | null): Record<string, unknown> | null {
  return value === null ? null : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>);
}

/** A context's AuditTrail, on its own ServiceEvents. */
export function auditTrailProvider(token: symbol, eventsToken: symbol, context: string): Provider {
  return {
    provide: token,
    inject: [eventsToken],
    useFactory: (events: ServiceEvents) => new AuditTrail(events, context),
  };
}
