import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { PlatformConfig } from '../config/platform-config.js';
import type { PlatformRuntime } from './platform-runtime.js';

export interface GracefulShutdownOptions {
  /** Time to keep serving with readiness at 503 before the listener closes (load balancers notice). */
  delayMs: number;
  /** Past this, the process exits with code 1 whatever is still running. */
  timeoutMs: number;
  /** Stops what the process runs besides the app (the embedded PostgreSQL), last. */
  afterClose?: () => Promise<void>;
  /** Default: process.exit. */
  exit?: (code: number) => void;
  signals?: NodeJS.Signals[];
}

/** The delay and deadline from SHUTDOWN_DELAY_SECONDS and SHUTDOWN_TIMEOUT_SECONDS. */
export function shutdownOptionsOf(config: PlatformConfig): GracefulShutdownOptions {
  return {
    delayMs: config.SHUTDOWN_DELAY_SECONDS * 1000,
    timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  };
}

/**
 * A rollout without failed requests, in this order:
 * 1. readiness (`/api/health`) answers 503 and responses say `connection: close`, while the
 *    process keeps serving for `delayMs`, so load balancers and kube-proxy stop sending;
 * 2. the listener closes; requests in flight finish (idle keep-alive connections are closed);
 * 3. the event bus stops: handlers in flight finish and commit, consumers leave their groups
 *    (their partitions move to the other replicas at once);
 * 4. the app closes: each module stops its outbox relay and closes its database;
 * 5. the runtime closes (cache, tracing), then whatever `afterClose` stops; exit 0.
 * Call before `app.init()`: it adds the request hooks it counts requests in flight with.
 */
export function installGracefulShutdown(
  app: NestFastifyApplication,
  runtime: PlatformRuntime,
  options: GracefulShutdownOptions,
): { shutdown: (reason: string) => Promise<void> } {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const inFlight = trackRequestsInFlight(fastify, runtime);
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping: Promise<void> | undefined;

  const shutdown = (reason: string): Promise<void> => {
    stopping ??= (async () => {
      const started = Date.now();
      const deadline = setTimeout(() => {
        runtime.logger.error(
          { reason, timeoutMs: options.timeoutMs, inFlight: inFlight.count },
          'shutdown took too long; exiting',
        );
        exit(1);
      }, options.timeoutMs);
      deadline.unref();
      try {
        runtime.health.startDraining();
        runtime.logger.info(
          { reason, delayMs: options.delayMs },
          'shutting down: readiness answers 503',
        );
        if (options.delayMs > 0)
          await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        await inFlight.drain();
        runtime.logger.info({ ms: Date.now() - started }, 'shutting down: requests drained');
        await runtime.bus.stop();
        await app.close();
        await runtime.close();
        await options.afterClose?.();
        runtime.logger.info({ ms: Date.now() - started }, 'shut down');
        clearTimeout(deadline);
        exit(0);
      } catch (error) {
        runtime.logger.error({ err: error }, 'shutdown failed');
        exit(1);
      }
    })();
    return stopping;
  };
  for (const signal of options.signals ?? (['SIGTERM', 'SIGINT'] as NodeJS.Signals[])) {
    process.once(signal, () => void shutdown(signal));
  }
  return { shutdown };
}

/**
 * Counts requests between arrival and the end of their response; `drain()` closes the
 * listener and resolves once none is left (idle keep-alive connections are closed at once,
 * busy ones once their response is sent, since it says `connection: close`).
 */
function trackRequestsInFlight(fastify: FastifyInstance, runtime: PlatformRuntime) {
  let count = 0;
  let idle: (() => void) | undefined;
  const open = new WeakSet<object>();
  // An aborted request may see both hooks: each request counts down once.
  const done = (request: object) => {
    if (!open.delete(request)) return;
    count -= 1;
    if (count === 0) idle?.();
  };
  fastify.addHook('onRequest', async (request) => {
    open.add(request);
    count += 1;
  });
  fastify.addHook('onResponse', async (request) => done(request));
  fastify.addHook('onRequestAbort', async (request) => done(request));
  fastify.addHook('onSend', async (_request, reply) => {
    if (runtime.health.draining) reply.header('connection', 'close');
  });
  return {
    get count() {
      return count;
    },
    async drain(): Promise<void> {
      const server = fastify.server;
      if (!server.listening) return;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (count > 0) await new Promise<void>((resolve) => (idle = resolve));
      // Connections whose last response just went out: closed by the client or here.
      server.closeIdleConnections();
      const lingering = setInterval(() => server.closeIdleConnections(), 50);
      await closed.finally(() => clearInterval(lingering));
    },
  };
}
