import { z } from 'zod';

/** The one error shape every API answers with (ARCHITECTURE.md §4). */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type ErrorDetail = NonNullable<ErrorEnvelope['error']['details']>[number];

/** Machine-readable codes the SPA reacts to. */
export const ErrorCodes = {
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  accountSuspended: 'ACCOUNT_SUSPENDED',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  emailTaken: 'EMAIL_TAKEN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidToken: 'INVALID_TOKEN',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  rateLimited: 'RATE_LIMITED',
  /** Too many failed sign-ins for one account: wait (Retry-After) or reset the password. */
  signInThrottled: 'SIGN_IN_THROTTLED',
  lastAdmin: 'LAST_ADMIN',
  internal: 'INTERNAL',
  /** Gateway: the service that answers this path did not (502), cannot be reached (503), was too slow (504). */
  badGateway: 'BAD_GATEWAY',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  gatewayTimeout: 'GATEWAY_TIMEOUT',
} as const;
