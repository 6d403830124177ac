import { demoDecision } from './demo-settings.js';

describe('demoDecision', () => {
  const accounts = { SEED_DEMO_ACCOUNTS: 'true' };

  it('makes the demo for the embedded database when SEED_DEMO is unset', () => {
    expect(demoDecision(accounts, true)).toEqual({ seed: true });
  });

  it('leaves a database given by DATABASE_URL alone unless asked', () => {
    expect(demoDecision(accounts, false)).toEqual({ seed: false });
    expect(demoDecision({ ...accounts, SEED_DEMO: 'true' }, false)).toEqual({ seed: true });
  });

  it('is off with SEED_DEMO=false', () => {
    expect(demoDecision({ ...accounts, SEED_DEMO: 'false' }, true)).toEqual({ seed: false });
  });

  it('never runs in production, and says so when it was asked for', () => {
    expect(demoDecision({ ...accounts, NODE_ENV: 'production' }, true)).toEqual({ seed: false });
    expect(
      demoDecision({ ...accounts, NODE_ENV: 'production', SEED_DEMO: 'true' }, true),
    ).toMatchObject({ seed: false, warning: expect.stringContaining('production') });
  });

  it('needs the demo accounts', () => {
    expect(demoDecision({ SEED_DEMO_ACCOUNTS: 'false', SEED_DEMO: 'true' }, true)).toMatchObject({
      seed: false,
      warning: expect.stringContaining('SEED_DEMO_ACCOUNTS'),
    });
  });
});
