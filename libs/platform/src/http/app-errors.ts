import { ErrorCodes, type ErrorDetail } from '@market/contracts';

/**
 * Errors a service throws on purpose. The error filter turns each into the error
 * envelope with its status; anything else becomes a 500 without internals.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: ErrorDetail[]) {
    super(400, ErrorCodes.validation, message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue.', code: string = ErrorCodes.unauthorized) {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this.', code: string = ErrorCodes.forbidden) {
    super(403, code, message);
  }
}

export class AccountSuspendedError extends ForbiddenError {
  constructor() {
    super(
      'Your account has been deactivated by an administrator. You cannot access the platform at this time.',
      ErrorCodes.accountSuspended,
    );
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, ErrorCodes.notFound, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: string = ErrorCodes.conflict) {
    super(409, code, message);
  }
}

/** A 429; the error filter sends `Retry-After` with it. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many requests. Please wait ${retryAfterSeconds} seconds and try again.`,
    code: string = ErrorCodes.rateLimited,
  ) {
    super(429, code, message);
  }
}
