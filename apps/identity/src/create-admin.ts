/**
 * Creates the first admin, or promotes an existing account:
 *   DATABASE_URL=... npm run admin:create -- admin@example.com 'a-long-password'
 */
import 'reflect-metadata';
import {
  hashPassword,
  identityEntities,
  identityMigrations,
  IDENTITY_SCHEMA,
} from '@market/identity';
import { loadPlatformConfig, openServiceDatabase } from '@market/platform';

const [email, password] = process.argv.slice(2);
if (!email || !password || password.length < 8) {
  process.stderr.write(
    'Usage: npm run admin:create -- <email> <password of at least 8 characters>\n',
  );
  process.exit(2);
}
const config = loadPlatformConfig();
if (!config.DATABASE_URL) {
  process.stderr.write('DATABASE_URL: required (the identity database to write the admin into)\n');
  process.exit(2);
}
const db = await openServiceDatabase({
  url: config.DATABASE_URL,
  schema: IDENTITY_SCHEMA,
  entities: identityEntities,
  migrations: identityMigrations,
});
const normalized = email.trim().toLowerCase();
await db.transaction(async (manager) => {
  const [existing] = await manager.query('SELECT id FROM users WHERE email = $1', [normalized]);
  let userId: string = existing?.id;
  if (!userId) {
    [{ id: userId }] = await manager.query(
      'INSERT INTO users (email, password_hash, email_verified_at) VALUES ($1, $2, now()) RETURNING id',
      [normalized, await hashPassword(password)],
    );
    await manager.query('INSERT INTO profiles (user_id) VALUES ($1)', [userId]);
    await manager.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'user')`, [userId]);
  }
  await manager.query(
    `INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin') ON CONFLICT DO NOTHING`,
    [userId],
  );
  await manager.query(
    `INSERT INTO audit_logs (action, target_id, details) VALUES ('tools.admin_created', $1, $2)`,
    [userId, { email: normalized, existing: !!existing }],
  );
});
await db.destroy();
process.stdout.write(`${normalized} is an admin now.\n`);
