import { EventBusTransport } from '../runtime/event-bus.transport.js';
import { randomUUID } from 'node:crypto';
import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { LogController } from 'fastify';
import type { ErrorEnvelope } from '@market/contracts/errors';
import { PinoNestLogger } from '../logging/logger.js';
import { installHttpObservability } from '../observability/http-observability.js';
import { exposeMetrics } from '../observability/metrics-endpoint.js';
import type { PlatformRuntime } from '../runtime/platform-runtime.js';
import { envelopeOf, NotFoundError } from './app-errors.js';
import { ControlCharactersPipe } from './control-characters.pipe.js';
import { ErrorEnvelopeFilter } from './error-envelope.filter.js';

export const API_PREFIX = 'api';
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

export interface HttpAppOptions {
  bodyLimitBytes?: number;
  /** Let Nest close the app on SIGTERM/SIGINT (off where the caller handles signals itself). */
  shutdownHooks?: boolean;
  /** Parse multipart uploads here (off in the gateway, which streams them on to the service). */
  multipart?: boolean;
  /**
   * Answer GET /metrics on the app's own port without a token. Only for processes the
   * internet cannot reach (the services behind the gateway); the gateway and the embedded
   * marketplace leave it off and use METRICS_PORT or METRICS_TOKEN (docs/observability.md).
   */
  metricsOnMainPort?: boolean;
}

/**
 * Builds a Fastify-based Nest app the same way for every process: request ids (taken
 * from `x-request-id` when the gateway sent one), a span per request, metrics and one
 * JSON log line per request, /metrics, the error envelope, cookies, multipart uploads,
 * `/api` prefix, graceful shutdown.
 */
export async function createHttpApp(
  rootModule: Type | DynamicModule,
  runtime: PlatformRuntime,
  options: HttpAppOptions = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    loggerInstance: runtime.logger,
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Forwarded headers count only from the configured proxy hops (TRUSTED_PROXIES):
    // otherwise any client could pick the address the rate limits and the audit log see.
    trustProxy: runtime.config.TRUSTED_PROXIES.length ? runtime.config.TRUSTED_PROXIES : false,
    bodyLimit: options.bodyLimitBytes ?? 1024 * 1024,
    // One line per request, written by the observability hooks (with route and trace id)
    // instead of Fastify's two; request.log is the process logger, whose mixin adds the
    // request and trace ids, rather than a child built for every request.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: (logger: unknown) => logger,
  } as ConstructorParameters<typeof FastifyAdapter>[0]);
  const app = await NestFactory.create<NestFastifyApplication>(rootModule, adapter, {
    logger: new PinoNestLogger(runtime.logger),
    abortOnError: false,
    // request.rawBody: payment-provider webhooks are verified on the bytes as sent.
    rawBody: true,
  });
  // Hybrid app: its @EventPattern handlers are served over the platform's event bus.
  app.connectMicroservice({ strategy: new EventBusTransport(runtime) }, { inheritAppConfig: true });
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new ErrorEnvelopeFilter());
  app.useGlobalPipes(new ControlCharactersPipe());
  if (options.shutdownHooks ?? true) app.enableShutdownHooks();
  const fastify = app.getHttpAdapter().getInstance();
  // What the `jwt` Passport strategy checks a bearer token with, for requests reaching this app.
  fastify.decorate('tokenChecks', {
    tokens: runtime.tokens,
    denyList: runtime.denyList,
    sessions: runtime.sessions,
  });
  // First of all hooks, so everything after runs inside the request's span.
  installHttpObservability(fastify, runtime.metrics, runtime.logger);
  exposeMetrics(fastify, runtime.metrics, runtime.logger, {
    onMainPort: options.metricsOnMainPort ?? false,
    port: runtime.config.METRICS_PORT,
    token: runtime.config.METRICS_TOKEN,
  });
  await fastify.register(fastifyCookie as never);
  if (options.multipart ?? true) {
    // Uploads are streamed; each route reads them with its own limits (request.files({ limits })).
    await fastify.register(fastifyMultipart as never, {
      limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 10, parts: 20 },
    });
  }
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', String(request.id));
    // An error is never kept by a browser or CDN, whatever the route's own cache header said.
    if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
  });
  return app;
}

/** JSON 404 for unknown API routes. */
export function apiNotFound(url: string): ErrorEnvelope {
  return envelopeOf(new NotFoundError(`No API route for ${url.split('?')[0]}`));
}
