import {
  type DynamicModule,
  Inject,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
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
  ServiceEvents,
  serviceDataProviders,
} from '@market/platform';
import type { DataSource } from 'typeorm';
import { VehicleCatalogue } from './catalogue/index.js';
import { AdminListingsController } from './controllers/admin-listings.controller.js';
import { CatalogueController, VinController } from './controllers/catalogue.controller.js';
import {
  ListingImagesController,
  MediaController,
} from './controllers/listing-images.controller.js';
import { ListingsController, MyListingsController } from './controllers/listings.controller.js';
import { SavedListingsController } from './controllers/saved-listings.controller.js';
import { SellerEventsHandler } from './events/seller-events.handler.js';
import {
  LISTINGS_AUDIT,
  LISTINGS_DATABASE,
  LISTINGS_EVENTS,
  LISTINGS_SCHEMA,
  MEDIA_URLS,
} from './listings.tokens.js';
import { ListingsSchema1734000000000 } from './migrations/1734000000000-listings-schema.js';
import { ViewsToAnnounce1738000000000 } from './migrations/1738000000000-views-to-announce.js';
import { SellerVisibility1739000000000 } from './migrations/1739000000000-seller-visibility.js';
import { ContactConsent1739000000001 } from './migrations/1739000000001-contact-consent.js';
import { ListingImageRepository } from './repositories/listing-image.repository.js';
import { ListingRepository } from './repositories/listing.repository.js';
import { SavedListingRepository } from './repositories/saved-listing.repository.js';
import { SellerDirectoryRepository } from './repositories/seller-directory.repository.js';
import { ActorResolver } from './services/actor-resolver.js';
import { ListingAudit } from './services/listing-audit.js';
import { ListingPhotoRules } from './services/listing-photo-rules.js';
import { ListingEventsService } from './services/listing-events.service.js';
import { ListingImageService } from './services/listing-image.service.js';
import { ListingContactService } from './services/listing-contact.service.js';
import { MediaUrls } from './services/listing-views.js';
import { ListingService } from './services/listing.service.js';
import { ListingViewCache } from './services/listing-view-cache.js';
import { SavedListingService } from './services/saved-listing.service.js';
import { ViewCountAnnouncer } from './services/view-count-announcer.js';
import { VinDecoder } from './vin/index.js';

export const listingsMigrations = [
  ...messagingMigrations(LISTINGS_SCHEMA),
  ListingsSchema1734000000000,
  ViewsToAnnounce1738000000000,
  SellerVisibility1739000000000,
  ContactConsent1739000000001,
];

/** How often abandoned uploads are looked for. */
const SWEEP_INTERVAL_MS = 3_600_000;
/** The vehicle page route, GET /api/listings/:id. */
const VEHICLE_PAGE_PREFIX = '/api/listings/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The listings context: vehicles, their photos, saved listings, the catalogue and VIN decoding. */
@Module({})
export class ListingsModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('listings');
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(LISTINGS_DATABASE) private readonly db: DataSource,
    @Inject(LISTINGS_EVENTS) private readonly events: ServiceEvents,
    @Inject(HEALTH) private readonly health: HealthRegistry,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly sellerEvents: SellerEventsHandler,
    private readonly images: ListingImageService,
    private readonly vin: VinDecoder,
    private readonly views: ViewCountAnnouncer,
    private readonly listingService: ListingService,
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
  ) {}

  static register(): DynamicModule {
    return {
      module: ListingsModule,
      controllers: [
        ListingsController,
        MyListingsController,
        ListingImagesController,
        MediaController,
        SavedListingsController,
        CatalogueController,
        VinController,
        AdminListingsController,
      ],
      providers: [
        ...serviceDataProviders({
          database: LISTINGS_DATABASE,
          events: LISTINGS_EVENTS,
          schema: LISTINGS_SCHEMA,
          entities: [],
          migrations: listingsMigrations,
        }),
        {
          provide: MEDIA_URLS,
          inject: [PLATFORM_RUNTIME],
          useFactory: (runtime: PlatformRuntime) => new MediaUrls(runtime.config.MEDIA_PUBLIC_URL),
        },
        auditTrailProvider(LISTINGS_AUDIT, LISTINGS_EVENTS, 'listings'),
        ListingAudit,
        ListingPhotoRules,
        ListingRepository,
        ListingImageRepository,
        SavedListingRepository,
        SellerDirectoryRepository,
        ActorResolver,
        ListingContactService,
        ListingEventsService,
        ListingImageService,
        ListingService,
        ListingViewCache,
        SavedListingService,
        SellerEventsHandler,
        ViewCountAnnouncer,
        VehicleCatalogue,
        VinDecoder,
      ],
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    this.health.register('listings-storage', () => this.storage.isHealthy());
    // Anonymous vehicle pages: the edge may replay one while its freshness row and view hold.
    this.runtime.publicAnswers.registerPrefix(VEHICLE_PAGE_PREFIX, (path) => {
      const id = path.slice(VEHICLE_PAGE_PREFIX.length);
      return UUID.test(id) ? this.listingService.publicAnswerVersion(id) : null;
    });
    await this.sellerEvents.subscribe();
    this.events.start();
    this.views.start();
    this.sweepTimer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.sweepTimer);
    await this.views.stop();
    await this.events.stop();
    await this.vin.close();
    await this.db.destroy();
  }

  private async sweep(): Promise<void> {
    try {
      const removed = await this.images.sweepUnattached();
      if (removed > 0) this.logger.log(`Removed ${removed} photo(s) no listing used for a day`);
    } catch (error) {
      this.logger.warn(`Photo sweep failed; it runs again in an hour: ${String(error)}`);
    }
  }
}
