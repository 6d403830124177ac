import { BILLING_SCHEMA, billingMigrations } from '@market/billing';
import { runMigrationCommand } from '@market/platform';

/** `node apps/billing/dist/migrate.js`: migrates the billing schema and exits (deployments run it before a rollout). */
await runMigrationCommand('billing', { schema: BILLING_SCHEMA, migrations: billingMigrations });
