import { z } from 'zod';
import { env, loadConfig, refuseInProduction } from '@market/platform';

export const dealersConfigSchema = refuseInProduction(
  z.object({
    NODE_ENV: env.nodeEnv(),
    /** Seeds the demo dealers, their reviews and the demo rep's profile (with identity's demo accounts). */
    SEED_DEMO_ACCOUNTS: env.bool(false),
  }),
  'SEED_DEMO_ACCOUNTS',
  'the demo dealers come with the demo accounts, whose passwords are published in the README',
);
export type DealersConfig = z.infer<typeof dealersConfigSchema>;

export function loadDealersConfig(
  source: Record<string, string | undefined> = process.env,
): DealersConfig {
  return loadConfig(dealersConfigSchema, source);
}
