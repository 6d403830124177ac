import { DEALERS_SCHEMA, dealersMigrations } from '@market/dealers';
import { runMigrationCommand } from '@market/platform';

/** `node apps/dealers/dist/migrate.js`: migrates the dealers schema and exits (deployments run it before a rollout). */
await runMigrationCommand('dealers', { schema: DEALERS_SCHEMA, migrations: dealersMigrations });
