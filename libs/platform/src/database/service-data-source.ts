import pg from 'pg';
import {
  DataSource,
  type DataSourceOptions,
  type EntitySchema,
  MigrationExecutor,
  type MixedList,
} from 'typeorm';

export interface ServiceDatabaseOptions {
  /** PostgreSQL connection string. */
  url: string;
  /** The schema the service owns; its tables and its migrations table live there. */
  schema: string;
  entities: MixedList<Function | string | EntitySchema>;
  migrations: Function[];
  poolSize?: number;
  /**
   * `run` (default): migrate at start under the schema's lock. `verify`: only check that every
   * migration of this release was applied (by the migration Job, with the migration role),
   * and refuse to start otherwise; for a runtime role that may not change the schema.
   */
  migrationMode?: MigrationMode;
}

export type MigrationMode = 'run' | 'verify';

/** Creates the service's schema if missing; TypeORM cannot create its migrations table without it. */
export async function ensureSchema(url: string, schema: string): Promise<void> {
  assertIdentifier(schema);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  } catch (error) {
    // Two processes racing to create the same schema: the loser sees a unique violation.
    if ((error as { code?: string }).code !== '23505') throw error;
  } finally {
    await client.end();
  }
}

export function serviceDataSourceOptions(options: ServiceDatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error'],
    extra: {
      max: options.poolSize ?? 5,
      application_name: `marketplace-${options.schema}`,
      // Raw SQL (migrations, outbox) then finds the service's own tables first.
      options: `-c search_path=${options.schema},public`,
    },
  };
}

/** Connects a service to its schema and runs its pending migrations (or checks there are none). */
export async function openServiceDatabase(options: ServiceDatabaseOptions): Promise<DataSource> {
  const verifyOnly = options.migrationMode === 'verify';
  if (!verifyOnly) await ensureSchema(options.url, options.schema);
  const dataSource = new DataSource(serviceDataSourceOptions(options));
  await dataSource.initialize();
  try {
    if (verifyOnly) await assertMigrated(dataSource, options.schema);
    else await runMigrationsExclusively(dataSource, options);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}

/**
 * Runs the schema's pending migrations while holding a session advisory lock on a connection
 * of its own. TypeORM takes no lock: replicas starting together (or a migration job racing a
 * rolling update) would each see the same migration pending, and all but one would fail on
 * "relation already exists". The lock serialises them; whoever comes second finds nothing
 * pending. A dedicated connection, because the pool's connections come and go (a session
 * lock must be released on the connection that took it); if the process dies, PostgreSQL
 * drops the connection and the lock with it. Returns the names of the migrations it ran.
 */
export async function runMigrationsExclusively(
  dataSource: DataSource,
  options: Pick<ServiceDatabaseOptions, 'url' | 'schema'>,
): Promise<string[]> {
  const lock = new pg.Client({ connectionString: options.url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1)::bigint)', [
      migrationLockName(options.schema),
    ]);
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    return ran.map((migration) => migration.name);
  } finally {
    // Ending the session releases the lock even if the unlock query itself fails.
    await lock
      .query('SELECT pg_advisory_unlock(hashtext($1)::bigint)', [migrationLockName(options.schema)])
      .catch(() => undefined);
    await lock.end();
  }
}

/** Fails, naming them, when migrations of this release are missing from the schema (reads only). */
export async function assertMigrated(dataSource: DataSource, schema: string): Promise<void> {
  const pending = await new MigrationExecutor(dataSource).getPendingMigrations();
  if (pending.length === 0) return;
  throw new Error(
    `The ${schema} schema lacks ${pending.length} migration(s) of this release (${pending.map((m) => m.name).join(', ')}): ` +
      `run the migration Job (node dist/migrate.js with the migration role) before starting the service, or set DATABASE_MIGRATIONS=run`,
  );
}

/**
 * Lets the runtime role use what the migrations created, and nothing more: read and write
 * the schema's tables and sequences, never create, alter or drop. Run by the migration
 * command after migrating, as the role that owns the schema.
 */
export async function grantRuntimeRole(url: string, schema: string, role: string): Promise<void> {
  assertIdentifier(schema);
  if (!/^[a-z_][a-z0-9_-]*$/.test(role)) throw new Error(`Not a safe role name: ${role}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const s = `"${schema}"`;
    const r = `"${role}"`;
    await client.query(`GRANT USAGE ON SCHEMA ${s} TO ${r}`);
    await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${s} TO ${r}`);
    await client.query(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA ${s} TO ${r}`);
  } finally {
    await client.end();
  }
}

/** The advisory lock key of a schema's migrations (distinct from the outbox relay's lock). */
export function migrationLockName(schema: string): string {
  return `migrations:${schema}`;
}

export function assertIdentifier(name: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a safe SQL identifier: ${name}`);
}
