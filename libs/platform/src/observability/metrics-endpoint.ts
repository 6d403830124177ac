import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeOf, UnauthorizedError } from '../http/app-errors.js';
import type { Logger } from '../logging/logger.js';
import { METRICS_PATH } from './http-observability.js';
import type { PlatformMetrics } from './metrics.js';

export interface MetricsExposureOptions {
  /**
   * True for processes no client reaches directly (the services behind the gateway):
   * /metrics answers on their HTTP port. False for the public-facing gateway and the
   * embedded marketplace, whose port the internet reaches: there /metrics needs
   * METRICS_TOKEN, or lives on METRICS_PORT only.
   */
  onMainPort: boolean;
  /** A second port that serves only GET /metrics (METRICS_PORT). */
  port?: number;
  /** When set, /metrics answers only `Authorization: Bearer <token>` (METRICS_TOKEN). */
  token?: string;
}

/** Where this process answers GET /metrics; see docs/observability.md for the rules. */
export function exposeMetrics(
  fastify: FastifyInstance,
  metrics: PlatformMetrics,
  logger: Logger,
  options: MetricsExposureOptions,
): void {
  const authorised = bearerCheck(options.token);
  // With a metrics port the main port stays clean, unless a token guards it.
  const onMainPort = options.token ? true : options.onMainPort && options.port === undefined;
  if (onMainPort) {
    fastify.get(METRICS_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
      if (!authorised(request.headers.authorization)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send(envelopeOf(new UnauthorizedError('A metrics token is required')));
      }
      return reply
        .header('content-type', metrics.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.render());
    });
  }
  if (options.port === undefined) return;

  let server: Server | undefined;
  fastify.addHook('onReady', async () => {
    server = await startMetricsServer(metrics, options.port!, authorised);
    logger.info({ port: (server.address() as AddressInfo).port }, 'metrics listening');
  });
  fastify.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
}

/** A bare HTTP server that answers GET /metrics and 404 to everything else. */
export async function startMetricsServer(
  metrics: PlatformMetrics,
  port: number,
  authorised: (header: string | undefined) => boolean = () => true,
  host = '0.0.0.0',
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (!authorised(request.headers.authorization)) {
      response
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
        .end('A metrics token is required\n');
      return;
    }
    metrics.render().then(
      (body) =>
        response
          .writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' })
          .end(body),
      (error: Error) =>
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`${error.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

export function bearerCheck(token: string | undefined): (header: string | undefined) => boolean {
  if (!token) return () => true;
  const expected = Buffer.from(`Bearer ${token}`);
  return (header) => {
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
}
