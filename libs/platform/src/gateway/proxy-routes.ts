import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { loadConfig, env } from '../config/config.js';
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

/** Proxies each service's paths to it, passing the request id on for tracing. */
export async function registerServiceProxies(fastify: FastifyInstance, urls: Record<ServiceName, string>): Promise<void> {
  for (const [service, prefixes] of Object.entries(SERVICE_ROUTES) as [ServiceName, readonly string[]][]) {
    for (const prefix of prefixes) {
      await fastify.register(fastifyHttpProxy as never, {
        upstream: urls[service],
        prefix,
        rewritePrefix: prefix,
        http2: false,
        replyOptions: {
          rewriteRequestHeaders: (request: { id: string }, headers: Record<string, string>) => ({
            ...headers,
            'x-request-id': String(request.id),
          }),
        },
      });
    }
  }
}
