import type { z } from 'zod';
import type { Role } from '../api/users.js';
import type { ErrorCode } from '../errors/error-catalogue.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route:
 * - `public`: anyone, the token is not read;
 * - `optional`: anyone, a signed-in caller is recognised (and a suspended one refused);
 * - `signed-in`: a signed-in, active user; `signed-in-allowed-suspended` lets a suspended
 *   one through (sign-out only);
 * - a list of roles: a signed-in user with one of them.
 */
export type RouteAuth =
  'public' | 'optional' | 'signed-in' | 'signed-in-allowed-suspended' | { roles: readonly Role[] };

/** A multipart upload: its file fields and how many files each takes. */
export interface MultipartBody {
  kind: 'multipart';
  files: Record<string, { maxFiles: number; description: string }>;
}

/** A streamed file (an image, a logo) rather than JSON. */
export interface FileResponse {
  kind: 'file';
  contentType: string;
}

export type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * One HTTP route, described once: the Nest controller registers and validates it from
 * this (`@Endpoint(route)`), the SPA's client calls it from this (`apiCall(route, …)`),
 * and docs/openapi.json is generated from every route's description.
 */
export interface RouteSpec {
  /** `tag.name`, set by routeGroup; the OpenAPI operationId. */
  id?: string;
  method: HttpMethod;
  /** Under /api, with `:name` path parameters: `/listings/:id`. */
  path: string;
  summary: string;
  /** The OpenAPI tag: the owning service's area (`listings`, `dealers`…). */
  tag: string;
  auth: RouteAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | MultipartBody;
  /** What validation messages call the body ("The application has 2 problems"). */
  bodyLabel?: string;
  /** The 2xx answer's body; null for 204 No Content. */
  response: z.ZodType | FileResponse | null;
  /** Default 200, or 204 when `response` is null. */
  status?: SuccessStatus;
  /** Codes this route answers with besides those its auth and validation imply. */
  errors?: readonly ErrorCode[];
}

/** Keeps the literal types of a description (method, path, schemas) for the typed client and controllers. */
export function defineRoute<const R extends RouteSpec>(route: R): R {
  return route;
}

/** Describes a group of routes sharing a tag: `routeGroup('listings', { get: {...}, ... })`. */
export function routeGroup<const G extends Record<string, Omit<RouteSpec, 'tag'>>>(
  tag: string,
  routes: G,
): { [K in keyof G]: G[K] & { tag: string; id: string } } {
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [name, { ...route, tag, id: `${tag}.${name}` }]),
  ) as { [K in keyof G]: G[K] & { tag: string; id: string } };
}

export function successStatus(route: RouteSpec): SuccessStatus {
  return route.status ?? (route.response === null ? 204 : 200);
}

export function isMultipart(body: RouteSpec['body']): body is MultipartBody {
  return !!body && (body as MultipartBody).kind === 'multipart';
}

export function isFileResponse(response: RouteSpec['response']): response is FileResponse {
  return !!response && (response as FileResponse).kind === 'file';
}

/** Every code a route can answer with: its own, and those its auth, input and rate limits imply. */
export function routeErrorCodes(route: RouteSpec): ErrorCode[] {
  const codes = new Set<ErrorCode>(route.errors ?? []);
  // Path ids are checked to a 404 (nothing has that id); queries and bodies to a 400.
  if (route.query || (route.body && !isMultipart(route.body))) codes.add('VALIDATION_FAILED');
  if (route.auth === 'optional') codes.add('ACCOUNT_SUSPENDED');
  if (
    route.auth === 'signed-in' ||
    route.auth === 'signed-in-allowed-suspended' ||
    typeof route.auth === 'object'
  ) {
    codes.add('UNAUTHORIZED');
    codes.add('INVALID_TOKEN');
    if (route.auth !== 'signed-in-allowed-suspended') codes.add('ACCOUNT_SUSPENDED');
  }
  if (typeof route.auth === 'object') codes.add('FORBIDDEN');
  codes.add('RATE_LIMITED');
  codes.add('INTERNAL');
  return [...codes];
}

// ---- types the controllers and the client read off a description ----

type SchemaOf<T> = T extends z.ZodType ? T : never;

/** The path's `:name` parameters as an object type. */
export type PathParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof PathParamsOf<`/${Rest}`>]: string }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

export type ParamsOf<R extends RouteSpec> = R['params'] extends z.ZodType
  ? z.input<SchemaOf<R['params']>>
  : PathParamsOf<R['path']>;
/** What a caller sends as the query string (before defaults and coercion). */
export type QueryOf<R extends RouteSpec> = R['query'] extends z.ZodType
  ? z.input<SchemaOf<R['query']>>
  : never;
/** The query a controller receives, parsed. */
export type ParsedQueryOf<R extends RouteSpec> = R['query'] extends z.ZodType
  ? z.output<SchemaOf<R['query']>>
  : never;
/** What a caller sends as the JSON body. */
export type BodyOf<R extends RouteSpec> = R['body'] extends z.ZodType
  ? z.input<SchemaOf<R['body']>>
  : never;
/** The body a controller receives, parsed. */
export type ParsedBodyOf<R extends RouteSpec> = R['body'] extends z.ZodType
  ? z.output<SchemaOf<R['body']>>
  : never;
/** The 2xx answer's body. */
export type ResponseOf<R extends RouteSpec> = R['response'] extends z.ZodType
  ? z.output<SchemaOf<R['response']>>
  : R['response'] extends FileResponse
    ? Blob
    : void;
