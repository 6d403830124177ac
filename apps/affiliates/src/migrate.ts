import { AFFILIATES_SCHEMA, affiliatesMigrations } from '@market/affiliates';
import { runMigrationCommand } from '@market/platform';

/** `node apps/affiliates/dist/migrate.js`: migrates the affiliates schema and exits (deployments run it before a rollout). */
await runMigrationCommand('affiliates', {
  schema: AFFILIATES_SCHEMA,
  migrations: affiliatesMigrations,
});
