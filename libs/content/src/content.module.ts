import {
  type DynamicModule,
  Inject,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  auditTrailProvider,
  messagingMigrations,
  serviceDataProviders,
  type ServiceEvents,
} from '@market/platform';
import type { DataSource } from 'typeorm';
import { CONTENT_AUDIT, CONTENT_DATABASE, CONTENT_EVENTS, CONTENT_SCHEMA } from './content.tokens.js';
import { AdminContentController, ContentController } from './controllers/content.controller.js';
import { ContentSchema1736000000000 } from './migrations/1736000000000-content-schema.js';
import { ContentService } from './services/content.service.js';

export const contentMigrations = [
  ...messagingMigrations(CONTENT_SCHEMA),
  ContentSchema1736000000000,
];

/** The content context's part the home pages need: site settings, logo, hero sections. */
@Module({})
export class ContentModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(CONTENT_DATABASE) private readonly db: DataSource,
    @Inject(CONTENT_EVENTS) private readonly events: ServiceEvents,
  ) {}

  static register(): DynamicModule {
    return {
      module: ContentModule,
      controllers: [ContentController, AdminContentController],
      providers: [
        ...serviceDataProviders({
          database: CONTENT_DATABASE,
          events: CONTENT_EVENTS,
          schema: CONTENT_SCHEMA,
          entities: [],
          migrations: contentMigrations,
        }),
        auditTrailProvider(CONTENT_AUDIT, CONTENT_EVENTS, 'content'),
        ContentService,
      ],
    };
  }

  onApplicationBootstrap(): void {
    this.events.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.events.stop();
    await this.db.destroy();
  }
}
