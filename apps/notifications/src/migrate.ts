import { NOTIFICATIONS_SCHEMA, notificationsMigrations } from '@market/notifications';
import { runMigrationCommand } from '@market/platform';

/** `node apps/notifications/dist/migrate.js`: migrates the notifications schema and exits (deployments run it before a rollout). */
await runMigrationCommand('notifications', {
  schema: NOTIFICATIONS_SCHEMA,
  migrations: notificationsMigrations,
});
