import { DEALER_REFERRAL_MAX_CENTS, DEALER_REFERRAL_MIN_CENTS } from '@market/contracts';
import { env, loadConfig } from '@market/platform';
import { z } from 'zod';

const optional = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const affiliatesConfigSchema = z.object({
  /** SPEC.md §9: the fixed dealer-referral commission, $100–$500 (cents). */
  AFFILIATE_DEALER_REFERRAL_CENTS: z.coerce
    .number()
    .int()
    .min(DEALER_REFERRAL_MIN_CENTS, 'must be at least 10000 ($100, SPEC.md §9)')
    .max(DEALER_REFERRAL_MAX_CENTS, 'must be at most 50000 ($500, SPEC.md §9)')
    .default(10_000),
  /**
   * Days a payment's commission stays pending (the refund window) before it is approved and
   * counts toward a payout.
   */
  AFFILIATE_HOLD_DAYS: z.coerce.number().int().min(0).max(90).default(14),
  /** How often pending commissions past the hold are approved (seconds). */
  AFFILIATE_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /** Set: payouts are Stripe Connect transfers to the affiliate's connected account. Unset: a bank-transfer CSV. */
  STRIPE_SECRET_KEY: optional(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_… or sk_live_…)'),
  ),
  /** Where the Stripe client connects (tests point it at a local Stripe-compatible server). */
  STRIPE_API_HOST: env.optionalString(),
  STRIPE_API_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).default('https'),
});
export type AffiliatesConfig = z.infer<typeof affiliatesConfigSchema>;

export function loadAffiliatesConfig(
  source: Record<string, string | undefined> = process.env,
): AffiliatesConfig {
  return loadConfig(affiliatesConfigSchema, source);
}
