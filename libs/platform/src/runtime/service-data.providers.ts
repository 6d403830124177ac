import type { Provider } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import {
  openServiceDatabase,
  type ServiceDatabaseOptions,
} from '../database/service-data-source.js';
import type { PoolStats } from '../observability/metrics.js';
import type { PlatformRuntime } from './platform-runtime.js';
import { PLATFORM_RUNTIME } from './platform.module.js';
import { ServiceEvents } from './service-events.js';

export interface ServiceDataOptions extends Pick<
  ServiceDatabaseOptions,
  'schema' | 'entities' | 'migrations'
> {
  /** Injection token of the service's DataSource (its own schema, migrated at start). */
  database: symbol;
  /** Injection token of its ServiceEvents (outbox, relay, inbox in that schema). */
  events: symbol;
}

/**
 * The two providers every service module starts from: its database (migrated, and in the
 * health report) and its side of the event flow.
 */
export function serviceDataProviders(options: ServiceDataOptions): Provider[] {
  return [
    {
      provide: options.database,
      inject: [PLATFORM_RUNTIME],
      // The service's database is part of its health report as `<schema>-database`.
      useFactory: async (runtime: PlatformRuntime) => {
        const db = await openServiceDatabase({
          url: runtime.databaseUrl,
          schema: options.schema,
          entities: options.entities,
          migrations: options.migrations,
          poolSize: runtime.config.DATABASE_POOL_SIZE,
          migrationMode: runtime.config.DATABASE_MIGRATIONS,
        });
        runtime.health.register(
          `${options.schema}-database`,
          async () => (await db.query('SELECT 1')).length === 1,
        );
        runtime.metrics.watchPool(options.schema, () => poolStats(db));
        return db;
      },
    },
    {
      provide: options.events,
      inject: [options.database, PLATFORM_RUNTIME],
      useFactory: (db: DataSource, runtime: PlatformRuntime) => {
        const events = new ServiceEvents(db, options.schema, runtime.bus, runtime.logger, {
          observer: runtime.metrics.outboxObserver,
        });
        runtime.metrics.watchOutbox(options.schema, () => events.relay.lag());
        return events;
      },
    },
  ];
}

/** The pg pool behind a TypeORM DataSource (null once it is closed). */
function poolStats(db: DataSource): PoolStats | null {
  if (!db.isInitialized) return null;
  const pool = (db.driver as unknown as { master?: { totalCount: number; idleCount: number; waitingCount: number } }).master;
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}
