import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DynamicModule, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { loadPlatformConfig } from '../config/platform-config.js';
import { createHttpApp } from '../http/create-http-app.js';
import { createPlatformRuntime, type PlatformRuntime } from '../runtime/platform-runtime.js';
import { PlatformModule } from '../runtime/platform.module.js';

@Module({})
class ServiceTestRootModule {}

export interface ServiceTestApp {
  app: NestFastifyApplication;
  runtime: PlatformRuntime;
  /** `http://127.0.0.1:<port>` of the listening app. */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A service module as a process hosts it — PlatformModule with a real runtime (in-process
 * bus, a fresh DATA_DIR), HTTP under /api — listening on a free port. `beforeStart` runs
 * before the bus starts (to subscribe observers).
 */
export async function startServiceTestApp(options: {
  name: string;
  databaseUrl: string;
  module: DynamicModule;
  env?: Record<string, string>;
  /** Where the app's log lines go (set `LOG_LEVEL` in `env`; silent by default). */
  logDestination?: DestinationStream;
  beforeStart?: (runtime: PlatformRuntime) => Promise<void>;
}): Promise<ServiceTestApp> {
  const config = loadPlatformConfig({
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `${options.name}-test-`)),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...options.env,
  });
  const runtime = createPlatformRuntime(config, {
    name: `${options.name}-test`,
    embedded: true,
    logDestination: options.logDestination,
  });
  const app = await createHttpApp(
    { module: ServiceTestRootModule, imports: [PlatformModule.forRoot(runtime), options.module] },
    runtime,
    { metricsOnMainPort: true },
  );
  await options.beforeStart?.(runtime);
  // The @EventPattern handlers subscribe before the relays start (at init) and the bus delivers.
  await app.startAllMicroservices();
  await app.init();
  await runtime.bus.start();
  // Over a real socket: fastify's inject loads an ESM-only dependency jest cannot load on Node 20.
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    runtime,
    baseUrl: await app.getUrl(),
    async close() {
      await app.close();
      await runtime.close();
    },
  };
}
