import 'reflect-metadata';
import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigError, loadConfig } from '../config/config.js';
import { loadPlatformConfig } from '../config/platform-config.js';
import { env } from '../config/config.js';
import { createHttpApp } from '../http/create-http-app.js';
import { buildOpenApiDocument, serveOpenApi } from '../http/openapi.js';
import { subscribeAuthStateFeed } from '../auth/auth-state-feed.js';
import { installGracefulShutdown, shutdownOptionsOf } from './graceful-shutdown.js';
import { createPlatformRuntime } from './platform-runtime.js';
import { PlatformModule } from './platform.module.js';
import { z } from 'zod';

/**
 * Runs one service module as its own process (the distributed mode): its HTTP API,
 * its consumers on Kafka, its relay, health and OpenAPI. Each apps/<service>/main.ts
 * is one call to this.
 */
export async function runService(
  name: string,
  serviceModule: () => DynamicModule,
  afterStart?: (app: unknown) => Promise<void>,
) {
  try {
    const { PORT } = loadConfig(z.object({ PORT: env.port(3000) }));
    const config = loadPlatformConfig();
    const runtime = createPlatformRuntime(config, { name });

    @Module({})
    class ServiceRootModule {}
    const root: DynamicModule = {
      module: ServiceRootModule,
      imports: [PlatformModule.forRoot(runtime), serviceModule()],
    };

    // A service answers only inside the network (the gateway proxies /api paths alone), so Prometheus scrapes its own port.
    const app = await createHttpApp(root, runtime, {
      metricsOnMainPort: true,
      shutdownHooks: false,
    });
    serveOpenApi(app, buildOpenApiDocument(app, `${name} service`));
    // Every service checks tokens itself: it needs identity's session and suspension changes too.
    await subscribeAuthStateFeed(runtime, `${name}-auth-state`);
    installGracefulShutdown(app, runtime, shutdownOptionsOf(config));
    // The @EventPattern handlers subscribe before the relays start (at init) and the bus delivers.
    await app.startAllMicroservices();
    await app.init();
    await runtime.bus.start();
    await afterStart?.(app);
    await app.listen({ port: PORT, host: '0.0.0.0' });
    runtime.logger.info({ port: PORT }, `${name} service listening`);
  } catch (error) {
    process.stderr.write(
      error instanceof ConfigError
        ? `${error.message}\n`
        : `${name} could not start: ${(error as Error).stack}\n`,
    );
    process.exit(1);
  }
}
