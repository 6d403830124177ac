import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteSpec } from '@market/contracts';
import { apiRequest } from './api';

type Has<T> = [T] extends [never] ? false : true;
type HasPathParams<R extends RouteSpec> = R['path'] extends `${string}:${string}` ? true : false;

/** A query value as the URL carries it; lists are joined with commas. */
type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** What a call to route R takes: path parameters, query and body as the route describes them. */
export type CallInput<R extends RouteSpec> = (HasPathParams<R> extends true
  ? { params: ParamsOf<R> }
  : { params?: undefined }) &
  (Has<BodyOf<R>> extends true ? { body: BodyOf<R> } : { body?: undefined }) &
  (Has<QueryOf<R>> extends true
    ? { query?: Partial<Record<keyof QueryOf<R>, QueryValue>> }
    : { query?: undefined }) & {
    signal?: AbortSignal;
    /** fetch's cache mode, when the browser's HTTP cache must be bypassed. */
    cache?: RequestCache;
  };

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
/** The input argument, optional when the route needs nothing. */
export type CallArgs<R extends RouteSpec> = [RequiredKeys<CallInput<R>>] extends [never]
  ? [input?: CallInput<R>]
  : [input: CallInput<R>];

/** `/listings/:id` with `{ id }` → `/listings/<id>`, plus the query string. */
export function routeUrl(
  route: RouteSpec,
  params?: Record<string, string>,
  query?: Record<string, QueryValue>,
): string {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route.path} needs the path parameter "${name}"`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** In development, an answer that does not match its route's schema is reported (contract drift). */
function checkInDevelopment(route: RouteSpec, body: unknown): void {
  const schema = route.response as {
    safeParse?: (v: unknown) => { success: boolean; error?: unknown };
  } | null;
  if (!import.meta.env?.DEV || !schema?.safeParse) return;
  const result = schema.safeParse(body);
  if (!result.success)
    console.error(`${route.method} ${route.path} answered outside its schema`, result.error);
}

/**
 * Calls a route described in libs/contracts: the path, method and auth come from the
 * description, the input and the answer are typed by its schemas.
 */
export async function apiCall<R extends RouteSpec>(
  route: R,
  ...[input]: CallArgs<R>
): Promise<ResponseOf<R>> {
  const { params, query, body, signal, cache } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
    cache?: RequestCache;
  };
  const answer = await apiRequest<ResponseOf<R>>(routeUrl(route, params, query), {
    method: route.method,
    body,
    signal,
    cache,
    // A public route needs no token, and a 401 from it is not an expired session.
    auth: route.auth !== 'public',
  });
  checkInDevelopment(route, answer);
  return answer;
}
