import os from 'node:os';
import { ConfigError } from '@market/platform';
import { createTestDatabase } from '@market/platform/testing';
import { startEmbeddedMarketplace } from '@market/marketplace-app';
import { type Harness, startHarness } from '../support/marketplace-harness.js';

/** An address of this machine that is not loopback, to reach the marketplace as another machine would. */
const externalAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((nic) => nic && nic.family === 'IPv4' && !nic.internal)?.address;
const describeWithNetwork = externalAddress ? describe : describe.skip;

/** The dev mailbox holds live reset links: this machine or an admin only, never in production. */
describeWithNetwork('the dev mailbox (embedded)', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ HOST: '0.0.0.0' });
  });
  afterAll(async () => {
    await harness?.stop();
  });

  const fromElsewhere = (path: string, token?: string) =>
    fetch(harness.url.replace('localhost', externalAddress!) + path, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('opens on this machine, refuses another one, and opens to an admin from anywhere', async () => {
    expect((await harness.api.get('/api/dev/mailbox')).status).toBe(200);
    const refused = await fromElsewhere('/api/dev/mailbox');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /only on this machine/,
    );
    // A forwarded header written by the client does not make the request local.
    const forged = await fetch(
      harness.url.replace('localhost', externalAddress!) + '/api/dev/mailbox',
      {
        headers: { 'x-forwarded-for': '127.0.0.1' },
      },
    );
    expect(forged.status).toBe(403);
    const admin = harness.api.session();
    expect((await admin.signIn('admin@wheelbase.test', 'admin-demo-1')).status).toBe(200);
    expect((await fromElsewhere('/api/dev/mailbox', admin.accessToken)).status).toBe(200);
    const seller = harness.api.session();
    expect((await seller.signIn('seller@wheelbase.test', 'seller-demo-1')).status).toBe(200);
    expect((await fromElsewhere('/api/dev/mailbox', seller.accessToken)).status).toBe(403);
  });
});

describe('a production configuration (embedded)', () => {
  async function startFailure(env: Record<string, string>): Promise<unknown> {
    const database = await createTestDatabase('e2e_production');
    try {
      const started = await startEmbeddedMarketplace({
        ...process.env,
        DATABASE_URL: database.url,
        DATA_DIR: os.tmpdir(),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        KAFKA_BROKERS: '',
        REDIS_URL: '',
        SMTP_URL: '',
        ...env,
      });
      await started.stop();
      return null;
    } catch (error) {
      return error;
    } finally {
      await database.drop();
    }
  }

  it('refuses to start with the demo accounts, naming SEED_DEMO_ACCOUNTS', async () => {
    const error = await startFailure({
      NODE_ENV: 'production',
      SEED_DEMO_ACCOUNTS: 'true',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(
      'SEED_DEMO_ACCOUNTS: must not be true when NODE_ENV=production',
    );
  });

  it('refuses to start with the dev mailbox, naming SMTP_URL', async () => {
    const error = await startFailure({ NODE_ENV: 'production' });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain('SMTP_URL: required when NODE_ENV=production');
  });
});
