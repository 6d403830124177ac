import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Module,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  openServiceDatabase,
  type ServiceDatabaseOptions,
  serviceDataSourceOptions,
} from '../database/service-data-source.js';
import type { PoolStats } from '../observability/metrics.js';
import type { PlatformRuntime } from './platform-runtime.js';
import { PLATFORM_RUNTIME } from './platform-tokens.js';
import { ServiceEvents } from './service-events.js';

export interface ServiceDataOptions extends Pick<
  ServiceDatabaseOptions,
  'schema' | 'entities' | 'migrations'
> {
  /**
   * Injection token of its ServiceEvents (outbox, relay, inbox in that schema). The DataSource
   * itself is TypeORM's, named after the schema: `@InjectDataSource(SCHEMA)`.
   */
  events: symbol;
}

/** Starts a service's outbox relay once the app is up and stops it before the database closes. */
class ServiceEventsLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(private readonly events: ServiceEvents) {}

  onApplicationBootstrap(): void {
    this.events.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.events.stop();
  }
}

/**
 * What every service module imports first: its database through `@nestjs/typeorm` (a
 * DataSource named after its schema, connected, migrated at start under the schema's lock
 * or verified, in the health report and the pool metrics, closed by TypeORM's module at
 * shutdown) and its side of the event flow (outbox, relay, inbox), registered with the
 * runtime so the event transport can serve its `@EventPattern` handlers.
 *
 *   imports: [ServiceDataModule.forService({ schema: CONTENT_SCHEMA, events: CONTENT_EVENTS, entities, migrations })]
 */
@Module({})
export class ServiceDataModule {
  static forService(options: ServiceDataOptions): DynamicModule {
    const dataSourceToken = getDataSourceToken(options.schema);
    // useFactory (which can inject the runtime) runs before dataSourceFactory (which cannot).
    let opening: { runtime: PlatformRuntime; database: ServiceDatabaseOptions } | undefined;
    const typeOrm = TypeOrmModule.forRootAsync({
      name: options.schema,
      inject: [PLATFORM_RUNTIME],
      useFactory: (runtime: PlatformRuntime) => {
        const database: ServiceDatabaseOptions = {
          url: runtime.databaseUrl,
          schema: options.schema,
          entities: options.entities,
          migrations: options.migrations,
          poolSize: runtime.config.DATABASE_POOL_SIZE,
          migrationMode: runtime.config.DATABASE_MIGRATIONS,
        };
        opening = { runtime, database };
        // A failed start (unreachable database, missing migrations) fails the process at once:
        // the orchestrator restarts it, instead of ten silent retries here.
        return { ...serviceDataSourceOptions(database), toRetry: () => false };
      },
      dataSourceFactory: async () => {
        const { runtime, database } = opening!;
        const db = await openServiceDatabase(database);
        runtime.health.register(
          `${options.schema}-database`,
          async () => (await db.query('SELECT 1')).length === 1,
        );
        runtime.metrics.watchPool(options.schema, () => poolStats(db));
        return db;
      },
    });
    return {
      module: ServiceDataModule,
      imports: [typeOrm],
      providers: [
        {
          provide: options.events,
          inject: [dataSourceToken, PLATFORM_RUNTIME],
          useFactory: (db: DataSource, runtime: PlatformRuntime) => {
            const events = new ServiceEvents(
              db,
              options.schema,
              runtime.bus,
              runtime.logger,
              { observer: runtime.metrics.outboxObserver },
              runtime.metrics.deadLetterObserver,
            );
            runtime.metrics.watchOutbox(options.schema, () => events.relay.lag());
            runtime.serviceEvents.set(options.schema, events);
            return events;
          },
        },
        {
          provide: `${options.schema}:events-lifecycle`,
          inject: [options.events],
          useFactory: (events: ServiceEvents) => new ServiceEventsLifecycle(events),
        },
      ],
      exports: [options.events],
    };
  }
}

/** The pg pool behind a TypeORM DataSource (null once it is closed). */
function poolStats(db: DataSource): PoolStats | null {
  if (!db.isInitialized) return null;
  const pool = (
    db.driver as unknown as {
      master?: { totalCount: number; idleCount: number; waitingCount: number };
    }
  ).master;
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}
