import {
  type DynamicModule,
  Module,
  type OnApplicationBootstrap,
  type BeforeApplicationShutdown,
} from '@nestjs/common';
import {
  auditTrailProvider,
  BackgroundWork,
  messagingMigrations,
  PLATFORM_RUNTIME,
  type PlatformRuntime,
  ServiceDataModule,
} from '@market/platform';

import { AdminUsersController } from './controllers/admin-users.controller.js';
import { AuthController } from './controllers/auth.controller.js';
import { LocalSignInStrategy } from './controllers/local-sign-in.strategy.js';
import { MeController } from './controllers/me.controller.js';
import { identityEntities } from './entities/index.js';
import { AdminActionsHandler } from './events/admin-actions.handler.js';
import { BillingEventsHandler } from './events/billing-events.handler.js';
import { AffiliateEventsHandler } from './events/affiliate-events.handler.js';
import { AnalyticsHandler } from './events/analytics.handler.js';
import { AdminAnalyticsController } from './controllers/admin-analytics.controller.js';
import { AnalyticsService } from './services/analytics.service.js';
import { BroadcastService } from './services/broadcast.service.js';
import { AdminBroadcastsController } from './controllers/admin-broadcasts.controller.js';
import { Broadcasts1743000000001 } from './migrations/1743000000001-broadcasts.js';
import { AnalyticsAmounts1745000000000 } from './migrations/1745000000000-analytics-amounts.js';
import { DealerEventsHandler } from './events/dealer-events.handler.js';
import { loadIdentityConfig } from './identity.config.js';
import {
  IDENTITY_AUDIT,
  IDENTITY_CONFIG,
  IDENTITY_EVENTS,
  IDENTITY_SCHEMA,
} from './identity.tokens.js';
import { IdentitySchema1732000000000 } from './migrations/1732000000000-identity-schema.js';
import { DealerProvisionings1738000000000 } from './migrations/1738000000000-dealer-provisionings.js';
import { ContactConsent1739000000000 } from './migrations/1739000000000-contact-consent.js';
import { AuditTrail1739000000001 } from './migrations/1739000000001-audit-trail.js';
import { SessionVersions1742000000000 } from './migrations/1742000000000-session-versions.js';
import { MembershipPlanOptions1744000000001 } from './migrations/1744000000001-membership-plan-options.js';
import { AdminAnalytics1743000000000 } from './migrations/1743000000000-admin-analytics.js';
import { AffiliateStanding1745000000000 } from './migrations/1745000000000-affiliate-standing.js';
import { AccountService } from './services/account.service.js';
import { AdminUsersService } from './services/admin-users.service.js';
import { AuditLogService } from './services/audit-log.service.js';
import { DealerProvisioningService } from './services/dealer-provisioning.service.js';
import { IdentityBootstrapService } from './services/identity-bootstrap.service.js';
import { ProfileService } from './services/profile.service.js';
import { SessionRevocationService } from './services/session-revocation.service.js';
import { SessionService } from './services/session.service.js';
import { SignInThrottle } from './services/sign-in-throttle.js';

export const identityMigrations = [
  ...messagingMigrations(IDENTITY_SCHEMA),
  IdentitySchema1732000000000,
  DealerProvisionings1738000000000,
  ContactConsent1739000000000,
  AuditTrail1739000000001,
  SessionVersions1742000000000,
  MembershipPlanOptions1744000000001,
  AdminAnalytics1743000000000,
  Broadcasts1743000000001,
  AffiliateStanding1745000000000,
  AnalyticsAmounts1745000000000,
];

/** The identity context: accounts, sessions, roles, suspension, audit log. */
@Module({})
export class IdentityModule implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    private readonly background: BackgroundWork,
    private readonly broadcasts: BroadcastService,
  ) {}

  static register(): DynamicModule {
    return {
      module: IdentityModule,
      imports: [
        ServiceDataModule.forService({
          events: IDENTITY_EVENTS,
          schema: IDENTITY_SCHEMA,
          entities: identityEntities,
          migrations: identityMigrations,
        }),
      ],
      controllers: [
        AdminActionsHandler,
        DealerEventsHandler,
        BillingEventsHandler,
        AffiliateEventsHandler,
        AnalyticsHandler,
        AuthController,
        MeController,
        AdminUsersController,
        AdminAnalyticsController,
        AdminBroadcastsController,
      ],
      providers: [
        LocalSignInStrategy,
        {
          provide: IDENTITY_CONFIG,
          inject: [PLATFORM_RUNTIME],
          useFactory: (runtime: PlatformRuntime) => loadIdentityConfig(runtime.env),
        },
        {
          provide: BackgroundWork,
          inject: [PLATFORM_RUNTIME],
          useFactory: (runtime: PlatformRuntime) => new BackgroundWork(runtime.logger),
        },
        auditTrailProvider(IDENTITY_AUDIT, IDENTITY_EVENTS, 'identity'),
        AuditLogService,
        SessionRevocationService,
        SignInThrottle,
        SessionService,
        AccountService,
        ProfileService,
        AdminUsersService,
        IdentityBootstrapService,
        DealerProvisioningService,
        AnalyticsService,
        BroadcastService,
      ],
      exports: [IdentityBootstrapService],
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    // Broadcasts left waiting by a restart carry on.
    this.broadcasts.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.broadcasts.drain();
    await this.background.drain();
  }
}
