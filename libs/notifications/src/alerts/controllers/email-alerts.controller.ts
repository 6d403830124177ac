import { Controller } from '@nestjs/common';
import {
  type AlertSubscription,
  emailAlertRoutes,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@market/contracts';
import { Endpoint, RouteBody, RouteQuery } from '@market/platform';
import { AlertSubscriptionService } from '../services/alert-subscription.service.js';

/** The public side of /email-alerts: subscribe, confirm, one-click unsubscribe. */
@Controller()
export class EmailAlertsController {
  constructor(private readonly subscriptions: AlertSubscriptionService) {}

  @Endpoint(emailAlertRoutes.subscribe)
  async subscribe(
    @RouteBody(emailAlertRoutes.subscribe) body: ParsedBodyOf<typeof emailAlertRoutes.subscribe>,
  ): Promise<{ email: string; status: 'confirmation_sent' }> {
    await this.subscriptions.subscribe(body.email, body.preferences, body.frequency);
    return { email: body.email, status: 'confirmation_sent' };
  }

  @Endpoint(emailAlertRoutes.confirm)
  confirm(
    @RouteBody(emailAlertRoutes.confirm) body: ParsedBodyOf<typeof emailAlertRoutes.confirm>,
  ): Promise<AlertSubscription> {
    return this.subscriptions.confirm(body.token);
  }

  /** The token is in the query: mail clients' RFC 8058 one-click POST sends a form body we ignore. */
  @Endpoint(emailAlertRoutes.unsubscribe)
  unsubscribe(
    @RouteQuery(emailAlertRoutes.unsubscribe)
    query: ParsedQueryOf<typeof emailAlertRoutes.unsubscribe>,
  ): Promise<AlertSubscription> {
    return this.subscriptions.unsubscribe(query.token);
  }
}
