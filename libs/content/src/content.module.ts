import { type DynamicModule, Module } from '@nestjs/common';
import { auditTrailProvider, messagingMigrations, ServiceDataModule } from '@market/platform';

import { CONTENT_AUDIT, CONTENT_EVENTS, CONTENT_SCHEMA } from './content.tokens.js';
import { AdminContentController, ContentController } from './controllers/content.controller.js';
import {
  AdminSiteContentController,
  SiteContentController,
} from './controllers/site-content.controller.js';
import {
  AdminSiteReviewsController,
  SiteReviewsController,
} from './controllers/site-reviews.controller.js';
import { ContentSchema1736000000000 } from './migrations/1736000000000-content-schema.js';
import { SiteContent1743000000000 } from './migrations/1743000000000-site-content.js';
import { BannersService } from './services/banners.service.js';
import { ContentFiles } from './services/content-files.js';
import { ContentService } from './services/content.service.js';
import { NewsService } from './services/news.service.js';
import { SitePagesService } from './services/site-pages.service.js';
import { SiteReviewsService } from './services/site-reviews.service.js';

export const contentMigrations = [
  ...messagingMigrations(CONTENT_SCHEMA),
  ContentSchema1736000000000,
  SiteContent1743000000000,
];

/**
 * The content context: site settings, logo and hero sections for the home pages; news, site
 * reviews, the FAQ, the legal pages and banner ads.
 */
@Module({})
export class ContentModule {
  static register(): DynamicModule {
    return {
      module: ContentModule,
      imports: [
        ServiceDataModule.forService({
          events: CONTENT_EVENTS,
          schema: CONTENT_SCHEMA,
          entities: [],
          migrations: contentMigrations,
        }),
      ],
      controllers: [
        ContentController,
        AdminContentController,
        SiteContentController,
        AdminSiteContentController,
        SiteReviewsController,
        AdminSiteReviewsController,
      ],
      providers: [
        auditTrailProvider(CONTENT_AUDIT, CONTENT_EVENTS, 'content'),
        ContentService,
        ContentFiles,
        NewsService,
        SiteReviewsService,
        SitePagesService,
        BannersService,
      ],
    };
  }
}
