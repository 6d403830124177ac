import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadConfig, env } from '../config/config.js';
import type { PlatformMetrics } from '../observability/metrics.js';
import { SERVICE_ROUTES, serviceUrlVariable, type ServiceName } from './service-routes.js';
import { z } from 'zod';

/** Reads IDENTITY_URL, NOTIFICATIONS_URL, ... (every service the routing table names). */
export function loadServiceUrls(source: Record<string, string | undefined> = process.env): Record<ServiceName, string> {
  const shape = Object.fromEntries(
    (Object.keys(SERVICE_ROUTES) as ServiceName[]).map((service) => [serviceUrlVariable(service), env.url(['http', 'https'])]),
  );
  const parsed = loadConfig(z.object(shape), source) as Record<string, string>;
  return Object.fromEntries(
    (Object.keys(SERVICE_ROUTES) as ServiceName[]).map((service) => [service, parsed[serviceUrlVariable(service)]]),
  ) as Record<ServiceName, string>;
}

/**
 * Proxies each service's paths to it. Each request goes on with the gateway's request id
 * (`x-request-id`) and trace context (`traceparent` of the gateway's span), so the
 * service's span, logs and events continue the gateway's trace. The time until each
 * service's response headers arrive is measured per service.
 */
export async function registerServiceProxies(
  fastify: FastifyInstance,
  urls: Record<ServiceName, string>,
  metrics?: PlatformMetrics,
): Promise<void> {
  for (const [service, prefixes] of Object.entries(SERVICE_ROUTES) as [ServiceName, readonly string[]][]) {
    // One encapsulated scope per service, so its hook sees only that service's routes.
    await fastify.register(async (scope: FastifyInstance) => {
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
          replyOptions: { rewriteRequestHeaders: forwardTraceHeaders },
        });
      }
    });
  }
}

/** The headers a proxied request carries on: the client's, with our request id and trace context. */
export function forwardTraceHeaders(request: FastifyRequest, headers: Record<string, string>): Record<string, string> {
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
