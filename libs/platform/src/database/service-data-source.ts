import pg from 'pg';
import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';

export interface ServiceDatabaseOptions {
  /** PostgreSQL connection string. */
  url: string;
  /** The schema the service owns; its tables and its migrations table live there. */
  schema: string;
  entities: MixedList<Function | string | EntitySchema>;
  migrations: Function[];
  poolSize?: number;
}

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

/** Connects a service to its schema and runs its pending migrations. */
export async function openServiceDatabase(options: ServiceDatabaseOptions): Promise<DataSource> {
  await ensureSchema(options.url, options.schema);
  const dataSource = new DataSource(serviceDataSourceOptions(options));
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}

export function assertIdentifier(name: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a safe SQL identifier: ${name}`);
}
