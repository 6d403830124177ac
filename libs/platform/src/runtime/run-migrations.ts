import { z } from 'zod';
import { ConfigError, env, loadConfig } from '../config/config.js';
import {
  ensureSchema,
  grantRuntimeRole,
  runMigrationsExclusively,
  serviceDataSourceOptions,
  type ServiceDatabaseOptions,
} from '../database/service-data-source.js';
import { DataSource } from 'typeorm';
import { createLogger } from '../logging/logger.js';

export type SchemaMigrations = Pick<ServiceDatabaseOptions, 'schema' | 'migrations'>;

/** Brings a service's schema up to date and disconnects; returns the migrations it ran. */
export async function migrateServiceSchema(
  url: string,
  target: SchemaMigrations,
): Promise<string[]> {
  await ensureSchema(url, target.schema);
  const dataSource = new DataSource(
    serviceDataSourceOptions({
      url,
      schema: target.schema,
      entities: [],
      migrations: target.migrations,
      poolSize: 1,
    }),
  );
  await dataSource.initialize();
  try {
    return await runMigrationsExclusively(dataSource, { url, schema: target.schema });
  } finally {
    await dataSource.destroy();
  }
}

const migrationCommandConfig = z.object({
  DATABASE_URL: env.url(['postgres', 'postgresql']),
  /** The role the services connect as (DATABASE_MIGRATIONS=verify): granted use of the tables, not their definition. */
  DATABASE_RUNTIME_ROLE: env.optionalString(),
});

/**
 * The body of `apps/<service>/dist/migrate.js`: migrates the service's schema, then exits
 * (0 when up to date). Deployments run it once before rolling out a release (the compose
 * `*-migrate` services, the Kubernetes migration Job); the services also migrate at start,
 * under the same lock, so running both is safe. Needs `DATABASE_URL` (the migration role,
 * which owns the schema) and, when the services connect as another role, `DATABASE_RUNTIME_ROLE`.
 */
export async function runMigrationCommand(
  service: string,
  target: SchemaMigrations,
): Promise<void> {
  const logger = createLogger(`${service}-migrate`);
  try {
    const { DATABASE_URL, DATABASE_RUNTIME_ROLE } = loadConfig(migrationCommandConfig);
    const started = Date.now();
    const ran = await migrateServiceSchema(DATABASE_URL, target);
    if (DATABASE_RUNTIME_ROLE)
      await grantRuntimeRole(DATABASE_URL, target.schema, DATABASE_RUNTIME_ROLE);
    logger.info(
      { schema: target.schema, ran, ms: Date.now() - started },
      ran.length
        ? `${service}: ${ran.length} migration(s) applied`
        : `${service}: schema up to date`,
    );
    process.exit(0);
  } catch (error) {
    process.stderr.write(
      error instanceof ConfigError
        ? `${error.message}\n`
        : `${service} migrations failed: ${(error as Error).stack}\n`,
    );
    process.exit(1);
  }
}
