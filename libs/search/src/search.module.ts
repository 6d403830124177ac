import {
  type DynamicModule,
  Inject,
  Module,
  type OnApplicationBootstrap,
  type BeforeApplicationShutdown,
} from '@nestjs/common';
import {
  auditTrailProvider,
  createCache,
  HEALTH,
  MemoryCache,
  type HealthRegistry,
  PLATFORM_RUNTIME,
  type PlatformRuntime,
  ServiceDataModule,
} from '@market/platform';
import type { DataSource } from 'typeorm';
import { AdminSearchController } from './controllers/admin-search.controller.js';
import { SearchCounter } from './analytics/search-counter.js';
import { SearchController } from './controllers/search.controller.js';
import { TradeInController } from './trade-in/trade-in.controller.js';
import { ListingEventsHandler } from './events/listing-events.handler.js';
import { ZipLocator } from './geo/zip-locator.js';
import { CachingListingIndex } from './index/caching-listing-index.js';
import {
  createElasticsearchClient,
  ElasticsearchListingIndex,
} from './index/elasticsearch/index.js';
import type { ListingIndex } from './index/listing-index.port.js';
import { MemoryListingIndex } from './index/memory/memory-listing-index.js';
import { PostgresListingFeed } from './index/postgres/postgres-listing-feed.js';
import { PostgresListingIndex } from './index/postgres/postgres-listing-index.js';
import { loadSearchConfig, searchWorkerCount } from './search.config.js';
import { searchMigrations } from './search.migrations.js';
import { LISTING_INDEX, SEARCH_AUDIT, SEARCH_EVENTS, SEARCH_SCHEMA } from './search.tokens.js';

import { MarketPriceBook, marketControllers, marketProviders } from './market/index.js';
import { getDataSourceToken } from '@nestjs/typeorm';

/** The public search reads, whose answers depend on nothing but the URL and the index. */
const PUBLIC_SEARCH_ROUTES = [
  '/api/search/listings',
  '/api/search/featured',
  '/api/search/suggestions',
];

/** The search context: the listing index, fed by the listings events, and the public search API. */
@Module({})
export class SearchModule implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    @Inject(LISTING_INDEX) private readonly index: CachingListingIndex,
    @Inject(HEALTH) private readonly health: HealthRegistry,
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
    private readonly marketBook: MarketPriceBook,
    private readonly searches: SearchCounter,
  ) {}

  static register(): DynamicModule {
    return {
      module: SearchModule,
      imports: [
        ServiceDataModule.forService({
          events: SEARCH_EVENTS,
          schema: SEARCH_SCHEMA,
          entities: [],
          migrations: searchMigrations,
        }),
      ],
      controllers: [
        ListingEventsHandler,
        SearchController,
        AdminSearchController,
        TradeInController,
        ...marketControllers,
      ],
      providers: [
        auditTrailProvider(SEARCH_AUDIT, SEARCH_EVENTS, 'search'),
        ZipLocator,
        SearchCounter,
        {
          provide: LISTING_INDEX,
          inject: [getDataSourceToken(SEARCH_SCHEMA), ZipLocator, PLATFORM_RUNTIME],
          // The engine by configuration; repeated searches are answered from a cache of their own.
          useFactory: (db: DataSource, zips: ZipLocator, runtime: PlatformRuntime) => {
            const config = loadSearchConfig(runtime.env);
            const engine: ListingIndex = config.ELASTICSEARCH_URL
              ? new ElasticsearchListingIndex({
                  client: createElasticsearchClient({
                    url: config.ELASTICSEARCH_URL,
                    apiKey: config.ELASTICSEARCH_API_KEY,
                    username: config.ELASTICSEARCH_USERNAME,
                    password: config.ELASTICSEARCH_PASSWORD,
                  }),
                  zips,
                  indexPrefix: config.ELASTICSEARCH_INDEX_PREFIX,
                })
              : config.SEARCH_MEMORY_INDEX
                ? new MemoryListingIndex(
                    new PostgresListingIndex(db, zips),
                    new PostgresListingFeed(db),
                    {
                      pollMs: config.SEARCH_MEMORY_POLL_MS,
                      workers: searchWorkerCount(config),
                    },
                  )
                : new PostgresListingIndex(db, zips);
            // The in-memory model is per replica, so are its answers: they are cached in this
            // process under the model's version, which every applied change moves on.
            return engine instanceof MemoryListingIndex
              ? new CachingListingIndex(engine, new MemoryCache(Date.now, 2_000), () =>
                  engine.version(),
                )
              : new CachingListingIndex(
                  engine,
                  createCache(runtime.config.REDIS_URL, 'market:search:', { maxEntries: 5_000 }),
                );
          },
        },
        ...marketProviders,
      ],
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    this.health.register('search-index', () => this.index.isHealthy());
    // Answers that hold while the read model's version does: the edge may replay them.
    for (const route of PUBLIC_SEARCH_ROUTES)
      this.runtime.publicAnswers.register(route, () => this.index.answerVersion());
    // A replayed search is answered without the controller: counted here.
    this.runtime.publicAnswers.onReplay('/api/search/listings', () => this.searches.add());
    this.searches.start(loadSearchConfig(this.runtime.env).SEARCH_COUNT_INTERVAL_MS);
    await this.index.prepare();
    await this.marketBook.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.searches.stop();
    this.marketBook.stop();
    await this.index.close();
  }
}
