import { Controller } from '@nestjs/common';
import {
  type AnalyticsMetric,
  billingEvents,
  dealerEvents,
  type EventData,
  type EventDefinition,
  type EventEnvelope,
  type EventType,
  eventCatalogue,
  identityEvents,
  listingEvents,
  notificationEvents,
  searchEvents,
} from '@market/contracts';
import { type EventContext, OnEvent, readEventData } from '@market/platform';
import type { EntityManager } from 'typeorm';
import type { ZodType } from 'zod';
import { IDENTITY_SCHEMA } from '../identity.tokens.js';
import { type AnalyticsBump, AnalyticsService } from '../services/analytics.service.js';
import { Ctx, Payload } from '@nestjs/microservices';

/** Its own group: the projection keeps up (or catches up) whatever the other consumers do. */
export const IDENTITY_ANALYTICS_GROUP = 'identity-analytics';

/** What an event adds: to `metric`, `amount` (cents of `currency` for revenue) on the day of `at`. */
type Figure = Omit<AnalyticsBump, 'at'> & { at: string };

/**
 * Which event feeds which metric: a metric's name counts one on the day the event happened;
 * a function reads the event's data (a search window's count, a payment's cents, a refund
 * taking them back) and says what it adds, on the day it names.
 */
export const METRIC_OF_EVENT: {
  [T in EventType]?: AnalyticsMetric | ((data: EventData<T>) => Figure);
} = {
  [identityEvents.userRegistered.type]: 'signups',
  [listingEvents.listingPublished.type]: 'listings',
  [dealerEvents.contactRequested.type]: 'leads',
  [listingEvents.listingContactRequested.type]: 'leads',
  [notificationEvents.inquirySubmitted.type]: (data) => ({
    metric: data.kind === 'contact' ? 'inquiries' : 'pre-approvals',
    amount: 1,
    at: data.submittedAt,
  }),
  [searchEvents.searchesCounted.type]: (data) => ({
    metric: 'searches',
    amount: data.count,
    at: data.windowStart,
  }),
  [billingEvents.paymentSucceeded.type]: (data) => ({
    metric: 'revenue',
    amount: data.amountCents,
    currency: data.currency,
    at: data.paidAt,
  }),
  [billingEvents.paymentRefunded.type]: (data) => ({
    metric: 'revenue',
    amount: -data.refundCents,
    currency: data.currency,
    at: data.refundedAt,
  }),
  [dealerEvents.applicationSubmitted.type]: 'applications',
};

/** Feeds the analytics projection (analytics_daily) from other contexts' events. */
@Controller()
export class AnalyticsHandler {
  constructor(private readonly analytics: AnalyticsService) {}

  @OnEvent(Object.keys(METRIC_OF_EVENT) as EventType[], {
    schema: IDENTITY_SCHEMA,
    group: IDENTITY_ANALYTICS_GROUP,
  })
  handle(@Payload() event: EventEnvelope, @Ctx() context: EventContext): Promise<void> {
    return this.apply(event, context.manager);
  }

  /** Runs in the inbox's transaction, so each event counts exactly once. */
  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    const type = event.type as EventType;
    const feeds = METRIC_OF_EVENT[type] as
      AnalyticsMetric | ((data: unknown) => Figure) | undefined;
    if (!feeds) return;
    if (typeof feeds === 'string') {
      await this.analytics.add(manager, {
        metric: feeds,
        amount: 1,
        at: new Date(event.occurredAt),
      });
      return;
    }
    const { at, ...figure } = feeds(
      readEventData(eventCatalogue[type] as EventDefinition<string, ZodType>, event),
    );
    await this.analytics.add(manager, { ...figure, at: new Date(at) });
  }
}
