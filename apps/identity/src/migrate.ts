import { IDENTITY_SCHEMA, identityMigrations } from '@market/identity';
import { runMigrationCommand } from '@market/platform';

/** `node apps/identity/dist/migrate.js`: migrates the identity schema and exits (deployments run it before a rollout). */
await runMigrationCommand('identity', { schema: IDENTITY_SCHEMA, migrations: identityMigrations });
