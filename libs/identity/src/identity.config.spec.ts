import { ConfigError } from '@market/platform';
import { loadIdentityConfig } from './identity.config.js';

describe('identity configuration', () => {
  it('refuses the demo accounts in production, naming SEED_DEMO_ACCOUNTS', () => {
    expect(() =>
      loadIdentityConfig({ NODE_ENV: 'production', SEED_DEMO_ACCOUNTS: 'true' }),
    ).toThrow(ConfigError);
    expect(() =>
      loadIdentityConfig({ NODE_ENV: 'production', SEED_DEMO_ACCOUNTS: 'true' }),
    ).toThrow(/SEED_DEMO_ACCOUNTS: must not be true when NODE_ENV=production/);
  });

  it('allows them in development and leaves them off in production by default', () => {
    expect(loadIdentityConfig({ SEED_DEMO_ACCOUNTS: 'true' }).SEED_DEMO_ACCOUNTS).toBe(true);
    expect(loadIdentityConfig({ NODE_ENV: 'production' }).SEED_DEMO_ACCOUNTS).toBe(false);
  });
});
