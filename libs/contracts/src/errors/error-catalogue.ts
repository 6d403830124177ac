/**
 * The closed list of error codes every API answers with, in the envelope
 * `{ error: { code, message, details? } }` (ARCHITECTURE.md §4). Each code has one HTTP
 * status and the message it carries when the thrower names none (SPEC.md §8's text where
 * the spec gives one). The server's AppError, the OpenAPI document and the SPA's ApiError
 * all take their codes from here.
 *
 * No zod in this file: the SPA's first load imports it (`@market/contracts/errors`).
 */
export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, message: 'Please check the highlighted fields.' },
  BAD_REQUEST: { status: 400, message: 'The request could not be understood.' },
  INVALID_IMAGE: { status: 400, message: 'Failed to upload images' },
  UNAUTHORIZED: { status: 401, message: 'Please sign in to continue.' },
  INVALID_TOKEN: { status: 401, message: 'Invalid access token' },
  NO_SESSION: { status: 401, message: 'No active session. Please sign in.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this.' },
  ACCOUNT_SUSPENDED: {
    status: 403,
    message:
      'Your account has been deactivated by an administrator. You cannot access the platform at this time.',
  },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message:
      'Please verify your email address before signing in. Check your inbox for the verification link.',
  },
  NOT_FOUND: { status: 404, message: 'Not found' },
  CONFLICT: {
    status: 409,
    message: 'This conflicts with the current state. Please reload and try again.',
  },
  EMAIL_TAKEN: {
    status: 409,
    message: 'An account with this email already exists. Please sign in instead.',
  },
  /** A dealer application naming an existing account waits for that account's confirmation. */
  APPLICATION_UNCONFIRMED: {
    status: 409,
    message: 'This application has not been confirmed by the account it names yet.',
  },
  /** An admin's replay of a parked event whose handler failed again; the letter stays parked. */
  REPLAY_FAILED: {
    status: 409,
    message: 'The replay failed again; the event stays parked.',
  },
  LAST_ADMIN: {
    status: 409,
    message: 'This is the last active admin account; it cannot be removed, demoted or deactivated.',
  },
  /** One affiliate record per e-mail address (and per account). */
  AFFILIATE_APPLICATION_EXISTS: {
    status: 409,
    message: 'An affiliate application with this email already exists.',
  },
  /** A `?ref=` code that is unknown, or whose affiliate is pending or suspended. */
  REFERRAL_CODE_UNKNOWN: {
    status: 404,
    message: 'This referral link is not valid or is no longer active.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  IMAGE_TOO_LARGE: { status: 413, message: 'The image is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This content type is not accepted.' },
  UNSUPPORTED_IMAGE_TYPE: { status: 415, message: 'Please upload a JPEG, PNG or WebP image.' },
  /** A confirmation or unsubscribe link whose signature does not check out (or whose subscription is gone). */
  INVALID_LINK: { status: 400, message: 'This link is invalid or has expired.' },
  VIN_NOT_FOUND: { status: 422, message: 'Failed to decode VIN' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  /** Too many failed sign-ins for one account: wait (Retry-After) or reset the password. */
  SIGN_IN_THROTTLED: {
    status: 429,
    message:
      'Too many failed sign-in attempts for this account. Please try again later, or reset your password.',
  },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  /** Gateway: the service that answers this path broke (502), cannot be reached (503), was too slow (504). */
  BAD_GATEWAY: { status: 502, message: 'Something went wrong on our side. Please try again.' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'This part of the site is temporarily unavailable. Please try again in a moment.',
  },
  GATEWAY_TIMEOUT: { status: 504, message: 'This took too long to answer. Please try again.' },
  SEARCH_BUSY: {
    status: 503,
    message: 'Search is busy right now. Please try again in a moment, or narrow your search.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
export type ErrorStatus = (typeof errorCatalogue)[ErrorCode]['status'];
/** The codes answered with one status: `ErrorCodeOf<401>` is 'UNAUTHORIZED' | 'INVALID_TOKEN' | … */
export type ErrorCodeOf<S extends ErrorStatus> = {
  [C in ErrorCode]: (typeof errorCatalogue)[C]['status'] extends S ? C : never;
}[ErrorCode];

export const ERROR_CODES = Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** The code a bare HTTP status stands for, when something other than an AppError answered. */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'VALIDATION_FAILED';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status < 500 ? 'BAD_REQUEST' : 'INTERNAL';
  }
}

/** One field's problem, in the envelope's `details`. */
export interface ErrorDetail {
  path: string;
  message: string;
}

export interface ErrorEnvelope {
  error: { code: ErrorCode; message: string; details?: ErrorDetail[] };
}
