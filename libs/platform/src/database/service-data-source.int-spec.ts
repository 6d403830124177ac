import pg from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrateServiceSchema } from '../runtime/run-migrations.js';
import {
  createTestDatabase,
  describeWhen,
  postgresAvailability,
  type TestDatabase,
} from '../testing/index.js';
import { messagingMigrations } from '../messaging/messaging-tables.migration.js';
import { Outbox } from '../messaging/outbox.js';
import { grantRuntimeRole, openServiceDatabase } from './service-data-source.js';

/**
 * A migration that is slow on purpose and not idempotent (a plain CREATE TABLE): two runs at
 * once both find it pending unless something serialises them, and the second then fails.
 */
function slowMigrations(schema: string) {
  class SlowTable1900000000000 implements MigrationInterface {
    name = 'SlowTable1900000000000';
    async up(q: QueryRunner): Promise<void> {
      await q.query('SELECT pg_sleep(0.3)');
      await q.query(`CREATE TABLE "${schema}".widgets (id int PRIMARY KEY)`);
      await q.query(`INSERT INTO "${schema}".widgets VALUES (1)`);
    }
    async down(): Promise<void> {}
  }
  return [SlowTable1900000000000];
}

describeWhen(postgresAvailability(), 'service schema migrations under concurrency', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase('migrations');
  });
  afterAll(async () => {
    await db?.drop();
  });

  async function count(sql: string): Promise<number> {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      return Number((await client.query(sql)).rows[0].n);
    } finally {
      await client.end();
    }
  }

  it('lets four replicas start at once: one migrates, the others find the schema up to date', async () => {
    const schema = 'replicas';
    const migrations = slowMigrations(schema);
    const opened = await Promise.all(
      [1, 2, 3, 4].map(() =>
        openServiceDatabase({ url: db.url, schema, entities: [], migrations, poolSize: 1 }),
      ),
    );
    await Promise.all(opened.map((ds) => ds.destroy()));
    expect(await count(`SELECT count(*) AS n FROM "${schema}".migrations`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM "${schema}".widgets`)).toBe(1);
  });

  it('runs a migration job beside starting services, and reports what it applied', async () => {
    const schema = 'job';
    const migrations = slowMigrations(schema);
    const [jobA, service, jobB] = await Promise.all([
      migrateServiceSchema(db.url, { schema, migrations }),
      openServiceDatabase({ url: db.url, schema, entities: [], migrations, poolSize: 1 }),
      migrateServiceSchema(db.url, { schema, migrations }),
    ]);
    await service.destroy();
    // Exactly one of the three ran it; whichever it was, the jobs report honestly.
    expect([...jobA, ...jobB].length).toBeLessThanOrEqual(1);
    expect(await count(`SELECT count(*) AS n FROM "${schema}".migrations`)).toBe(1);
    expect(await migrateServiceSchema(db.url, { schema, migrations })).toEqual([]);
  });

  it('leaves no lock behind when a migration fails, so the next attempt can run', async () => {
    const schema = 'broken';
    class Broken1900000000001 implements MigrationInterface {
      name = 'Broken1900000000001';
      async up(q: QueryRunner): Promise<void> {
        await q.query('SELECT * FROM no_such_table');
      }
      async down(): Promise<void> {}
    }
    await expect(
      migrateServiceSchema(db.url, { schema, migrations: [Broken1900000000001] }),
    ).rejects.toThrow(/no_such_table/);
    const fixed = slowMigrations(schema);
    await expect(migrateServiceSchema(db.url, { schema, migrations: fixed })).resolves.toEqual([
      'SlowTable1900000000000',
    ]);
  });

  it('separates roles: the migration role migrates and grants, the runtime role only reads and writes', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const [migrator, app] = [`wb_migrator_${suffix}`, `wb_app_${suffix}`];
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    const asRole = (role: string) => {
      const url = new URL(db.url);
      url.username = role;
      url.password = 'role-test-password';
      return url.toString();
    };
    try {
      for (const role of [migrator, app])
        await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD 'role-test-password'`);
      const database = new URL(db.url).pathname.slice(1);
      await admin.query(`GRANT CREATE, CONNECT ON DATABASE "${database}" TO ${migrator}`);
      await admin.query(`GRANT CONNECT ON DATABASE "${database}" TO ${app}`);
      const schema = 'roles_demo';
      const migrations = [...messagingMigrations(schema), ...slowMigrations(schema)];

      // Before the Job ran, a service in verify mode refuses to start, naming what is missing.
      await expect(
        openServiceDatabase({
          url: asRole(app),
          schema,
          entities: [],
          migrations,
          poolSize: 1,
          migrationMode: 'verify',
        }),
      ).rejects.toThrow(
        /lacks 4 migration\(s\) of this release \(MessagingTables1700000000000, OutboxDelivered1764000000000, DeadLetters1765000000000, SlowTable1900000000000\): run the migration Job/,
      );

      await migrateServiceSchema(asRole(migrator), { schema, migrations });
      await grantRuntimeRole(asRole(migrator), schema, app);

      const service = await openServiceDatabase({
        url: asRole(app),
        schema,
        entities: [],
        migrations,
        poolSize: 1,
        migrationMode: 'verify',
      });
      try {
        await service.transaction((manager) =>
          new Outbox(schema).add(manager, 'identity.user.deactivated', {
            userId: crypto.randomUUID(),
            byUserId: null,
          }),
        );
        expect(await service.query(`SELECT count(*)::int AS n FROM "${schema}".outbox`)).toEqual([
          { n: 1 },
        ]);
        await expect(service.query(`CREATE TABLE "${schema}".intruder (id int)`)).rejects.toThrow(
          /permission denied/,
        );
        await expect(service.query(`DROP TABLE "${schema}".widgets`)).rejects.toThrow(
          /must be owner/,
        );
      } finally {
        await service.destroy();
      }
    } finally {
      for (const role of [app, migrator]) {
        await admin.query(`DROP OWNED BY ${role} CASCADE`).catch(() => undefined);
        await admin.query(`DROP ROLE IF EXISTS ${role}`).catch(() => undefined);
      }
      await admin.end();
    }
  });
});
