import {
  type ErrorCode,
  type ErrorDetail,
  type ErrorEnvelope,
  errorCatalogue,
} from '@market/contracts/errors';

/**
 * Errors a service throws on purpose: one code of the closed catalogue in
 * libs/contracts/src/errors, whose status and default message come with it. The error
 * filter turns each into the error envelope; anything else becomes a 500 without internals.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly status: number;

  constructor(
    readonly code: C,
    message?: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message ?? errorCatalogue[code].message);
    this.status = errorCatalogue[code].status;
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError<'VALIDATION_FAILED'> {
  constructor(message: string, details?: ErrorDetail[]) {
    super('VALIDATION_FAILED', message, details);
  }
}

/** One class per code that needs no arguments but an optional message. */
function errorOf<C extends ErrorCode>(code: C) {
  return class extends AppError<C> {
    constructor(message?: string) {
      super(code, message);
    }
  };
}

/** 401: signed out. */
export class UnauthorizedError extends errorOf('UNAUTHORIZED') {}
/** 401: the bearer token is malformed, expired or not ours. */
export class InvalidAccessTokenError extends errorOf('INVALID_TOKEN') {}
/** 401: no refresh cookie, or its session has ended. */
export class NoSessionError extends errorOf('NO_SESSION') {}
export class InvalidCredentialsError extends errorOf('INVALID_CREDENTIALS') {}

/** 403: signed in, but not allowed. */
export class ForbiddenError extends errorOf('FORBIDDEN') {}
/** 403: an administrator deactivated the account; only signing out is allowed. */
export class AccountSuspendedError extends errorOf('ACCOUNT_SUSPENDED') {}
export class EmailNotVerifiedError extends errorOf('EMAIL_NOT_VERIFIED') {}

export class NotFoundError extends errorOf('NOT_FOUND') {}
/** 400: a confirmation or unsubscribe link whose signature does not check out. */
export class InvalidLinkError extends errorOf('INVALID_LINK') {}

/** 409: the request clashes with what is stored. */
export class ConflictError extends errorOf('CONFLICT') {}
export class EmailTakenError extends errorOf('EMAIL_TAKEN') {}
/** 409: the change would leave no active admin. */
export class LastAdminError extends errorOf('LAST_ADMIN') {}
/** 409: a parked event's handler failed again on an admin's replay (the message says how). */
export class ReplayFailedError extends errorOf('REPLAY_FAILED') {}
/** 409: the application names an existing account that has not confirmed it. */
export class ApplicationUnconfirmedError extends errorOf('APPLICATION_UNCONFIRMED') {}
/** 409: an affiliate record already exists for this e-mail address or account. */
export class AffiliateApplicationExistsError extends errorOf('AFFILIATE_APPLICATION_EXISTS') {}
/** 404: a `?ref=` code that is unknown, or whose affiliate is not active. */
export class ReferralCodeUnknownError extends errorOf('REFERRAL_CODE_UNKNOWN') {}

/** A 429; the error filter sends `Retry-After` with it. */
export class RateLimitedError extends AppError<'RATE_LIMITED' | 'SIGN_IN_THROTTLED'> {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many requests. Please wait ${retryAfterSeconds} seconds and try again.`,
  ) {
    super('RATE_LIMITED', message);
  }
}

/** 429 for one account: too many failed sign-ins; wait (Retry-After) or reset the password. */
export class SignInThrottledError extends RateLimitedError {
  override readonly code = 'SIGN_IN_THROTTLED';
}

/** Uploaded images refused by their size (413), their content type (415) or their content (400). */
export class ImageTooLargeError extends errorOf('IMAGE_TOO_LARGE') {}
/** An upload over its route's size limit (an inventory CSV): the message names the limit. */
export class PayloadTooLargeError extends errorOf('PAYLOAD_TOO_LARGE') {}
export class UnsupportedImageTypeError extends errorOf('UNSUPPORTED_IMAGE_TYPE') {}
export class InvalidImageError extends errorOf('INVALID_IMAGE') {}

/** 422: a well-formed VIN the offline decoder does not know. */
export class VinNotFoundError extends errorOf('VIN_NOT_FOUND') {}

/** 503: a public search took too long; the visitor may retry. */
export class SearchBusyError extends errorOf('SEARCH_BUSY') {}

/** The gateway's answers for a service that broke (502), cannot be reached (503) or was too slow (504). */
export class BadGatewayError extends errorOf('BAD_GATEWAY') {}
export class ServiceUnavailableError extends errorOf('SERVICE_UNAVAILABLE') {}
export class GatewayTimeoutError extends errorOf('GATEWAY_TIMEOUT') {}

/** 500: what the visitor sees of a failure we did not foresee (never its internals). */
export class InternalError extends errorOf('INTERNAL') {}

/** The envelope an AppError answers with. */
export function envelopeOf(error: AppError): ErrorEnvelope {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
    },
  };
}
