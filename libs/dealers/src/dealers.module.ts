import {
  type DynamicModule,
  Inject,
  Module,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import {
  auditTrailProvider,
  HEALTH,
  type HealthRegistry,
  messagingMigrations,
  OBJECT_STORAGE,
  type ObjectStorage,
  PLATFORM_RUNTIME,
  type PlatformRuntime,
  ServiceDataModule,
} from '@market/platform';

import {
  AdminApplicationsController,
  AdminDealersController,
} from './controllers/admin-dealers.controller.js';
import { MyDealerController } from './controllers/my-dealer.controller.js';
import {
  DealerApplicationsController,
  DealersController,
} from './controllers/public-dealers.controller.js';
import {
  MyDealerRepsController,
  MyDealershipController,
} from './controllers/rep-affiliations.controller.js';
import { SalesRepsController } from './controllers/sales-reps.controller.js';
import { loadDealersConfig } from './dealers.config.js';
import { DEALERS_AUDIT, DEALERS_EVENTS, DEALERS_SCHEMA } from './dealers.tokens.js';
import { IdentityEventsHandler } from './events/identity-events.handler.js';
import { ListingEventsHandler } from './events/listing-events.handler.js';
import { DealersSchema1738000000000 } from './migrations/1738000000000-dealers-schema.js';
import { ApplicationConfirmation1742000000000 } from './migrations/1742000000000-application-confirmation.js';
import { RepPublication1739000000000 } from './migrations/1739000000000-rep-publication.js';
import { RepAffiliations1739000000001 } from './migrations/1739000000001-rep-affiliations.js';
import { ApplicationRepository } from './repositories/application.repository.js';
import { DealerRepository } from './repositories/dealer.repository.js';
import { ListingProjectionRepository } from './repositories/listing-projection.repository.js';
import { RepAffiliationRepository } from './repositories/rep-affiliation.repository.js';
import { ReviewRepository } from './repositories/review.repository.js';
import { SalesRepRepository } from './repositories/sales-rep.repository.js';
import { UserDirectoryRepository } from './repositories/user-directory.repository.js';
import { ApplicationConfirmationService } from './services/application-confirmation.service.js';
import { AffiliationEvents } from './services/affiliation-events.js';
import { ApplicationService } from './services/application.service.js';
import { ContactService } from './services/contact.service.js';
import { DealerLogos } from './services/dealer-logos.js';
import { DealerRepsService } from './services/dealer-reps.service.js';
import { DealerService } from './services/dealer.service.js';
import { DealersBootstrapService } from './services/dealers-bootstrap.service.js';
import { ProvisioningService } from './services/provisioning.service.js';
import { RepDealershipService } from './services/rep-dealership.service.js';
import { ReviewService } from './services/review.service.js';
import { SalesRepService } from './services/sales-rep.service.js';

export const dealersMigrations = [
  ...messagingMigrations(DEALERS_SCHEMA),
  DealersSchema1738000000000,
  RepPublication1739000000000,
  RepAffiliations1739000000001,
  ApplicationConfirmation1742000000000,
];

/**
 * The dealers context: dealer applications and their approval, dealers and their
 * directory, dealer reviews, sales representatives, and the messages sent to them.
 */
@Module({})
export class DealersModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
    @Inject(HEALTH) private readonly health: HealthRegistry,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  /** Refuses a bad configuration at start (demo data in production), not when seeding. */
  onModuleInit(): void {
    loadDealersConfig(this.runtime.env);
  }

  static register(): DynamicModule {
    return {
      module: DealersModule,
      imports: [
        ServiceDataModule.forService({
          events: DEALERS_EVENTS,
          schema: DEALERS_SCHEMA,
          entities: [],
          migrations: dealersMigrations,
        }),
      ],
      controllers: [
        ListingEventsHandler,
        IdentityEventsHandler,
        DealerApplicationsController,
        DealersController,
        SalesRepsController,
        MyDealerController,
        MyDealershipController,
        MyDealerRepsController,
        AdminDealersController,
        AdminApplicationsController,
      ],
      providers: [
        auditTrailProvider(DEALERS_AUDIT, DEALERS_EVENTS, 'dealers'),
        ApplicationRepository,
        DealerRepository,
        ListingProjectionRepository,
        ReviewRepository,
        RepAffiliationRepository,
        SalesRepRepository,
        UserDirectoryRepository,
        DealerLogos,
        AffiliationEvents,
        RepDealershipService,
        DealerRepsService,
        ApplicationService,
        ApplicationConfirmationService,
        ProvisioningService,
        DealerService,
        ReviewService,
        SalesRepService,
        ContactService,
        DealersBootstrapService,
      ],
      exports: [DealersBootstrapService],
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    this.health.register('dealers-storage', () => this.storage.isHealthy());
  }
}
