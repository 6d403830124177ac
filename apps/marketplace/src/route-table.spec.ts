import { apiRoutes, isMultipart, type RouteSpec } from '@market/contracts';
import { controllersOfModule, type PlatformRuntime, routesOf } from '@market/platform';
import type { z } from 'zod';
import { MarketplaceModule } from './marketplace.module.js';

/**
 * Walks the route table of the whole marketplace (every controller of every module the
 * embedded process registers) and holds it to the descriptions in libs/contracts: a route
 * without one, or whose handler reads more or less than it describes, fails here — and so
 * would be missing from docs/openapi.json and from the SPA's typed client.
 */
const registered = routesOf(controllersOfModule(MarketplaceModule.register({} as PlatformRuntime)));
const described = registered.filter((route) => route.spec);
const name = (route: { controller: string; handler: string }) =>
  `${route.controller}.${route.handler}`;
const isSchema = (value: unknown): value is z.ZodType =>
  !!value && typeof (value as z.ZodType).safeParse === 'function';

describe('the route table', () => {
  it('has the routes of every service', () => {
    expect(registered.length).toBeGreaterThan(80);
  });

  it('registers every route from a description in libs/contracts', () => {
    expect(registered.filter((route) => !route.spec).map(name)).toEqual([]);
  });

  it('serves each described route exactly once, and nothing the descriptions leave out', () => {
    const served = described.map((route) => route.spec!);
    expect(new Set(served).size).toBe(served.length);
    const key = (spec: RouteSpec) => `${spec.method} ${spec.path}`;
    expect(served.map(key).sort()).toEqual(apiRoutes.map(key).sort());
  });

  it('leaves auth to the descriptions (no guards on controller classes)', () => {
    expect(
      registered.filter((route) => route.classGuards).map((route) => route.controller),
    ).toEqual([]);
  });

  it('names and describes every path parameter', () => {
    const gaps = described.flatMap((route) => {
      const names = [...route.spec!.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      if (names.length === 0) return [];
      const params = route.spec!.params as z.ZodObject | undefined;
      const described = Object.keys(params?.shape ?? {});
      return names.every((n) => described.includes(n)) && described.length === names.length
        ? []
        : [`${name(route)}: path ${names.join(', ')} vs params ${described.join(', ') || 'none'}`];
    });
    expect(gaps).toEqual([]);
  });

  it('reads a JSON body or a query exactly when the description has a schema for it', () => {
    const gaps = described.flatMap((route) => {
      const spec = route.spec!;
      const problems: string[] = [];
      if (isSchema(spec.body) !== route.reads.body) problems.push('body');
      if (isSchema(spec.query) !== route.reads.query) problems.push('query');
      if (isMultipart(spec.body) && !route.reads.request) problems.push('multipart body');
      return problems.map((part) => `${name(route)} (${spec.method} ${spec.path}): ${part}`);
    });
    expect(gaps).toEqual([]);
  });

  it('describes every answer: a response schema, a file, or none (204)', () => {
    const gaps = described.filter((route) => {
      const { response } = route.spec!;
      return (
        response !== null && !isSchema(response) && (response as { kind?: string }).kind !== 'file'
      );
    });
    expect(gaps.map(name)).toEqual([]);
  });
});
