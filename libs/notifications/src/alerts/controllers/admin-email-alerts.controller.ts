import { Controller } from '@nestjs/common';
import { type AdminEmailAlerts, adminEmailAlertRoutes } from '@market/contracts';
import { Endpoint } from '@market/platform';
import { AlertStatsRepository } from '../repositories/saved-search.repository.js';

/** The admin console's Analytics tab: how alerts are used. */
@Controller()
export class AdminEmailAlertsController {
  constructor(private readonly stats: AlertStatsRepository) {}

  @Endpoint(adminEmailAlertRoutes.overview)
  overview(): Promise<AdminEmailAlerts> {
    return this.stats.overview();
  }
}
