import {
  ERROR_CODES,
  errorCatalogue,
  errorCodeForStatus,
  isErrorCode,
} from '@market/contracts/errors';
import * as errors from './app-errors.js';
import { toEnvelope } from './error-envelope.filter.js';

/** Every error class of the platform, constructed as a throw site would. */
const thrown: errors.AppError[] = [
  new errors.ValidationError('Bad', [{ path: 'email', message: 'Bad' }]),
  new errors.UnauthorizedError(),
  new errors.InvalidAccessTokenError(),
  new errors.NoSessionError(),
  new errors.InvalidCredentialsError(),
  new errors.ForbiddenError(),
  new errors.AccountSuspendedError(),
  new errors.EmailNotVerifiedError(),
  new errors.NotFoundError(),
  new errors.InvalidLinkError(),
  new errors.ConflictError(),
  new errors.EmailTakenError(),
  new errors.LastAdminError(),
  new errors.ApplicationUnconfirmedError(),
  new errors.AffiliateApplicationExistsError(),
  new errors.ReferralCodeUnknownError(),
  new errors.ReplayFailedError(),
  new errors.RateLimitedError(30),
  new errors.SignInThrottledError(600, 'Locked'),
  new errors.ImageTooLargeError(),
  new errors.UnsupportedImageTypeError(),
  new errors.InvalidImageError(),
  new errors.VinNotFoundError(),
  new errors.SearchBusyError(),
  new errors.InternalError(),
  new errors.BadGatewayError(),
  new errors.ServiceUnavailableError(),
  new errors.GatewayTimeoutError(),
];

describe('the error catalogue', () => {
  it('gives every error class a catalogue code with its status', () => {
    for (const error of thrown) {
      expect(isErrorCode(error.code)).toBe(true);
      expect(error.status).toBe(errorCatalogue[error.code].status);
    }
  });

  it('falls back to the catalogue message when the thrower names none', () => {
    expect(new errors.SearchBusyError().message).toBe(errorCatalogue.SEARCH_BUSY.message);
    expect(new errors.NotFoundError('Vehicle not found').message).toBe('Vehicle not found');
  });

  it('has a class for every code but those a bare HTTP status stands for', () => {
    const covered = new Set(thrown.map((error) => error.code));
    expect(ERROR_CODES.filter((code) => !covered.has(code))).toEqual([
      'BAD_REQUEST',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
    ]);
  });

  it('names a bare status by a code of that status', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 415, 429]) {
      expect(errorCatalogue[errorCodeForStatus(status)].status).toBe(status);
    }
    expect(errorCodeForStatus(418)).toBe('BAD_REQUEST');
    expect(errorCodeForStatus(502)).toBe('INTERNAL');
  });

  it('answers with the envelope, the code typed by the catalogue', () => {
    expect(toEnvelope(new errors.SignInThrottledError(600, 'Locked'))).toEqual({
      status: 429,
      body: { error: { code: 'SIGN_IN_THROTTLED', message: 'Locked' } },
    });
    expect(toEnvelope(new Error('boom'))).toEqual({
      status: 500,
      body: { error: { code: 'INTERNAL', message: errorCatalogue.INTERNAL.message } },
    });
  });
});
