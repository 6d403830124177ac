import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import {
  type AlertSubscription,
  myEmailAlertRoutes,
  type ParsedBodyOf,
  type SavedSearch,
} from '@market/contracts';
import { type AuthUser, CurrentUser, Endpoint, NotFoundError, RouteBody } from '@market/platform';
import { AlertSubscriptionService } from '../services/alert-subscription.service.js';
import { SavedSearchService } from '../services/saved-search.service.js';

const alertId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError('Alert not found') });

/** A signed-in user's alerts: their preferences and their saved searches. */
@Controller()
export class MyEmailAlertsController {
  constructor(
    private readonly subscriptions: AlertSubscriptionService,
    private readonly searches: SavedSearchService,
  ) {}

  @Endpoint(myEmailAlertRoutes.subscription)
  async subscription(
    @CurrentUser() user: AuthUser,
  ): Promise<{ subscription: AlertSubscription | null }> {
    return { subscription: await this.subscriptions.mine(user) };
  }

  @Endpoint(myEmailAlertRoutes.updateSubscription)
  updateSubscription(
    @CurrentUser() user: AuthUser,
    @RouteBody(myEmailAlertRoutes.updateSubscription)
    body: ParsedBodyOf<typeof myEmailAlertRoutes.updateSubscription>,
  ): Promise<AlertSubscription> {
    return this.subscriptions.updateMine(user, body.preferences, body.frequency);
  }

  @Endpoint(myEmailAlertRoutes.list)
  async list(@CurrentUser() user: AuthUser): Promise<{ items: SavedSearch[] }> {
    return { items: await this.searches.list(user) };
  }

  @Endpoint(myEmailAlertRoutes.create)
  create(
    @CurrentUser() user: AuthUser,
    @RouteBody(myEmailAlertRoutes.create) body: ParsedBodyOf<typeof myEmailAlertRoutes.create>,
  ): Promise<SavedSearch> {
    return this.searches.create(user, body);
  }

  @Endpoint(myEmailAlertRoutes.update)
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', alertId) id: string,
    @RouteBody(myEmailAlertRoutes.update) body: ParsedBodyOf<typeof myEmailAlertRoutes.update>,
  ): Promise<SavedSearch> {
    return this.searches.update(user, id, body);
  }

  @Endpoint(myEmailAlertRoutes.remove)
  async remove(@CurrentUser() user: AuthUser, @Param('id', alertId) id: string): Promise<void> {
    await this.searches.remove(user, id);
  }
}
