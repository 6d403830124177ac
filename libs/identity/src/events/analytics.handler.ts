import { Controller } from '@nestjs/common';
import {
  type AnalyticsMetric,
  dealerEvents,
  type EventEnvelope,
  type EventType,
  identityEvents,
  listingEvents,
} from '@market/contracts';
import { type EventContext, OnEvent } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { IDENTITY_SCHEMA } from '../identity.tokens.js';
import { AnalyticsService } from '../services/analytics.service.js';
import { Ctx, Payload } from '@nestjs/microservices';

/** Its own group: the projection keeps up (or catches up) whatever the other consumers do. */
export const IDENTITY_ANALYTICS_GROUP = 'identity-analytics';

/** Which event bumps which metric: one event, one count, on the day it happened. */
export const METRIC_OF_EVENT: Partial<Record<EventType, AnalyticsMetric>> = {
  [identityEvents.userRegistered.type]: 'signups',
  [listingEvents.listingPublished.type]: 'listings',
  [dealerEvents.contactRequested.type]: 'leads',
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
    const metric = METRIC_OF_EVENT[event.type as EventType];
    if (metric) await this.analytics.count(manager, metric, new Date(event.occurredAt));
  }
}
