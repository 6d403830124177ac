import { Controller, Logger } from '@nestjs/common';
import { billingEvents, dealerEvents, type EventEnvelope, identityEvents } from '@market/contracts';
import { type EventContext, OnEvent, readEventData } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { AFFILIATES_SCHEMA } from '../affiliates.tokens.js';
import { AffiliatesService } from '../services/affiliates.service.js';
import { ReferralsService } from '../services/referrals.service.js';
import { Ctx, Payload } from '@nestjs/microservices';

export const AFFILIATES_GROUP = 'affiliates';

const { userRegistered, userVerified, userDeleted } = identityEvents;
const { paymentSucceeded, paymentRefunded } = billingEvents;
const { dealerApproved } = dealerEvents;

/**
 * What affiliates hears from other contexts: sign-ups (attribution by the referral cookie's
 * code), verified addresses (a record applied for signed out is linked to its account),
 * deleted accounts (their address is forgotten, their affiliate record suspended), payments
 * and refunds (commissions), dealer approvals (the dealer-referral amount). Each
 * event is applied in the inbox's transaction, and each commission row has a unique source,
 * so a redelivered event changes nothing.
 */
@Controller()
export class UpstreamEventsHandler {
  private readonly logger = new Logger('affiliates');

  constructor(
    private readonly referrals: ReferralsService,
    private readonly affiliates: AffiliatesService,
  ) {}

  @OnEvent(
    [
      userRegistered.type,
      userVerified.type,
      userDeleted.type,
      paymentSucceeded.type,
      paymentRefunded.type,
      dealerApproved.type,
    ],
    { schema: AFFILIATES_SCHEMA, group: AFFILIATES_GROUP },
  )
  handle(@Payload() event: EventEnvelope, @Ctx() context: EventContext): Promise<void> {
    return this.apply(event, context.manager);
  }

  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case userRegistered.type: {
        const data = readEventData(userRegistered, event, this.logger);
        if (data) await this.referrals.registered(manager, data, event.occurredAt);
        return;
      }
      case userVerified.type: {
        const data = readEventData(userVerified, event, this.logger);
        if (data) await this.affiliates.linkByEmail(data.userId, data.email, manager);
        return;
      }
      case userDeleted.type: {
        const data = readEventData(userDeleted, event, this.logger);
        if (data) await this.affiliates.accountDeleted(manager, data.userId);
        return;
      }
      case paymentSucceeded.type: {
        const data = readEventData(paymentSucceeded, event, this.logger);
        if (data) await this.referrals.paymentSucceeded(manager, data);
        return;
      }
      case paymentRefunded.type: {
        const data = readEventData(paymentRefunded, event, this.logger);
        if (data) await this.referrals.paymentRefunded(manager, data);
        return;
      }
      case dealerApproved.type: {
        const data = readEventData(dealerApproved, event, this.logger);
        if (data) await this.referrals.dealerApproved(manager, data);
        return;
      }
    }
  }
}
