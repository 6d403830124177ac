import 'reflect-metadata';
import { Module } from '@nestjs/common';
import {
  ConfigError,
  createHttpApp,
  createPlatformRuntime,
  env,
  installGatewayEdge,
  installGracefulShutdown,
  loadConfig,
  loadGatewayConfig,
  loadPlatformConfig,
  loadServiceUrls,
  PlatformModule,
  registerServiceProxies,
  shutdownOptionsOf,
  subscribeDenyListFeed,
  upstreamOptionsOf,
} from '@market/platform';
import { z } from 'zod';
import { mountAggregatedOpenApi } from './aggregated-openapi.js';

/** The gateway of the distributed mode: edge concerns, then a proxy to each service. */
try {
  const { PORT } = loadConfig(z.object({ PORT: env.port(3000) }));
  const config = loadPlatformConfig();
  const serviceUrls = loadServiceUrls();
  const runtime = createPlatformRuntime(config, { name: 'gateway', withoutDatabase: true });

  @Module({ imports: [PlatformModule.forRoot(runtime)] })
  class GatewayModule {}

  // The gateway passes uploads through to the service untouched.
  const app = await createHttpApp(GatewayModule, runtime, {
    multipart: false,
    shutdownHooks: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  const gatewayConfig = loadGatewayConfig();
  await installGatewayEdge(fastify, runtime, gatewayConfig);
  await registerServiceProxies(
    fastify,
    serviceUrls,
    runtime.metrics,
    upstreamOptionsOf(gatewayConfig),
  );
  mountAggregatedOpenApi(fastify, serviceUrls, config.SITE_NAME);
  await subscribeDenyListFeed(runtime);
  installGracefulShutdown(app, runtime, shutdownOptionsOf(config));
  await app.init();
  await runtime.bus.start();
  await app.listen({ port: PORT, host: '0.0.0.0' });
  runtime.logger.info({ port: PORT, services: serviceUrls }, 'gateway listening');
} catch (error) {
  process.stderr.write(
    error instanceof ConfigError
      ? `${error.message}\n`
      : `gateway could not start: ${(error as Error).stack}\n`,
  );
  process.exit(1);
}
