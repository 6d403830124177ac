import { z } from 'zod';
import { ConfigError, env, loadConfig } from '../config/config.js';
import {
  ensureSchema,
  runMigrationsExclusively,
  serviceDataSourceOptions,
  type ServiceDatabaseOptions,
} from '../database/service-data-source.js';
import { DataSource } from 'typeorm';
import { createLogger } from '../logging/logger.js';

export type SchemaMigrations = Pick<ServiceDatabaseOptions, 'schema' | 'migrations'>;

/** Brings a service's schema up to date and disconnects; returns the migrations it ran. */
export async function migrateServiceSchema(url: string, target: SchemaMigrations): Promise<string[]> {
  await ensureSchema(url, target.schema);
  const dataSource = new DataSource(
    serviceDataSourceOptions({ url, schema: target.schema, entities: [], migrations: target.migrations, poolSize: 1 }),
  );
  await dataSource.initialize();
  try {
    return await runMigrationsExclusively(dataSource, { url, schema: target.schema });
  } finally {
    await dataSource.destroy();
  }
}

const migrationCommandConfig = z.object({ DATABASE_URL: env.url(['postgres', 'postgresql']) });

/**
 * The body of `apps/<service>/dist/migrate.js`: migrates the service's schema, then exits
 * (0 when up to date). Deployments run it once before rolling out a release (the compose
 * `*-migrate` services, the Kubernetes migration Job); the services also migrate at start,
 * under the same lock, so running both is safe. Needs only `DATABASE_URL`.
 */
export async function runMigrationCommand(service: string, target: SchemaMigrations): Promise<void> {
  const logger = createLogger(`${service}-migrate`);
  try {
    const { DATABASE_URL } = loadConfig(migrationCommandConfig);
    const started = Date.now();
    const ran = await migrateServiceSchema(DATABASE_URL, target);
    logger.info({ schema: target.schema, ran, ms: Date.now() - started }, ran.length ? `${service}: ${ran.length} migration(s) applied` : `${service}: schema up to date`);
    process.exit(0);
  } catch (error) {
    process.stderr.write(
      error instanceof ConfigError ? `${error.message}\n` : `${service} migrations failed: ${(error as Error).stack}\n`,
    );
    process.exit(1);
  }
}
