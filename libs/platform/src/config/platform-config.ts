import { z } from 'zod';
import { env, loadConfig } from './config.js';

/**
 * The variables every service process understands. Each adapter is chosen here by
 * configuration: a URL present means the external part, absent means the embedded one.
 */
export const platformConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_NAME: z.string().min(1).default('Wheelbase'),
  /** The public origin users reach the SPA at; e-mail links are built from it. */
  PUBLIC_URL: env.url(['http', 'https']).default('http://localhost:3000'),
  DATABASE_URL: env.optionalUrl(['postgres', 'postgresql']),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(5),
  REDIS_URL: env.optionalUrl(['redis', 'rediss']),
  KAFKA_BROKERS: env.list(),
  KAFKA_CLIENT_ID: z.string().default('marketplace'),
  SMTP_URL: env.optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('Wheelbase <no-reply@wheelbase.example>'),
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_PUBLIC_KEY: z.string().optional(),
  JWT_ISSUER: z.string().default('wheelbase'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  CORS_ORIGINS: env.list(),
  DATA_DIR: z.string().default('./.data'),
});
export type PlatformConfig = z.infer<typeof platformConfigSchema>;

export const PLATFORM_CONFIG = Symbol('PLATFORM_CONFIG');

export function loadPlatformConfig(source: Record<string, string | undefined> = process.env): PlatformConfig {
  return loadConfig(platformConfigSchema, source);
}
