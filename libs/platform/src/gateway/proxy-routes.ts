import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadConfig, env } from '../config/config.js';
import type { ErrorEnvelope } from '@market/contracts/errors';
import {
  BadGatewayError,
  envelopeOf,
  GatewayTimeoutError,
  ServiceUnavailableError,
} from '../http/app-errors.js';
import type { PlatformMetrics } from '../observability/metrics.js';
import type { GatewayConfig } from './gateway.config.js';
import { UpstreamBreaker } from './upstream-breaker.js';
import { SERVICE_ROUTES, serviceUrlVariable, type ServiceName } from './service-routes.js';
import { z } from 'zod';

/** Reads IDENTITY_URL, NOTIFICATIONS_URL, ... (every service the routing table names). */
export function loadServiceUrls(
  source: Record<string, string | undefined> = process.env,
): Record<ServiceName, string> {
  const shape = Object.fromEntries(
    (Object.keys(SERVICE_ROUTES) as ServiceName[]).map((service) => [
      serviceUrlVariable(service),
      env.url(['http', 'https']),
    ]),
  );
  const parsed = loadConfig(z.object(shape), source) as Record<string, string>;
  return Object.fromEntries(
    (Object.keys(SERVICE_ROUTES) as ServiceName[]).map((service) => [
      service,
      parsed[serviceUrlVariable(service)],
    ]),
  ) as Record<ServiceName, string>;
}

export interface UpstreamOptions {
  /** How long a service may take to send its response headers (then 504). */
  timeoutMs: number;
  /** How long connecting to a service may take (then 503). */
  connectTimeoutMs: number;
  /** Consecutive requests a service did not answer that open its circuit. */
  breakerFailures: number;
  /** How long an open circuit answers 503 at once before letting one request try again. */
  breakerOpenMs: number;
}

export const DEFAULT_UPSTREAM_OPTIONS: UpstreamOptions = {
  timeoutMs: 30_000,
  connectTimeoutMs: 3_000,
  breakerFailures: 5,
  breakerOpenMs: 10_000,
};

/** The gateway's upstream settings from its configuration (gateway.config.ts). */
export function upstreamOptionsOf(config: GatewayConfig): UpstreamOptions {
  return {
    timeoutMs: config.UPSTREAM_TIMEOUT_SECONDS * 1000,
    connectTimeoutMs: config.UPSTREAM_CONNECT_TIMEOUT_SECONDS * 1000,
    breakerFailures: config.UPSTREAM_BREAKER_FAILURES,
    breakerOpenMs: config.UPSTREAM_BREAKER_OPEN_SECONDS * 1000,
  };
}

/**
 * Proxies each service's paths to it. Each request goes on with the gateway's request id
 * (`x-request-id`) and trace context (`traceparent` of the gateway's span), so the
 * service's span, logs and events continue the gateway's trace. The time until each
 * service's response headers arrive is measured per service.
 *
 * A service that does not answer gets the standard error envelope, never the transport
 * error (which names internal addresses): 503 when it cannot be reached (or its circuit is
 * open), 504 when it answers too late, 502 when the connection breaks or the answer is not
 * HTTP. Each service has its own circuit breaker and timeouts.
 */
export async function registerServiceProxies(
  fastify: FastifyInstance,
  urls: Record<ServiceName, string>,
  metrics?: PlatformMetrics,
  options: UpstreamOptions = DEFAULT_UPSTREAM_OPTIONS,
): Promise<Record<ServiceName, UpstreamBreaker>> {
  const breakers = {} as Record<ServiceName, UpstreamBreaker>;
  for (const [service, prefixes] of Object.entries(SERVICE_ROUTES) as [
    ServiceName,
    readonly string[],
  ][]) {
    const breaker = new UpstreamBreaker(service, options.breakerFailures, options.breakerOpenMs);
    breakers[service] = breaker;
    const failed = new WeakSet<FastifyRequest>();
    const admitted = new WeakSet<FastifyRequest>();
    // One encapsulated scope per service, so its hooks see only that service's routes.
    await fastify.register(async (scope: FastifyInstance) => {
      scope.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
        if (!breaker.allow()) {
          reply.header('retry-after', String(breaker.retryAfterSeconds()));
          return reply.status(503).send(upstreamError(503));
        }
        admitted.add(request);
      });
      scope.addHook('onResponse', async (request: FastifyRequest) => {
        if (!admitted.delete(request)) return;
        if (failed.has(request)) breaker.failed();
        else breaker.succeeded();
      });
      scope.addHook('onRequestAbort', async (request: FastifyRequest) => {
        if (admitted.delete(request)) breaker.released();
      });
      if (metrics) {
        scope.addHook('onSend', async (_request: FastifyRequest, reply: FastifyReply) => {
          metrics.recordUpstream(service, reply.statusCode, reply.elapsedTime / 1000);
        });
      }
      for (const prefix of prefixes) {
        await scope.register(fastifyHttpProxy as never, {
          upstream: urls[service],
          prefix,
          rewritePrefix: prefix,
          http2: false,
          undici: {
            connectTimeout: options.connectTimeoutMs,
            headersTimeout: options.timeoutMs,
            bodyTimeout: options.timeoutMs,
          },
          replyOptions: {
            rewriteRequestHeaders: forwardTraceHeaders,
            onError: (reply: FastifyReply, { error }: { error: Error & { code?: string } }) => {
              failed.add(reply.request);
              const status = upstreamFailureStatus(error);
              reply.log.warn(
                { upstream: service, status, err: error.message },
                'upstream did not answer',
              );
              void reply.status(status).send(upstreamError(status));
            },
          },
        });
      }
    });
  }
  return breakers;
}

/** The status for a transport failure: 504 too late, 503 unreachable, 502 anything else. */
export function upstreamFailureStatus(
  error: Error & { code?: string; statusCode?: number },
): 502 | 503 | 504 {
  if (error.statusCode === 504) return 504;
  const cause = (error as { cause?: { code?: string } }).cause?.code ?? error.code;
  if (
    cause === 'ECONNREFUSED' ||
    cause === 'ENOTFOUND' ||
    cause === 'EAI_AGAIN' ||
    cause === 'EHOSTUNREACH' ||
    error.statusCode === 503
  )
    return 503;
  return 502;
}

const UPSTREAM_ERRORS = {
  502: BadGatewayError,
  503: ServiceUnavailableError,
  504: GatewayTimeoutError,
} as const;

/** The standard error envelope of a gateway answer for a service (no internal detail). */
export function upstreamError(status: 502 | 503 | 504): ErrorEnvelope {
  return envelopeOf(new UPSTREAM_ERRORS[status]());
}

/** The headers a proxied request carries on: the client's, with our request id and trace context. */
export function forwardTraceHeaders(
  request: FastifyRequest,
  headers: Record<string, string>,
): Record<string, string> {
  // The client's address as this gateway determined it (TRUSTED_PROXIES), replacing whatever
  // chain the client sent: the services trust the gateway's hop and read this one entry.
  const forwarded: Record<string, string> = {
    ...headers,
    'x-request-id': String(request.id),
    'x-forwarded-for': request.ip,
  };
  // The gateway span's traceparent, formatted once when the request started (http-observability.ts).
  const traceparent = request.telemetry?.ids.traceparent;
  if (traceparent) forwarded.traceparent = traceparent;
  return forwarded;
}
