import { z } from 'zod';
import { loadConfig } from '../config/config.js';

export const gatewayConfigSchema = z.object({
  /** Requests per minute per client IP on the whole API. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Attempts per 15 minutes per client IP on sign-in, sign-up, reset and resend. */
  AUTH_RATE_LIMIT_PER_15_MINUTES: z.coerce.number().int().min(1).default(20),
  /** VIN decodes per minute per client IP (each holds the listings service's CPU ~0.1 s). */
  VIN_DECODE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Photo upload requests per minute per client IP (each resizes up to 10 photos). */
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Dealer applications, dealer reviews, messages to dealers and reps, and listing reports per client IP per hour (each can e-mail someone or queue work for an admin). */
  SUBMISSION_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Distributed mode: how long a service may take to send its response headers before the gateway answers 504. */
  UPSTREAM_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(30),
  /** How long connecting to a service may take before the gateway answers 503. */
  UPSTREAM_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(3),
  /** Consecutive requests a service did not answer that open its circuit (then 503 at once). */
  UPSTREAM_BREAKER_FAILURES: z.coerce.number().int().min(1).default(5),
  /** How long an open circuit answers 503 before one request may try the service again. */
  UPSTREAM_BREAKER_OPEN_SECONDS: z.coerce.number().min(0.1).max(600).default(10),
  /** Built SPA folder to serve; empty disables it. */
  WEB_DIST_DIR: z.string().default(''),
  /** How long the server may spend rendering a public page with React (its .ssr build) before it answers the page without that; 0 turns the renderer off. */
  SSR_TIMEOUT_MS: z.coerce.number().int().min(0).max(10_000).default(150),
  /** How long a public page React rendered is served again to signed-out visitors (while the data its head read is unchanged); 0 turns the cache off. */
  SSR_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** How much longer past SSR_CACHE_TTL_MS a kept page is still served (at once) while one render in the background refreshes it; 0 turns that off. */
  SSR_CACHE_STALE_MS: z.coerce.number().int().min(0).max(86_400_000).default(300_000),
  /** How many rendered public pages the edge keeps at most (least recently used leave first). */
  SSR_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(200),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export function loadGatewayConfig(
  source: Record<string, string | undefined> = process.env,
): GatewayConfig {
  return loadConfig(gatewayConfigSchema, source);
}
