import type { ErrorCodes, ErrorDetail, ErrorEnvelope } from '@market/contracts';

/**
 * Error codes the SPA reacts to. The shared ones are checked against the contracts'
 * `ErrorCodes` at compile time; they are repeated as values (not imported) so the
 * first-load bundle does not pull in zod with the contracts package.
 */
export const ApiErrorCode = {
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  accountSuspended: 'ACCOUNT_SUSPENDED',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  emailTaken: 'EMAIL_TAKEN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidToken: 'INVALID_TOKEN',
  rateLimited: 'RATE_LIMITED',
  signInThrottled: 'SIGN_IN_THROTTLED',
  lastAdmin: 'LAST_ADMIN',
  internal: 'INTERNAL',
  badGateway: 'BAD_GATEWAY',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  gatewayTimeout: 'GATEWAY_TIMEOUT',
  // Not (yet) in the contracts' list: sign-in answers it for an unverified e-mail.
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  // Client-side only: the request never got an answer.
  network: 'NETWORK_ERROR',
} as const satisfies typeof ErrorCodes & Record<string, string>;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
  }

  /** First message per field path, for showing server-side validation under the inputs. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const d of this.details) if (d.path && !(d.path in out)) out[d.path] = d.message;
    return out;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** A message fit for a toast or an inline notice, whatever was thrown. */
export function errorMessage(error: unknown, fallback = 'An unexpected error occurred. Please try again.') {
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}

export interface ApiHooks {
  getAccessToken: () => string | null;
  /** Gets a new access token from the refresh cookie; null when there is no session. */
  refreshAccessToken: () => Promise<string | null>;
  onAccountSuspended: (error: ApiError) => void;
}

const defaultHooks: ApiHooks = {
  getAccessToken: () => null,
  refreshAccessToken: async () => null,
  onAccountSuspended: () => undefined,
};

let hooks: ApiHooks = defaultHooks;

/** The auth layer plugs itself in here; returns a function that unplugs it. */
export function configureApi(next: Partial<ApiHooks>): () => void {
  const merged = { ...defaultHooks, ...next };
  hooks = merged;
  return () => {
    if (hooks === merged) hooks = defaultHooks;
  };
}

/** The current access token, for requests that cannot go through apiRequest (upload progress needs XHR). */
export function currentAccessToken(): string | null {
  return hooks.getAccessToken();
}

/** Gets a fresh access token from the refresh cookie (single-flight in the auth layer). */
export function refreshAccessToken(): Promise<string | null> {
  return hooks.refreshAccessToken();
}

/** Turns a non-2xx answer body into the ApiError apiRequest would have thrown. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const error = toApiError(status, body);
  if (error.code === ApiErrorCode.accountSuspended) hooks.onAccountSuspended(error);
  return error;
}

/** Prefixes an API path with the API base (`/api` unless VITE_API_BASE says otherwise). */
export function apiUrl(path: string): string {
  return toUrl(path);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the bearer token and, on a 401, refresh once and retry. Default true. */
  auth?: boolean;
  signal?: AbortSignal;
  /** The browser HTTP cache mode (fetch's `cache`); the browser's default when absent. */
  cache?: RequestCache;
  headers?: Record<string, string>;
}

const API_BASE: string = import.meta.env?.VITE_API_BASE ?? '/api';

function toUrl(path: string) {
  return /^https?:\/\//.test(path) ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isEnvelope(body: unknown): body is ErrorEnvelope {
  if (!body || typeof body !== 'object' || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return (
    !!error &&
    typeof error === 'object' &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

function toApiError(status: number, body: unknown): ApiError {
  if (isEnvelope(body)) {
    const { code, message, details } = body.error;
    return new ApiError(status, code, message, Array.isArray(details) ? details : []);
  }
  const message =
    status >= 500
      ? 'The service is temporarily unavailable. Please try again in a moment.'
      : status === 404
        ? 'Not found.'
        : `The request failed (HTTP ${status}).`;
  return new ApiError(status, status === 404 ? ApiErrorCode.notFound : `HTTP_${status}`, message);
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(toUrl(path), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
      cache: options.cache,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      ApiErrorCode.network,
      'We could not reach the server. Check your connection and try again.',
    );
  }
}

/** Calls the JSON API under /api; throws ApiError for any non-2xx answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const useAuth = options.auth !== false;
  let response = await send(path, options, useAuth ? hooks.getAccessToken() : null);

  if (response.status === 401 && useAuth) {
    // The access token may just have expired: refresh once, then retry once.
    const fresh = await hooks.refreshAccessToken();
    if (fresh) response = await send(path, options, fresh);
  }

  const body = await readBody(response);
  if (response.ok) return body as T;

  const error = toApiError(response.status, body);
  if (error.code === ApiErrorCode.accountSuspended) hooks.onAccountSuspended(error);
  throw error;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
