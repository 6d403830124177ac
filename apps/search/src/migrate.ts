import { SEARCH_SCHEMA, searchMigrations } from '@market/search';
import { runMigrationCommand } from '@market/platform';

/** `node apps/search/dist/migrate.js`: migrates the search schema and exits (deployments run it before a rollout). */
await runMigrationCommand('search', { schema: SEARCH_SCHEMA, migrations: searchMigrations });
