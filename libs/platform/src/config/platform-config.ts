import { z } from 'zod';
import { isIP } from 'node:net';
import type { KafkaSecurity } from '../messaging/kafka-client.js';
import { env, loadConfig } from './config.js';

function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The variables every service process understands. Each adapter is chosen here by
 * configuration: a URL present means the external part, absent means the embedded one.
 */
export const platformConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** `auto`: short coloured lines on a terminal, JSON lines in a container or when stdout is not a TTY. */
    LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
    SITE_NAME: z.string().min(1).default('Wheelbase'),
    /** The public origin users reach the SPA at; e-mail links are built from it. */
    PUBLIC_URL: env.url(['http', 'https']).default('http://localhost:3000'),
    DATABASE_URL: env.optionalUrl(['postgres', 'postgresql']),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(5),
    /** `run`: each service migrates its schema at start. `verify`: the migration Job did (another role); refuse to start if it did not. */
    DATABASE_MIGRATIONS: z.enum(['run', 'verify']).default('run'),
    REDIS_URL: env.optionalUrl(['redis', 'rediss']),
    KAFKA_BROKERS: env.list(),
    KAFKA_CLIENT_ID: z.string().default('marketplace'),
    /** TLS to the brokers (managed clusters); `KAFKA_SSL_CA_FILE` adds a private CA (PEM). */
    KAFKA_SSL: env.bool(false),
    KAFKA_SSL_CA_FILE: env.optionalString(),
    /** SASL authentication: plain, scram-sha-256 or scram-sha-512, with a user and password. */
    KAFKA_SASL_MECHANISM: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(['plain', 'scram-sha-256', 'scram-sha-512']).optional(),
    ),
    KAFKA_SASL_USERNAME: env.optionalString(),
    KAFKA_SASL_PASSWORD: env.optionalString(),
    SMTP_URL: env.optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().default('Wheelbase <no-reply@wheelbase.example>'),
    JWT_PRIVATE_KEY: z.string().optional(),
    JWT_PUBLIC_KEY: z.string().optional(),
    /** Files holding the PEMs instead (mounted secrets, the compose key volume); the value variables win when both are set. */
    JWT_PRIVATE_KEY_FILE: env.optionalString(),
    JWT_PUBLIC_KEY_FILE: env.optionalString(),
    /** Older (or upcoming) public keys still accepted, as one or more PEMs: key rotation without signing anyone out (docs/security.md). */
    JWT_PREVIOUS_PUBLIC_KEYS: env.optionalString(),
    JWT_PREVIOUS_PUBLIC_KEYS_FILE: env.optionalString(),
    JWT_ISSUER: z.string().default('wheelbase'),
    /** The `aud` every access token carries and every verifier requires. */
    JWT_AUDIENCE: z.string().min(1).default('wheelbase-api'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
    CORS_ORIGINS: env.list(),
    /**
     * Proxy hops whose X-Forwarded-For is believed (CIDRs or addresses; `loopback`,
     * `linklocal`, `uniquelocal`). Empty: the client address is the socket's, whatever a
     * header says. Rate limits and the audit log key on the address this yields.
     */
    TRUSTED_PROXIES: env.list().refine((entries) => entries.every(isProxyEntry), {
      message:
        'must be comma-separated IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
    }),
    DATA_DIR: z.string().default('./.data'),
    /** Photos go to this S3 (or S3-API) bucket when set, else to `<DATA_DIR>/media`. */
    S3_BUCKET: env.optionalString(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** An S3-compatible endpoint (MinIO, R2, ...); unset means AWS S3 itself. */
    S3_ENDPOINT: env.optionalUrl(['http', 'https']),
    /** `bucket` in the path rather than the host name; most self-hosted S3 APIs need it. */
    S3_FORCE_PATH_STYLE: env.bool(false),
    /** Where browsers fetch stored media (a CDN or the bucket's public origin); unset means the service's `/api/media` route. */
    MEDIA_PUBLIC_URL: env.optionalUrl(['http', 'https']),
    /** A second port serving only GET /metrics (docs/observability.md); the way to scrape the gateway. */
    METRICS_PORT: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(1).max(65535).optional(),
    ),
    /** When set, /metrics answers only `Authorization: Bearer <token>`, and may then answer on the main port. */
    METRICS_TOKEN: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    /** OTLP/HTTP collector (e.g. http://otel-collector:4318): spans are exported to `<url>/v1/traces`. Unset: no export. */
    OTEL_EXPORTER_OTLP_ENDPOINT: env.optionalUrl(['http', 'https']),
    /** The full traces URL, when it is not `<OTEL_EXPORTER_OTLP_ENDPOINT>/v1/traces`. */
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: env.optionalUrl(['http', 'https']),
    /** `service.name` of the spans; default the process's name (identity, gateway, marketplace...). */
    OTEL_SERVICE_NAME: env.optionalString(),
    /** On SIGTERM: seconds of serving on with readiness at 503 before the listener closes (0 where a preStop pause does it). */
    SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(120).default(0),
    /** On SIGTERM: exit with code 1 if draining takes longer (keep it below Kubernetes' terminationGracePeriodSeconds). */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
    /** Carry the active span through async work, so every log line of a request or event has its ids (~25 µs per request on Node 20). */
    TRACE_ASYNC_CONTEXT: env.bool(false),
  })
  .superRefine((config, context) => {
    if (!config.KAFKA_SASL_MECHANISM) return;
    for (const name of ['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'] as const) {
      if (!config[name])
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `required with KAFKA_SASL_MECHANISM`,
        });
    }
  });
export type PlatformConfig = z.infer<typeof platformConfigSchema>;

export const PLATFORM_CONFIG = Symbol('PLATFORM_CONFIG');

/** The Kafka adapter's TLS and SASL settings from the configuration (none: plain TCP, no auth). */
export function kafkaSecurityOf(config: PlatformConfig): KafkaSecurity {
  return {
    ...(config.KAFKA_SSL ? { tls: { caFile: config.KAFKA_SSL_CA_FILE } } : {}),
    ...(config.KAFKA_SASL_MECHANISM
      ? {
          sasl: {
            mechanism: config.KAFKA_SASL_MECHANISM,
            username: config.KAFKA_SASL_USERNAME!,
            password: config.KAFKA_SASL_PASSWORD!,
          },
        }
      : {}),
  };
}

export function loadPlatformConfig(
  source: Record<string, string | undefined> = process.env,
): PlatformConfig {
  return loadConfig(platformConfigSchema, source);
}
