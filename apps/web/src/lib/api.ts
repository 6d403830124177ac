import {
  type ErrorCode,
  type ErrorDetail,
  type ErrorEnvelope,
  errorCodeForStatus,
  isErrorCode,
} from '@market/contracts/errors';

/**
 * The codes an ApiError carries: the server's closed catalogue (libs/contracts/src/errors,
 * zod-free so the first load can import it), plus the one the SPA makes itself when a
 * request never got an answer.
 */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
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

export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** A message fit for a toast or an inline notice, whatever was thrown. */
export function errorMessage(
  error: unknown,
  fallback = 'An unexpected error occurred. Please try again.',
) {
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
  if (error.code === 'ACCOUNT_SUSPENDED') hooks.onAccountSuspended(error);
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

/** On the server (entry-server.tsx): the site's own address and the headers its reads carry. */
let serverApi: { origin: string; headers: Record<string, string> } | null = null;
export function setServerApi(origin: string | null, headers: Record<string, string> = {}) {
  serverApi = origin ? { origin, headers } : null;
}

function toUrl(path: string) {
  if (/^https?:\/\//.test(path)) return path;
  const url = `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  return serverApi ? serverApi.origin + url : url;
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
    isErrorCode((error as { code?: unknown }).code) &&
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
  return new ApiError(status, errorCodeForStatus(status), message);
}

async function send(
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...serverApi?.headers,
    ...options.headers,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(toUrl(path), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: serverApi ? undefined : 'include',
      signal: options.signal,
      cache: options.cache,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'NETWORK_ERROR',
      'We could not reach the server. Check your connection and try again.',
    );
  }
}

/**
 * Sends one JSON request under /api (apiCall builds it from a route description); throws
 * ApiError for any non-2xx answer.
 */
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
  if (error.code === 'ACCOUNT_SUSPENDED') hooks.onAccountSuspended(error);
  throw error;
}
