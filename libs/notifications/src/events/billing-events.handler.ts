import { Controller, Inject, Logger } from '@nestjs/common';
import { billingEvents, type EventEnvelope } from '@market/contracts';
import {
  type EventContext,
  OnEvent,
  PLATFORM_CONFIG,
  type PlatformConfig,
  readEventData,
} from '@market/platform';
import type { EntityManager } from 'typeorm';
import { NOTIFICATIONS_SCHEMA } from '../notifications.tokens.js';
import {
  type NewOutboundEmail,
  OutboundEmailRepository,
} from '../repositories/outbound-email.repository.js';
import {
  membershipPastDueEmail,
  paymentReceiptEmail,
  paymentRefundedEmail,
} from '../services/billing-email-templates.js';
import type { Site } from '../services/email-templates.js';
import { Ctx, Payload } from '@nestjs/microservices';

export const NOTIFICATIONS_BILLING_GROUP = 'notifications-billing';

const { paymentSucceeded, paymentRefunded, membershipPastDue } = billingEvents;

/** The billing e-mails: a receipt for each payment, refunds, a renewal that failed. */
@Controller()
export class BillingEventsHandler {
  private readonly logger = new Logger('notifications');
  private readonly site: Site;

  constructor(
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
    private readonly outbound: OutboundEmailRepository,
  ) {
    this.site = { name: config.SITE_NAME, url: config.PUBLIC_URL.replace(/\/+$/, '') };
  }

  @OnEvent([paymentSucceeded.type, paymentRefunded.type, membershipPastDue.type], {
    schema: NOTIFICATIONS_SCHEMA,
    group: NOTIFICATIONS_BILLING_GROUP,
  })
  handle(@Payload() event: EventEnvelope, @Ctx() context: EventContext): Promise<void> {
    return this.apply(event, context.manager);
  }

  /** In the inbox's transaction: queued exactly when the event is recorded as processed. */
  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    const email = this.render(event);
    if (email) await this.outbound.enqueue(manager, { ...email, eventId: event.id });
  }

  private render(event: EventEnvelope): Omit<NewOutboundEmail, 'eventId'> | null {
    switch (event.type) {
      case paymentSucceeded.type: {
        const data = readEventData(paymentSucceeded, event, this.logger);
        return data?.email
          ? { kind: 'payment_receipt', to: data.email, ...paymentReceiptEmail(this.site, data) }
          : null;
      }
      case paymentRefunded.type: {
        const data = readEventData(paymentRefunded, event, this.logger);
        return data?.email
          ? { kind: 'payment_refunded', to: data.email, ...paymentRefundedEmail(this.site, data) }
          : null;
      }
      case membershipPastDue.type: {
        const data = readEventData(membershipPastDue, event, this.logger);
        return data?.email
          ? {
              kind: 'membership_past_due',
              to: data.email,
              ...membershipPastDueEmail(this.site, data),
            }
          : null;
      }
      default:
        return null;
    }
  }
}
