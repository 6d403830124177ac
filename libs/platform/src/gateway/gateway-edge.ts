import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AccountSuspendedError, ForbiddenError, RateLimitedError } from '../http/app-errors.js';
import {
  DEV_MAILBOX_PATH,
  DEV_MAILBOX_REFUSED,
  mayReadDevMailbox,
} from '../http/dev-mailbox-access.js';
import { apiNotFound } from '../http/create-http-app.js';
import { toEnvelope } from '../http/error-envelope.filter.js';
import { authenticate } from '../auth/guards.js';
import { subscribeAuthStateFeed } from '../auth/auth-state-feed.js';
import type { AuthUser } from '../auth/token.service.js';
import type { PlatformRuntime } from '../runtime/platform-runtime.js';
import type { GatewayConfig } from './gateway.config.js';
import {
  costlyRouteRule,
  isSensitiveAuthRoute,
  RateLimiter,
  type RateRule,
} from './rate-limiter.js';
import type { PublicAnswers } from '../http/public-answers.js';
import { installResponseCompression } from '../http/response-compression.js';
import { isEdgeRender, servePublicPages } from './public-pages/serve-public-pages.js';

const SIGN_OUT = '/api/auth/sign-out';

/** Sharing a listing and copying its link are the only features the SPA asks for. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
  'fullscreen=(self)',
  'web-share=(self)',
  'clipboard-write=(self)',
].join(', ');

function sendError(reply: FastifyReply, error: unknown) {
  const { status, body } = toEnvelope(error);
  if (error instanceof RateLimitedError)
    reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(status).send(body);
}

/**
 * The gateway's edge concerns, the same in both modes: security headers, CORS,
 * rate limits, the deny-list of deactivated users, JSON 404s and the SPA.
 */
export async function installGatewayEdge(
  fastify: FastifyInstance,
  runtime: PlatformRuntime,
  config: GatewayConfig,
): Promise<void> {
  const limiter = new RateLimiter(runtime.cache);
  const general = { name: 'api', limit: config.RATE_LIMIT_PER_MINUTE, windowSeconds: 60 };
  replayPublicAnswers(fastify, runtime.publicAnswers, limiter, general);
  // After the replay's onSend: kept answers stay uncompressed, each client gets its encoding.
  installResponseCompression(fastify);
  await fastify.register(fastifyHelmet as never, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Powerful browser features the site never uses stay off, also for anything it embeds.
  fastify.addHook('onRequest', async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await fastify.register(fastifyCors as never, {
    origin: runtime.config.CORS_ORIGINS.length ? runtime.config.CORS_ORIGINS : false,
    credentials: true,
  });

  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0];
    if (!url.startsWith('/api/')) return;
    // The edge's own reads for a page it renders were counted with the page's request.
    if (isEdgeRender(request)) return;
    const client = request.ip ?? 'unknown';
    const wait = request.generalRateWait ?? (await limiter.hit(general, client));
    if (wait) return sendError(reply, new RateLimitedError(wait));
    if (request.method === 'POST' && isSensitiveAuthRoute(url)) {
      const wait = await limiter.hit(
        {
          name: `auth:${url}`,
          limit: config.AUTH_RATE_LIMIT_PER_15_MINUTES,
          windowSeconds: 15 * 60,
        },
        client,
      );
      if (wait) return sendError(reply, new RateLimitedError(wait));
    }
    const costly = costlyRouteRule(request.method, url, config);
    if (costly) {
      const wait = await limiter.hit(costly, client);
      if (wait) return sendError(reply, new RateLimitedError(wait));
    }
    let user: AuthUser | null = null;
    if (url !== SIGN_OUT) {
      try {
        user = await authenticate(request, runtime);
      } catch (error) {
        // Bad or expired tokens are the services' to answer (public routes ignore them).
        if (error instanceof AccountSuspendedError) return sendError(reply, error);
      }
    }
    // Here the socket is the client's; behind this gateway a service sees only the gateway.
    if (url.startsWith(DEV_MAILBOX_PATH) && !mayReadDevMailbox(request, user))
      return sendError(reply, new ForbiddenError(DEV_MAILBOX_REFUSED));
  });

  const webDir = config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : '';
  const spaAvailable = !!webDir && existsSync(path.join(webDir, 'index.html'));
  if (spaAvailable) {
    await fastify.register(fastifyStatic as never, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/build/precompress.ts).
      preCompressed: true,
      setHeaders: (reply: FastifyReply, file: string) => {
        reply.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  // robots.txt, the sitemaps and each public page's status, head and first screen.
  const spaPage = spaAvailable
    ? servePublicPages(fastify, runtime, webDir, {
        renderTimeoutMs: config.SSR_TIMEOUT_MS,
        cacheTtlMs: config.SSR_CACHE_TTL_MS,
        cacheStaleMs: config.SSR_CACHE_STALE_MS,
        cacheMaxEntries: config.SSR_CACHE_MAX_ENTRIES,
      })
    : null;

  // Nest answers unknown routes through the error filter (JSON 404); GET of any other
  // path is the SPA's (history fallback), while unknown GET /api paths stay JSON 404s.
  fastify.get('/*', (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/') || !spaPage) {
      return reply.status(404).send(apiNotFound(request.url));
    }
    return spaPage(request, reply);
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The general rate limit's answer when the replay hook already counted the request. */
    generalRateWait: number | null;
  }
}

/**
 * First of the edge's hooks: an anonymous GET whose answer the process keeps
 * (PublicAnswers) is answered here, after the general rate limit and before anything else
 * (security headers come with the kept answer). Other requests go on, marked so their
 * answers are kept; a limited one goes on to the 429 below, which carries every header.
 */
function replayPublicAnswers(
  fastify: FastifyInstance,
  answers: PublicAnswers,
  limiter: RateLimiter,
  general: RateRule,
): void {
  fastify.decorateRequest('publicAnswer', null);
  fastify.decorateRequest('generalRateWait', null);
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (answers.begin(request) === null) return;
    const wait = isEdgeRender(request) ? 0 : await limiter.hit(general, request.ip ?? 'unknown');
    request.generalRateWait = wait;
    if (wait) return;
    const kept = answers.find(request);
    if (kept) return answers.replay(reply, kept);
  });
  fastify.addHook(
    'onSend',
    (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: null, payload: unknown) => void,
    ) => done(null, answers.capture(request, reply, payload)),
  );
}

/** The gateway's name for the auth-state feed (it began as the deny-list's). */
export const subscribeDenyListFeed = subscribeAuthStateFeed;
