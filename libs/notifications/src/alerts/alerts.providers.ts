import { AdminEmailAlertsController } from './controllers/admin-email-alerts.controller.js';
import { EmailAlertsController } from './controllers/email-alerts.controller.js';
import { MyEmailAlertsController } from './controllers/my-email-alerts.controller.js';
import { AlertEventsHandler } from './events/alert-events.handler.js';
import { EmailAlerts1741000000000 } from './migrations/1741000000000-email-alerts.js';
import { AlertMatchRepository } from './repositories/alert-match.repository.js';
import { AlertSubscriptionRepository } from './repositories/alert-subscription.repository.js';
import {
  AlertStatsRepository,
  SavedSearchRepository,
} from './repositories/saved-search.repository.js';
import { AlertDigestService } from './services/alert-digest.service.js';
import { AlertSubscriptionService } from './services/alert-subscription.service.js';
import { SavedSearchService } from './services/saved-search.service.js';

/** E-mail alerts and saved searches, as the notifications module mounts them. */
export const alertControllers = [
  EmailAlertsController,
  MyEmailAlertsController,
  AdminEmailAlertsController,
  AlertEventsHandler,
];
export const alertProviders = [
  AlertSubscriptionRepository,
  SavedSearchRepository,
  AlertStatsRepository,
  AlertMatchRepository,
  AlertSubscriptionService,
  SavedSearchService,
  AlertDigestService,
];
export const alertMigrations = [EmailAlerts1741000000000];
