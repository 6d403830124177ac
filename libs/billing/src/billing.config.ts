import { CURRENCIES } from '@market/contracts';
import { env, loadConfig } from '@market/platform';
import { z } from 'zod';

const optional = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const billingConfigSchema = z
  .object({
    /** With STRIPE_WEBHOOK_SECRET: payments go through Stripe. Without both: the local sandbox checkout. */
    STRIPE_SECRET_KEY: optional(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_… or sk_live_…)'),
    ),
    STRIPE_WEBHOOK_SECRET: optional(
      z.string().regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)'),
    ),
    /** Where the Stripe client connects (tests point it at a local Stripe-compatible server). */
    STRIPE_API_HOST: env.optionalString(),
    STRIPE_API_PORT: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(1).max(65535).optional(),
    ),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).default('https'),
    /**
     * The sandbox's signing secret for its Stripe-format webhook events. Unset: a random one
     * per process (the sandbox signs and verifies in the same process).
     */
    SANDBOX_WEBHOOK_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
    BILLING_CURRENCY: z.enum(CURRENCIES).default('usd'),
    /** How often memberships past their period end are closed (seconds). */
    MEMBERSHIP_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** How often memberships due for renewal are charged (seconds; the sandbox's saved card). */
    MEMBERSHIP_RENEWAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * The delays (hours, comma separated) between a failed renewal charge and the next try;
     * after the last one fails the membership is canceled. Default: 1, 3 and 5 days.
     */
    MEMBERSHIP_RENEWAL_RETRY_HOURS: z.preprocess(
      (v) => (v === undefined || v === '' ? '24,72,120' : v),
      z
        .string()
        .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'must be hours separated by commas, such as 24,72,120')
        .transform((v) => v.split(',').map((hours) => Number(hours.trim())))
        .refine((hours) => hours.length <= 10 && hours.every((h) => h >= 1 && h <= 720), {
          message: 'at most 10 delays, each 1 to 720 hours',
        }),
    ),
  })
  .superRefine((config, context) => {
    if (!!config.STRIPE_SECRET_KEY !== !!config.STRIPE_WEBHOOK_SECRET)
      context.addIssue({
        code: 'custom',
        path: [config.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message:
          'Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (unset both for the sandbox)',
      });
  });
export type BillingConfig = z.infer<typeof billingConfigSchema>;

export function loadBillingConfig(
  source: Record<string, string | undefined> = process.env,
): BillingConfig {
  return loadConfig(billingConfigSchema, source);
}
