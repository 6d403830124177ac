import { z } from 'zod';
import { env, loadConfig } from '@market/platform';

export const dealersConfigSchema = z.object({
  /** Seeds the demo dealers, their reviews and the demo rep's profile (with identity's demo accounts). */
  SEED_DEMO_ACCOUNTS: env.bool(false),
});
export type DealersConfig = z.infer<typeof dealersConfigSchema>;

export function loadDealersConfig(source: Record<string, string | undefined> = process.env): DealersConfig {
  return loadConfig(dealersConfigSchema, source);
}
