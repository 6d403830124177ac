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
  HEALTH,
  type HealthRegistry,
  messagingMigrations,
  OBJECT_STORAGE,
  type ObjectStorage,
  PLATFORM_RUNTIME,
  type PlatformRuntime,
  ServiceDataModule,
} from '@market/platform';

import { VehicleCatalogue } from './catalogue/index.js';
import { AdminListingsController } from './controllers/admin-listings.controller.js';
import { CatalogueController, VinController } from './controllers/catalogue.controller.js';
import {
  ListingImagesController,
  MediaController,
} from './controllers/listing-images.controller.js';
import { ListingsController, MyListingsController } from './controllers/listings.controller.js';
import { SavedListingsController } from './controllers/saved-listings.controller.js';
import { ListingImportsController } from './controllers/listing-imports.controller.js';
import { ListingReportsController } from './controllers/listing-reports.controller.js';
import { ListingModerationRepository } from './repositories/listing-moderation.repository.js';
import { FraudScreen } from './services/fraud-screen.js';
import { ListingHoldService } from './services/listing-hold.service.js';
import { ListingReportService } from './services/listing-report.service.js';
import { ListingSitemapController } from './controllers/listing-sitemap.controller.js';
import { ListingSitemapRepository } from './repositories/listing-sitemap.repository.js';
import { ListingSitemapService } from './services/listing-sitemap.service.js';
import { SitemapAndTombstones1739500000000 } from './migrations/1739500000000-sitemap-and-tombstones.js';
import { ListingPromotions, PromotionEventsHandler } from './events/promotion-events.handler.js';
import { SellerEventsHandler } from './events/seller-events.handler.js';
import { LISTINGS_AUDIT, LISTINGS_EVENTS, LISTINGS_SCHEMA, MEDIA_URLS } from './listings.tokens.js';
import { ListingsSchema1734000000000 } from './migrations/1734000000000-listings-schema.js';
import { ViewsToAnnounce1738000000000 } from './migrations/1738000000000-views-to-announce.js';
import { SellerVisibility1739000000000 } from './migrations/1739000000000-seller-visibility.js';
import { ListingPromotions1744000000002 } from './migrations/1744000000002-listing-promotions.js';
import { ContactConsent1739000000001 } from './migrations/1739000000001-contact-consent.js';
import { InventoryImport1745000000000 } from './migrations/1745000000000-inventory-import.js';
import { ListingModeration1745000000001 } from './migrations/1745000000001-listing-moderation.js';
import { ListingPriority1746100000000 } from './migrations/1746100000000-listing-priority.js';
import { ListingImportRepository } from './repositories/listing-import.repository.js';
import { ImportPhotoFetcher } from './services/import-photo-fetcher.js';
import { ImportRunner } from './services/import-runner.js';
import { ListingImportService } from './services/listing-import.service.js';
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
import { AdminListingsService } from './services/admin-listings.service.js';
import { ViewCountAnnouncer } from './services/view-count-announcer.js';
import { VinDecoder } from './vin/index.js';

export const listingsMigrations = [
  ...messagingMigrations(LISTINGS_SCHEMA),
  ListingsSchema1734000000000,
  ViewsToAnnounce1738000000000,
  SellerVisibility1739000000000,
  ContactConsent1739000000001,
  InventoryImport1745000000000,
  ListingModeration1745000000001,
  SitemapAndTombstones1739500000000,
  ListingPromotions1744000000002,
  ListingPriority1746100000000,
];

/** How often ended paid placements are looked for. */
const PROMOTION_SWEEP_MS = 60_000;
/** How often abandoned uploads are looked for. */
const SWEEP_INTERVAL_MS = 3_600_000;
/** The vehicle page route, GET /api/listings/:id. */
const VEHICLE_PAGE_PREFIX = '/api/listings/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The listings context: vehicles, their photos, saved listings, the catalogue and VIN decoding. */
@Module({})
export class ListingsModule implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('listings');
  private sweepTimer: NodeJS.Timeout | undefined;
  private promotionTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(HEALTH) private readonly health: HealthRegistry,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly images: ListingImageService,
    private readonly vin: VinDecoder,
    private readonly views: ViewCountAnnouncer,
    private readonly listingService: ListingService,
    private readonly promotions: ListingPromotions,
    private readonly importRunner: ImportRunner,
    private readonly importPhotos: ImportPhotoFetcher,
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
  ) {}

  static register(): DynamicModule {
    return {
      module: ListingsModule,
      imports: [
        ServiceDataModule.forService({
          events: LISTINGS_EVENTS,
          schema: LISTINGS_SCHEMA,
          entities: [],
          migrations: listingsMigrations,
        }),
      ],
      controllers: [
        SellerEventsHandler,
        PromotionEventsHandler,
        ListingsController,
        MyListingsController,
        ListingImagesController,
        MediaController,
        SavedListingsController,
        CatalogueController,
        VinController,
        AdminListingsController,
        ListingImportsController,
        ListingReportsController,
        ListingSitemapController,
      ],
      providers: [
        ListingPromotions,
        {
          provide: MEDIA_URLS,
          inject: [PLATFORM_RUNTIME],
          useFactory: (runtime: PlatformRuntime) => new MediaUrls(runtime.config.MEDIA_PUBLIC_URL),
        },
        auditTrailProvider(LISTINGS_AUDIT, LISTINGS_EVENTS, 'listings'),
        ListingAudit,
        ListingPhotoRules,
        ListingSitemapRepository,
        ListingSitemapService,
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
        AdminListingsService,
        ViewCountAnnouncer,
        VehicleCatalogue,
        VinDecoder,
        ListingImportRepository,
        ListingImportService,
        ImportRunner,
        ImportPhotoFetcher,
        ListingModerationRepository,
        FraudScreen,
        ListingHoldService,
        ListingReportService,
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
    this.views.start();
    this.importRunner.start();
    this.importPhotos.start();
    this.sweepTimer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
    // Paid placements end on time (billing.listing.promoted's expiresAt), checked every minute.
    this.promotionTimer = setInterval(() => {
      this.promotions
        .expire()
        .catch((error: Error) => this.logger.error(`Promotion expiry failed: ${error.message}`));
    }, PROMOTION_SWEEP_MS);
    this.promotionTimer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.sweepTimer);
    await this.importRunner.stop();
    await this.importPhotos.stop();
    clearInterval(this.promotionTimer);
    await this.views.stop();
    await this.vin.close();
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
