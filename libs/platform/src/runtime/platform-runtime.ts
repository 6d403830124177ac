import path from 'node:path';
import type { Cache } from '../cache/cache.port.js';
import { createCache } from '../cache/create-cache.js';
import type { PlatformConfig } from '../config/platform-config.js';
import type { EventBus } from '../messaging/event-bus.port.js';
import { createEventBus } from '../messaging/event-bus.factory.js';
import { AccessTokens } from '../auth/token.service.js';
import { DenyList } from '../auth/deny-list.js';
import { keysFromConfigOrFiles, loadOrCreateKeys } from '../auth/keys.js';
import { HealthRegistry } from '../http/health.js';
import { createLogger, type Logger } from '../logging/logger.js';
import { createObjectStorage } from '../storage/create-object-storage.js';
import type { ObjectStorage } from '../storage/object-storage.port.js';

/**
 * The infrastructure one process shares between the service modules it hosts:
 * the adapters chosen by configuration, built once.
 */
export interface PlatformRuntime {
  config: PlatformConfig;
  /** The environment the process was configured from; service modules read their own variables here. */
  env: Record<string, string | undefined>;
  logger: Logger;
  cache: Cache;
  bus: EventBus;
  /** Photos and other media: a bucket when `S3_BUCKET` is set, else `<DATA_DIR>/media`. */
  storage: ObjectStorage;
  tokens: AccessTokens;
  denyList: DenyList;
  health: HealthRegistry;
  /** PostgreSQL URL every service module connects to (its own schema). */
  databaseUrl: string;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** Process name for logs and Kafka client ids. */
  name: string;
  /** Embedded mode: generate JWT keys into DATA_DIR when none are configured. */
  embedded?: boolean;
  databaseUrl?: string;
  /** The gateway keeps no data. */
  withoutDatabase?: boolean;
  env?: Record<string, string | undefined>;
}

export function createPlatformRuntime(
  config: PlatformConfig,
  options: RuntimeOptions,
): PlatformRuntime {
  const logger = createLogger(options.name, config.LOG_LEVEL);
  const databaseUrl = options.databaseUrl ?? config.DATABASE_URL;
  if (!databaseUrl && !options.withoutDatabase)
    throw new Error('DATABASE_URL: required for this process (not set)');
  const keys =
    keysFromConfigOrFiles(config) ??
    (options.embedded ? loadOrCreateKeys(path.resolve(config.DATA_DIR)) : null);
  if (!keys) throw new Error('JWT_PUBLIC_KEY (or JWT_PUBLIC_KEY_FILE): required outside the embedded mode (not set)');
  const cache = createCache(config.REDIS_URL);
  const bus = createEventBus({
    kafkaBrokers: config.KAFKA_BROKERS,
    clientId: `${config.KAFKA_CLIENT_ID}-${options.name}`,
    logger,
  });
  const storage = createObjectStorage(config);
  const health = new HealthRegistry();
  health.register('cache', () => cache.isHealthy());
  health.register('events', () => bus.isHealthy());
  return {
    config,
    env: options.env ?? process.env,
    logger,
    cache,
    bus,
    storage,
    tokens: new AccessTokens(keys, config.JWT_ISSUER, config.ACCESS_TOKEN_TTL_SECONDS),
    denyList: new DenyList(cache),
    health,
    databaseUrl: databaseUrl ?? '',
    async close() {
      await bus.stop();
      await cache.close();
    },
  };
}
