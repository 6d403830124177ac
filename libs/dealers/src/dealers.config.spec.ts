import { ConfigError } from '@market/platform';
import { loadDealersConfig } from './dealers.config.js';

describe('dealers configuration', () => {
  it('refuses the demo dealers in production, naming SEED_DEMO_ACCOUNTS', () => {
    const production = { NODE_ENV: 'production', SEED_DEMO_ACCOUNTS: 'true' };
    expect(() => loadDealersConfig(production)).toThrow(ConfigError);
    expect(() => loadDealersConfig(production)).toThrow(
      /SEED_DEMO_ACCOUNTS: must not be true when NODE_ENV=production/,
    );
    expect(loadDealersConfig({ SEED_DEMO_ACCOUNTS: 'true' }).SEED_DEMO_ACCOUNTS).toBe(true);
  });
});
