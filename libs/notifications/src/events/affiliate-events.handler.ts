import { createHash } from 'node:crypto';
import { Controller, Inject, Logger } from '@nestjs/common';
import { affiliateEvents, type EventEnvelope } from '@market/contracts';
import {
  type EventContext,
  OnEvent,
  PLATFORM_RUNTIME,
  type PlatformRuntime,
  readEventData,
} from '@market/platform';
import type { EntityManager } from 'typeorm';
import { inquiriesEmail } from '../inquiries/inquiries.config.js';
import { NOTIFICATIONS_SCHEMA } from '../notifications.tokens.js';
import { OutboundEmailRepository } from '../repositories/outbound-email.repository.js';
import {
  affiliateApplicationAdminEmail,
  affiliateApplicationReceivedEmail,
  affiliateApprovedEmail,
  affiliatePayoutEmail,
} from '../services/affiliate-email-templates.js';
import type { Site } from '../services/email-templates.js';
import { Ctx, Payload } from '@nestjs/microservices';

export const NOTIFICATIONS_AFFILIATES_GROUP = 'notifications-affiliates';

const { affiliateApplicationSubmitted, affiliateApproved, affiliatePayoutPaid } = affiliateEvents;

/** A second mail of one event needs its own stable id (one mail per id): a name-based UUID. */
export function derivedEventId(eventId: string, purpose: string): string {
  const hex = createHash('sha256').update(`${eventId}:${purpose}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The affiliate program's mails: the applicant's receipt and the admins' notice of each new
 * application (to INQUIRIES_EMAIL, the team's mailbox), the approval, the monthly payout.
 */
@Controller()
export class AffiliateEventsHandler {
  private readonly logger = new Logger('notifications');
  private readonly site: Site;
  private readonly adminAddress: string;

  constructor(
    @Inject(PLATFORM_RUNTIME) runtime: PlatformRuntime,
    private readonly outbound: OutboundEmailRepository,
  ) {
    this.site = {
      name: runtime.config.SITE_NAME,
      url: runtime.config.PUBLIC_URL.replace(/\/+$/, ''),
    };
    this.adminAddress = inquiriesEmail(runtime.env, runtime.config.MAIL_FROM);
  }

  @OnEvent([affiliateApplicationSubmitted.type, affiliateApproved.type, affiliatePayoutPaid.type], {
    schema: NOTIFICATIONS_SCHEMA,
    group: NOTIFICATIONS_AFFILIATES_GROUP,
  })
  handle(@Payload() event: EventEnvelope, @Ctx() context: EventContext): Promise<void> {
    return this.apply(event, context.manager);
  }

  /** In the inbox's transaction: queued exactly when the event is recorded as processed. */
  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case affiliateApplicationSubmitted.type: {
        const data = readEventData(affiliateApplicationSubmitted, event, this.logger);
        if (!data) return;
        await this.outbound.enqueue(manager, {
          kind: 'affiliate_application_received',
          to: data.email,
          eventId: event.id,
          ...affiliateApplicationReceivedEmail(this.site, data),
        });
        await this.outbound.enqueue(manager, {
          kind: 'affiliate_application_admin',
          to: this.adminAddress,
          eventId: derivedEventId(event.id, 'admin'),
          ...affiliateApplicationAdminEmail(this.site, data),
        });
        return;
      }
      case affiliateApproved.type: {
        const data = readEventData(affiliateApproved, event, this.logger);
        if (!data) return;
        await this.outbound.enqueue(manager, {
          kind: 'affiliate_approved',
          to: data.email,
          eventId: event.id,
          ...affiliateApprovedEmail(this.site, data),
        });
        return;
      }
      case affiliatePayoutPaid.type: {
        const data = readEventData(affiliatePayoutPaid, event, this.logger);
        if (!data) return;
        await this.outbound.enqueue(manager, {
          kind: 'affiliate_payout',
          to: data.email,
          eventId: event.id,
          ...affiliatePayoutEmail(this.site, data),
        });
        return;
      }
    }
  }
}
