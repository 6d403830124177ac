import { randomBytes } from 'node:crypto';
import {
  type DynamicModule,
  Inject,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type BeforeApplicationShutdown,
} from '@nestjs/common';
import {
  auditTrailProvider,
  messagingMigrations,
  PLATFORM_RUNTIME,
  type PlatformRuntime,
  ServiceDataModule,
} from '@market/platform';

import { type BillingConfig, loadBillingConfig } from './billing.config.js';
import {
  BILLING_AUDIT,
  BILLING_CONFIG,
  BILLING_EVENTS,
  BILLING_SCHEMA,
  PAYMENT_PROVIDER,
} from './billing.tokens.js';
import { AdminBillingController, BillingController } from './controllers/billing.controller.js';
import { UpstreamEventsHandler } from './events/upstream-events.handler.js';
import { BillingSchema1744000000000 } from './migrations/1744000000000-billing-schema.js';
import { MembershipRenewals1746100000001 } from './migrations/1746100000001-membership-renewals.js';
import type { PaymentProvider } from './providers/payment-provider.port.js';
import { SandboxPaymentProvider } from './providers/sandbox.payment-provider.js';
import { StripePaymentProvider } from './providers/stripe.payment-provider.js';
import { CheckoutService } from './services/checkout.service.js';
import { MembershipsService } from './services/memberships.service.js';
import { PaymentsService } from './services/payments.service.js';
import { PlansService } from './services/plans.service.js';
import { RenewalsService } from './services/renewals.service.js';
import { WebhookService } from './services/webhook.service.js';

export const billingMigrations = [
  ...messagingMigrations(BILLING_SCHEMA),
  BillingSchema1744000000000,
  MembershipRenewals1746100000001,
];

/** The adapter the configuration names: Stripe with both of its secrets, else the local sandbox. */
export function createPaymentProvider(config: BillingConfig): PaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET)
    return new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      host: config.STRIPE_API_HOST,
      port: config.STRIPE_API_PORT,
      protocol: config.STRIPE_API_PROTOCOL,
    });
  return new SandboxPaymentProvider(
    config.SANDBOX_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString('base64url')}`,
  );
}

/** The billing context: plans, checkout through the payment provider, memberships, payments. */
@Module({})
export class BillingModule implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('billing');
  private sweep?: NodeJS.Timeout;
  private renewalTimer?: NodeJS.Timeout;

  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly memberships: MembershipsService,
    private readonly renewals: RenewalsService,
  ) {}

  static register(): DynamicModule {
    return {
      module: BillingModule,
      imports: [
        ServiceDataModule.forService({
          events: BILLING_EVENTS,
          schema: BILLING_SCHEMA,
          entities: [],
          migrations: billingMigrations,
        }),
      ],
      controllers: [UpstreamEventsHandler, BillingController, AdminBillingController],
      providers: [
        {
          provide: BILLING_CONFIG,
          inject: [PLATFORM_RUNTIME],
          useFactory: (runtime: PlatformRuntime) => loadBillingConfig(runtime.env),
        },
        { provide: PAYMENT_PROVIDER, inject: [BILLING_CONFIG], useFactory: createPaymentProvider },
        auditTrailProvider(BILLING_AUDIT, BILLING_EVENTS, 'billing'),
        PlansService,
        CheckoutService,
        MembershipsService,
        PaymentsService,
        WebhookService,
        RenewalsService,
      ],
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    this.logger.log(`Payments through the ${this.provider.name} provider (${this.provider.mode})`);
    this.sweep = setInterval(() => {
      this.memberships
        .expireEnded()
        .catch((error: Error) => this.logger.error(`Membership sweep failed: ${error.message}`));
    }, this.config.MEMBERSHIP_SWEEP_SECONDS * 1000);
    this.sweep.unref();
    // Memberships renew at their period's end (the sandbox charges the saved card here).
    this.renewalTimer = setInterval(() => {
      this.renewals
        .renewDue()
        .catch((error: Error) => this.logger.error(`Membership renewals failed: ${error.message}`));
    }, this.config.MEMBERSHIP_RENEWAL_SECONDS * 1000);
    this.renewalTimer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.sweep) clearInterval(this.sweep);
    if (this.renewalTimer) clearInterval(this.renewalTimer);
  }
}
