import { z } from 'zod';
import { env, loadConfig, refuseInProduction } from '@market/platform';

export const identityConfigSchema = refuseInProduction(
  z.object({
    NODE_ENV: env.nodeEnv(),
    /** The first admin account, created or promoted at start. */
    ADMIN_EMAIL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.email('must be an e-mail address').optional(),
    ),
    ADMIN_PASSWORD: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().min(8, 'must be at least 8 characters').optional(),
    ),
    /** Creates the demo accounts of each role (embedded mode). */
    SEED_DEMO_ACCOUNTS: env.bool(false),
    EMAIL_VERIFICATION_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 14)
      .default(48),
    PASSWORD_RESET_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(60),
    /** Failed sign-ins one account takes within an hour before it is locked for a while (and its owner told). */
    SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(3).max(1000).default(10),
    /** How long such an account refuses sign-ins (Retry-After), even with the right password. */
    SIGN_IN_LOCK_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    /** Refuse sign-in until the e-mail is verified. */
    REQUIRE_EMAIL_VERIFICATION: env.bool(true),
  }),
  'SEED_DEMO_ACCOUNTS',
  "the demo accounts' passwords are published in the README",
);
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

export function loadIdentityConfig(
  source: Record<string, string | undefined> = process.env,
): IdentityConfig {
  return loadConfig(identityConfigSchema, source);
}
