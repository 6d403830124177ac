import { CONTENT_SCHEMA, contentMigrations } from '@market/content';
import { runMigrationCommand } from '@market/platform';

/** `node apps/content/dist/migrate.js`: migrates the content schema and exits (deployments run it before a rollout). */
await runMigrationCommand('content', { schema: CONTENT_SCHEMA, migrations: contentMigrations });
