import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Inject,
  Logger,
  Module,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import {
  auditTrailProvider,
  messagingMigrations,
  PLATFORM_RUNTIME,
  type PlatformRuntime,
  ServiceDataModule,
} from '@market/platform';
import { type AffiliatesConfig, loadAffiliatesConfig } from './affiliates.config.js';
import {
  AFFILIATES_AUDIT,
  AFFILIATES_CLOCK,
  AFFILIATES_CONFIG,
  AFFILIATES_EVENTS,
  AFFILIATES_SCHEMA,
  type Clock,
  PAYOUT_METHOD,
  systemClock,
} from './affiliates.tokens.js';
import {
  AdminAffiliatesController,
  AffiliatesController,
} from './controllers/affiliates.controller.js';
import { UpstreamEventsHandler } from './events/upstream-events.handler.js';
import { AffiliatesSchema1745000000001 } from './migrations/1745000000001-affiliates-schema.js';
import { BankExportPayoutMethod } from './payouts/bank-export.payout-method.js';
import type { PayoutMethod } from './payouts/payout-method.port.js';
import { StripeConnectPayoutMethod } from './payouts/stripe-connect.payout-method.js';
import { AffiliatesService } from './services/affiliates.service.js';
import { PayoutsService } from './services/payouts.service.js';
import { ReferralsService } from './services/referrals.service.js';

export const affiliatesMigrations = [
  ...messagingMigrations(AFFILIATES_SCHEMA),
  AffiliatesSchema1745000000001,
];

/** The payout adapter the configuration names: Stripe Connect with a secret key, else the bank export. */
export function createPayoutMethod(config: AffiliatesConfig): PayoutMethod {
  if (config.STRIPE_SECRET_KEY)
    return new StripeConnectPayoutMethod({
      secretKey: config.STRIPE_SECRET_KEY,
      host: config.STRIPE_API_HOST,
      port: config.STRIPE_API_PORT,
      protocol: config.STRIPE_API_PROTOCOL,
    });
  return new BankExportPayoutMethod();
}

export interface AffiliatesModuleOptions {
  /** Tests move time (the 30-day cookie, the refund hold, the payout month). */
  clock?: Clock;
}

/** The affiliates context: applications, approval, referral tracking, commissions, payouts. */
@Module({})
export class AffiliatesModule implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('affiliates');
  private sweep?: NodeJS.Timeout;

  constructor(
    @Inject(AFFILIATES_CONFIG) private readonly config: AffiliatesConfig,
    @Inject(PAYOUT_METHOD) private readonly payoutMethod: PayoutMethod,
    private readonly referrals: ReferralsService,
  ) {}

  static register(options: AffiliatesModuleOptions = {}): DynamicModule {
    return {
      module: AffiliatesModule,
      imports: [
        ServiceDataModule.forService({
          events: AFFILIATES_EVENTS,
          schema: AFFILIATES_SCHEMA,
          entities: [],
          migrations: affiliatesMigrations,
        }),
      ],
      controllers: [UpstreamEventsHandler, AffiliatesController, AdminAffiliatesController],
      providers: [
        {
          provide: AFFILIATES_CONFIG,
          inject: [PLATFORM_RUNTIME],
          useFactory: (runtime: PlatformRuntime) => loadAffiliatesConfig(runtime.env),
        },
        { provide: AFFILIATES_CLOCK, useValue: options.clock ?? systemClock },
        { provide: PAYOUT_METHOD, inject: [AFFILIATES_CONFIG], useFactory: createPayoutMethod },
        auditTrailProvider(AFFILIATES_AUDIT, AFFILIATES_EVENTS, 'affiliates'),
        AffiliatesService,
        ReferralsService,
        PayoutsService,
      ],
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    this.logger.log(`Affiliate payouts through the ${this.payoutMethod.name} method`);
    this.sweep = setInterval(() => {
      this.referrals
        .approveHeld()
        .catch((error: Error) => this.logger.error(`Commission sweep failed: ${error.message}`));
    }, this.config.AFFILIATE_SWEEP_SECONDS * 1000);
    this.sweep.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.sweep) clearInterval(this.sweep);
  }
}
