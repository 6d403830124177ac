import {
  applyDecorators,
  Body,
  HttpCode,
  Query,
  RequestMapping,
  RequestMethod,
  SetMetadata,
} from '@nestjs/common';
import {
  type FileResponse,
  isMultipart,
  type ResponseOf,
  type RouteSpec,
  successStatus,
} from '@market/contracts';
import type { z } from 'zod';
import { AllowSuspended, OptionalUser, Roles, SignedIn } from '../auth/guards.js';
import { ZodPipe } from './zod-validation.js';

export const ROUTE_SPEC = 'market:route-spec';

declare const jsonOf: unique symbol;
/**
 * A body a route writes itself as JSON text (the search index answers with pieces it
 * assembled into one string), branded with what the text holds.
 */
export type JsonText<T> = string & { readonly [jsonOf]: T };

/** Vouches that `text` is the JSON of the route's response (its writer builds it from typed pieces). */
export async function jsonAnswer<R extends RouteSpec>(
  _route: R,
  text: Promise<string>,
): Promise<JsonText<ResponseOf<R>>> {
  return (await text) as JsonText<ResponseOf<R>>;
}

type Answer<R extends RouteSpec> = R['response'] extends FileResponse
  ? void
  : ResponseOf<R> | JsonText<ResponseOf<R>>;
type Handler<R extends RouteSpec> = (...args: never[]) => Answer<R> | Promise<Answer<R>>;

/**
 * Registers a controller method as the route its description in libs/contracts says:
 * method, path (under the controller's empty prefix), success status, guards for its
 * auth, and the description itself for the OpenAPI document and the route-table check.
 * The method's return type must be the described response.
 */
export function Endpoint<R extends RouteSpec>(route: R) {
  const decorators: (ClassDecorator | MethodDecorator)[] = [
    RequestMapping({ path: route.path, method: RequestMethod[route.method] }),
    HttpCode(successStatus(route)),
    SetMetadata(ROUTE_SPEC, route),
  ];
  const auth = route.auth;
  if (auth === 'optional') decorators.push(OptionalUser());
  else if (auth === 'signed-in') decorators.push(SignedIn());
  else if (auth === 'signed-in-allowed-suspended') decorators.push(SignedIn(), AllowSuspended());
  else if (typeof auth === 'object') decorators.push(Roles(...auth.roles));
  const apply = applyDecorators(...decorators);
  return <H extends Handler<R>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    apply(target, key, descriptor);
  };
}

/** The route's JSON body, parsed with its schema (400 VALIDATION_FAILED with details otherwise). */
export function RouteBody(route: RouteSpec): ParameterDecorator {
  if (!route.body || isMultipart(route.body))
    throw new Error(`${route.method} ${route.path} describes no JSON body`);
  return Body(new ZodPipe(route.body as z.ZodType, route.bodyLabel ?? 'request'));
}

/** The route's query string, parsed with its schema. */
export function RouteQuery(route: RouteSpec): ParameterDecorator {
  if (!route.query) throw new Error(`${route.method} ${route.path} describes no query`);
  return Query(new ZodPipe(route.query, 'query'));
}

/** The description a controller method was registered with, if any. */
export function routeSpecOf(handler: object): RouteSpec | undefined {
  return Reflect.getMetadata(ROUTE_SPEC, handler) as RouteSpec | undefined;
}
