import { env, loadConfig } from '@market/platform';
import { z } from 'zod';

const demoConfigSchema = z.object({
  NODE_ENV: z.string().default('development'),
  /** Unset: on when the marketplace runs its own PostgreSQL (`npm start` on a fresh data folder). */
  SEED_DEMO: env.optionalString(),
  SEED_DEMO_ACCOUNTS: env.bool(false),
});

export type DemoDecision = { seed: true } | { seed: false; warning?: string };

/**
 * Whether this start creates the demo marketplace: `SEED_DEMO=true|false` decides, unset
 * means yes for the embedded database only (a DATABASE_URL may be anybody's data). Never
 * in production, and never without the demo accounts it is built around.
 */
export function demoDecision(
  source: Record<string, string | undefined>,
  embeddedDatabase: boolean,
): DemoDecision {
  const config = loadConfig(demoConfigSchema, source);
  const requested =
    config.SEED_DEMO === undefined
      ? undefined
      : loadConfig(z.object({ SEED_DEMO: env.bool(false) }), source).SEED_DEMO;
  if (requested === false) return { seed: false };
  if (config.NODE_ENV === 'production')
    return requested
      ? {
          seed: false,
          warning: 'SEED_DEMO is ignored with NODE_ENV=production: no demo data is created.',
        }
      : { seed: false };
  if (!config.SEED_DEMO_ACCOUNTS)
    return requested
      ? {
          seed: false,
          warning:
            'SEED_DEMO needs the demo accounts (SEED_DEMO_ACCOUNTS=true): no demo data is created.',
        }
      : { seed: false };
  return requested || (requested === undefined && embeddedDatabase)
    ? { seed: true }
    : { seed: false };
}
