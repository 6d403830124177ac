import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import type { z } from 'zod';
import { ZodPipe } from '../http/zod-validation.js';

/** Nest's RouteParamtypes for the arguments a request fills. */
const BODY = 3;
const QUERY = 4;
const PARAM = 5;
const ROLES_KEY = 'market:roles';

/** One route of the running app, read from Nest's own metadata (the route table). */
export interface RouteEntry {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** `/api/dealers/:id/messages` */
  path: string;
  controller: string;
  handler: string;
  /** The contract schema of the body, when the route parses one with ZodPipe. */
  body?: z.ZodType;
  /** The contract schema of the whole query string, when parsed with ZodPipe. */
  query?: z.ZodType;
  /** Query parameters read one by one (`@Query('make')`). */
  queryParameters: string[];
  /** `:id` and other path parameters. */
  pathParameters: string[];
  /** Roles the route requires (`@Roles`), if any. */
  roles: string[];
  /** Whether a guard requires a signed-in user (SignedIn or Roles). */
  signedIn: boolean;
}

const METHODS: Partial<Record<RequestMethod, RouteEntry['method']>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.DELETE]: 'DELETE',
  [RequestMethod.PATCH]: 'PATCH',
};

interface ArgMetadata {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

/**
 * Every route the app registered, with its zod schemas: so a test can exercise all of them
 * (every text field of every route) from the code itself rather than from a hand-kept list.
 */
export function routeTable(app: INestApplication, prefix = '/api'): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const module of app.get(ModulesContainer, { strict: false }).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const base = first(Reflect.getMetadata(PATH_METADATA, controller));
      const controllerRoles: string[] = Reflect.getMetadata(ROLES_KEY, controller) ?? [];
      const controllerGuards: unknown[] = Reflect.getMetadata('__guards__', controller) ?? [];
      for (const handler of Object.getOwnPropertyNames(controller.prototype)) {
        const target = controller.prototype[handler];
        if (handler === 'constructor' || typeof target !== 'function') continue;
        const method = METHODS[Reflect.getMetadata(METHOD_METADATA, target) as RequestMethod];
        const own = Reflect.getMetadata(PATH_METADATA, target);
        if (!method || own === undefined) continue;
        const path = `${prefix}/${base}/${first(own)}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
        const args: Record<string, ArgMetadata> =
          Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {};
        const entry: RouteEntry = {
          method,
          path,
          controller: controller.name,
          handler,
          queryParameters: [],
          pathParameters: [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]),
          roles: Reflect.getMetadata(ROLES_KEY, target) ?? controllerRoles,
          signedIn: [
            ...controllerGuards,
            ...((Reflect.getMetadata('__guards__', target) as unknown[]) ?? []),
          ].some((guard) => (guard as { name?: string }).name === 'SignedInGuard'),
        };
        for (const [key, arg] of Object.entries(args)) {
          const type = Number(key.split(':')[0]);
          const schema = (arg.pipes ?? []).find(
            (pipe): pipe is ZodPipe<z.ZodType> => pipe instanceof ZodPipe,
          )?.schema;
          if (type === BODY && schema) entry.body = schema;
          if (type === QUERY && schema && arg.data === undefined) entry.query = schema;
          if (type === QUERY && typeof arg.data === 'string') entry.queryParameters.push(arg.data);
          if (
            type === PARAM &&
            typeof arg.data === 'string' &&
            !entry.pathParameters.includes(arg.data)
          )
            entry.pathParameters.push(arg.data);
        }
        routes.push(entry);
      }
    }
  }
  return routes;
}

const first = (value: unknown): string =>
  Array.isArray(value) ? String(value[0] ?? '') : String(value ?? '');

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
}

/**
 * The paths of every field of `schema` that takes text (a string, or anything that may be
 * one): `['features', 0]` for an array of strings. Wrappers (optional, default, pipe, ...)
 * are looked through.
 */
export function textFieldPaths(
  schema: z.ZodType,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[][] {
  if (depth > 12) return [];
  const def = (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
  const next = (inner: z.ZodType | undefined, at = path) =>
    inner ? textFieldPaths(inner, at, depth + 1) : [];
  switch (def.type) {
    case 'string':
    case 'unknown':
    case 'any':
      return [path];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) => next(value, [...path, key]));
    case 'array':
      return next(def.element, [...path, 0]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return next(def.innerType);
    case 'pipe':
      return next(def.in);
    case 'lazy':
      return next(def.getter?.());
    case 'intersection':
      return [...next(def.left), ...next(def.right)];
    case 'union': {
      const seen = new Map<string, (string | number)[]>();
      for (const option of def.options ?? [])
        for (const p of next(option)) seen.set(p.join('.'), p);
      return [...seen.values()];
    }
    default:
      return [];
  }
}

/** `{ a: { b: [value] } }` for the path `['a', 'b', 0]`. */
export function valueAt(path: (string | number)[], value: unknown): unknown {
  return path.reduceRight<unknown>(
    (inner, key) => (typeof key === 'number' ? [inner] : { [key]: inner }),
    value,
  );
}
