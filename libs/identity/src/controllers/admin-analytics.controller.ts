import { Controller, Inject } from '@nestjs/common';
import { adminAnalyticsRoutes, type ParsedQueryOf, type SystemStatus } from '@market/contracts';
import {
  Endpoint,
  HEALTH,
  type HealthRegistry,
  PLATFORM_RUNTIME,
  type PlatformRuntime,
  RouteQuery,
} from '@market/platform';
import { AnalyticsService } from '../services/analytics.service.js';

/**
 * The Analytics tab's charts (from the analytics projection) and the Overview's system status.
 * The status is the serving process's view: every context in the embedded mode, identity's
 * process and its consumers in the distributed one (the per-service view is in /metrics).
 */
@Controller()
export class AdminAnalyticsController {
  constructor(
    private readonly analytics: AnalyticsService,
    @Inject(HEALTH) private readonly health: HealthRegistry,
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
  ) {}

  @Endpoint(adminAnalyticsRoutes.get)
  get(@RouteQuery(adminAnalyticsRoutes.get) query: ParsedQueryOf<typeof adminAnalyticsRoutes.get>) {
    return this.analytics.series(query);
  }

  @Endpoint(adminAnalyticsRoutes.systemStatus)
  async systemStatus(): Promise<SystemStatus> {
    const [report, lag] = await Promise.all([
      this.health.report(),
      this.runtime.metrics.eventLag(),
    ]);
    return { ...report, ...lag, checkedAt: new Date().toISOString() };
  }
}
