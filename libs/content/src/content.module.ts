import { type DynamicModule, Module } from '@nestjs/common';
import { auditTrailProvider, messagingMigrations, ServiceDataModule } from '@market/platform';

import { CONTENT_AUDIT, CONTENT_EVENTS, CONTENT_SCHEMA } from './content.tokens.js';
import { AdminContentController, ContentController } from './controllers/content.controller.js';
import { ContentSchema1736000000000 } from './migrations/1736000000000-content-schema.js';
import { ContentService } from './services/content.service.js';

export const contentMigrations = [
  ...messagingMigrations(CONTENT_SCHEMA),
  ContentSchema1736000000000,
];

/** The content context's part the home pages need: site settings, logo, hero sections. */
@Module({})
export class ContentModule {
  static register(): DynamicModule {
    return {
      module: ContentModule,
      imports: [ServiceDataModule.forService({ events: CONTENT_EVENTS, schema: CONTENT_SCHEMA, entities: [], migrations: contentMigrations })],
      controllers: [ContentController, AdminContentController],
      providers: [
        auditTrailProvider(CONTENT_AUDIT, CONTENT_EVENTS, 'content'),
        ContentService,
      ],
    };
  }
}
