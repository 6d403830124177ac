import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import {
  GUARDS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { RouteSpec } from '@market/contracts';
import { ROUTE_SPEC } from './endpoint.js';

/** One handler Nest registers, with the description it was registered from (if any). */
export interface RegisteredRoute {
  controller: string;
  handler: string;
  method: string;
  path: string;
  spec: RouteSpec | undefined;
  /** Which request parts the handler's parameters read. */
  reads: { body: boolean; query: boolean; request: boolean };
  /** Guards set on the controller class rather than by the description. */
  classGuards: boolean;
}

// Nest's RouteParamtypes: REQUEST 0, BODY 3, QUERY 4.
const REQUEST = 0;
const BODY = 3;
const QUERY = 4;

function joinPath(prefix: string | undefined, path: string | undefined): string {
  const parts = [prefix, path]
    .filter((p): p is string => !!p && p !== '/')
    .map((p) => p.replace(/^\/|\/$/g, ''));
  return `/${parts.filter(Boolean).join('/')}`;
}

/** The routes of these controller classes, as Nest reads their metadata. */
export function routesOf(controllers: readonly Type[]): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  for (const controller of controllers) {
    const prefix = Reflect.getMetadata(PATH_METADATA, controller) as string | undefined;
    const classGuards =
      ((Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[] | undefined) ?? []).length >
      0;
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = controller.prototype[name] as unknown;
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (path === undefined || method === undefined) continue;
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<
        string,
        unknown
      >;
      const types = new Set(Object.keys(args).map((key) => Number(key.split(':')[0])));
      routes.push({
        controller: controller.name,
        handler: name,
        method: RequestMethod[method],
        path: joinPath(prefix, path),
        spec: Reflect.getMetadata(ROUTE_SPEC, handler) as RouteSpec | undefined,
        reads: { body: types.has(BODY), query: types.has(QUERY), request: types.has(REQUEST) },
        classGuards,
      });
    }
  }
  return routes;
}

function isDynamic(module: Type | DynamicModule): module is DynamicModule {
  return 'module' in module;
}

/** Every controller a module tree registers (the modules' own metadata and their dynamic parts). */
export function controllersOfModule(root: Type | DynamicModule): Type[] {
  const seen = new Set<unknown>();
  const controllers: Type[] = [];
  const visit = (module: Type | DynamicModule | Promise<DynamicModule> | undefined) => {
    if (!module || module instanceof Promise || seen.has(module)) return;
    seen.add(module);
    const type = isDynamic(module) ? module.module : module;
    const fromClass = (Reflect.getMetadata('controllers', type) as Type[] | undefined) ?? [];
    const fromDynamic = isDynamic(module) ? (module.controllers ?? []) : [];
    controllers.push(...fromClass, ...fromDynamic);
    const imports = [
      ...((Reflect.getMetadata('imports', type) as (Type | DynamicModule)[] | undefined) ?? []),
      ...(isDynamic(module) ? (module.imports ?? []) : []),
    ];
    for (const imported of imports) visit(imported as Type | DynamicModule);
  };
  visit(root);
  return [...new Set(controllers)];
}

/** Every controller a running Nest application registered. */
export function controllersOfApp(app: INestApplication): Type[] {
  const controllers = new Set<Type>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) controllers.add(wrapper.metatype as Type);
  }
  return [...controllers];
}
