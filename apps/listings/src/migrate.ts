import { LISTINGS_SCHEMA, listingsMigrations } from '@market/listings';
import { runMigrationCommand } from '@market/platform';

/** `node apps/listings/dist/migrate.js`: migrates the listings schema and exits (deployments run it before a rollout). */
await runMigrationCommand('listings', { schema: LISTINGS_SCHEMA, migrations: listingsMigrations });
