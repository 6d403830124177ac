import type { ServiceEvents } from './service-events.js';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import type { Cache } from '../cache/cache.port.js';
import { createCache } from '../cache/create-cache.js';
import { kafkaSecurityOf, type PlatformConfig } from '../config/platform-config.js';
import type { EventBus } from '../messaging/event-bus.port.js';
import { createEventBus } from '../messaging/event-bus.factory.js';
import { AccessTokens, CLOCK_TOLERANCE_SECONDS } from '../auth/token.service.js';
import { SessionState } from '../auth/session-state.js';
import { DenyList } from '../auth/deny-list.js';
import { keysFromConfigOrFiles, loadOrCreateKeys } from '../auth/keys.js';
import { HealthRegistry } from '../http/health.js';
import { chooseLogFormat, prettyDestination } from '../logging/log-format.js';
import { createLogger, type Logger } from '../logging/logger.js';
import { InstrumentedEventBus } from '../observability/instrumented-event-bus.js';
import { PlatformMetrics } from '../observability/metrics.js';
import { installTracing, type TracingState } from '../observability/tracing.js';
import { createObjectStorage } from '../storage/create-object-storage.js';
import type { ObjectStorage } from '../storage/object-storage.port.js';
import { PublicAnswers } from '../http/public-answers.js';

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
  /** Session versions and ended sessions, checked with every token (libs/platform/src/auth/session-state.ts). */
  sessions: SessionState;
  health: HealthRegistry;
  /** The process's Prometheus metrics (one registry for every module it hosts). */
  metrics: PlatformMetrics;
  /** The process's tracing (installed by its first runtime). */
  tracing: TracingState;
  /** PostgreSQL URL every service module connects to (its own schema). */
  databaseUrl: string;
  /** Public GET answers the edge of this process may replay (services register their routes). */
  publicAnswers: PublicAnswers;
  /** Each hosted service's event flow by schema, for the event transport and dead-letter admin (filled by ServiceDataModule). */
  serviceEvents: Map<string, ServiceEvents>;
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
  /** Where log lines go (default stdout); tests read them from here. */
  logDestination?: DestinationStream;
}

export function createPlatformRuntime(
  config: PlatformConfig,
  options: RuntimeOptions,
): PlatformRuntime {
  const destination =
    options.logDestination ??
    (chooseLogFormat(config.LOG_FORMAT, options.env ?? process.env) === 'pretty'
      ? prettyDestination(config.LOG_LEVEL)
      : undefined);
  const logger = createLogger(options.name, config.LOG_LEVEL, destination);
  const tracing = installTracing({
    serviceName: config.OTEL_SERVICE_NAME ?? options.name,
    otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    otlpTracesEndpoint: config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT,
    asyncContext: config.TRACE_ASYNC_CONTEXT,
  });
  const metrics = new PlatformMetrics();
  const databaseUrl = options.databaseUrl ?? config.DATABASE_URL;
  if (!databaseUrl && !options.withoutDatabase)
    throw new Error('DATABASE_URL: required for this process (not set)');
  const keys =
    keysFromConfigOrFiles(config) ??
    (options.embedded ? loadOrCreateKeys(path.resolve(config.DATA_DIR)) : null);
  if (!keys)
    throw new Error(
      'JWT_PUBLIC_KEY (or JWT_PUBLIC_KEY_FILE): required outside the embedded mode (not set)',
    );
  const cache = createCache(config.REDIS_URL);
  const bus = new InstrumentedEventBus(
    createEventBus({
      kafkaBrokers: config.KAFKA_BROKERS,
      clientId: `${config.KAFKA_CLIENT_ID}-${options.name}`,
      logger,
      kafkaSecurity: kafkaSecurityOf(config),
    }),
    metrics,
    logger,
  );
  const storage = createObjectStorage(config);
  const health = new HealthRegistry();
  health.register('cache', () => cache.isHealthy());
  health.register('events', () => bus.isHealthy(), { critical: false });
  return {
    config,
    env: options.env ?? process.env,
    logger,
    cache,
    bus,
    storage,
    tokens: new AccessTokens(
      keys,
      config.JWT_ISSUER,
      config.ACCESS_TOKEN_TTL_SECONDS,
      config.JWT_AUDIENCE,
    ),
    denyList: new DenyList(cache),
    // An entry needs to outlive only the tokens issued before it (plus the clocks' disagreement).
    sessions: new SessionState(
      cache,
      config.ACCESS_TOKEN_TTL_SECONDS + CLOCK_TOLERANCE_SECONDS + 60,
    ),
    health,
    metrics,
    tracing,
    databaseUrl: databaseUrl ?? '',
    publicAnswers: new PublicAnswers(),
    serviceEvents: new Map(),
    async close() {
      await bus.stop();
      await cache.close();
      await tracing.flush().catch(() => undefined);
    },
  };
}
