import 'reflect-metadata';
import { jest } from '@jest/globals';
import type { Type } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * A service under test with every constructor dependency replaced by a mock, in the spirit of
 * immich's `newTestService`:
 *
 *   const { sut, mocks } = newTestService(ApplicationService);
 *   mocks.applications.findById.mockResolvedValue(newApplicationRow({ status: 'approved' }));
 *   await expect(sut.reject(admin, id, null)).rejects.toThrow(...);
 *
 * Dependencies are read from the constructor's parameter types and `@Inject(...)` tokens.
 * Classes become objects whose methods are `jest.fn()`; a TypeORM DataSource becomes one whose
 * `transaction(fn)` runs `fn` with `mocks.manager`; any other token becomes an object that
 * makes a `jest.fn()` for each property read. `mocks` names each by the constructor's
 * parameter name (`db`, `events`, `applications`, ...); `overrides` replaces one by that name.
 */
/** Each mock as a test drives it (`mocks.repo.find.mockResolvedValue(...)`): deliberately untyped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TestMocks = Record<string, any>;

export function newTestService<T>(
  Service: Type<T>,
  overrides: Record<string, unknown> = {},
): { sut: T; mocks: TestMocks } {
  const types: unknown[] = Reflect.getMetadata('design:paramtypes', Service) ?? [];
  const tokens: { index: number; param: unknown }[] =
    Reflect.getMetadata('self:paramtypes', Service) ?? [];
  const names = parameterNames(Service);
  const manager = mockManager();
  const mocks: TestMocks = { manager };
  const deps = types.map((type, index) => {
    const name = names[index] ?? `arg${index}`;
    const token = tokens.find((t) => t.index === index)?.param ?? type;
    const dep = name in overrides ? overrides[name] : mockOf(token, manager);
    mocks[name] = dep;
    return dep;
  });
  return { sut: new Service(...deps), mocks };
}

/** The EntityManager every mocked transaction runs with (`mocks.manager`): each method a `jest.fn()`. */
function mockManager(): EntityManager {
  return autoMock({ query: jest.fn(async () => []) }) as unknown as EntityManager;
}

function mockOf(token: unknown, manager: EntityManager): unknown {
  if (isDataSourceToken(token)) {
    return autoMock({
      manager,
      isInitialized: true,
      transaction: jest.fn(async (work: (m: EntityManager) => unknown) => work(manager)),
      query: jest.fn(async () => []),
    } satisfies Partial<Record<keyof DataSource, unknown>>);
  }
  if (typeof token === 'function' && token.prototype) {
    const methods: Record<string, unknown> = {};
    for (
      let proto = token.prototype;
      proto && proto !== Object.prototype;
      proto = Object.getPrototypeOf(proto)
    ) {
      for (const key of Object.getOwnPropertyNames(proto)) {
        if (key === 'constructor' || key in methods) continue;
        const descriptor = Object.getOwnPropertyDescriptor(proto, key);
        if (typeof descriptor?.value === 'function') methods[key] = jest.fn();
      }
    }
    return autoMock(methods);
  }
  return autoMock({});
}

/** `@InjectDataSource(schema)` injects the string token `<schema>DataSource`. */
function isDataSourceToken(token: unknown): boolean {
  return (
    (typeof token === 'string' && token.endsWith('DataSource')) ||
    (typeof token === 'function' && token.name === 'DataSource')
  );
}

const NOT_MOCKED = new Set([
  'then',
  'next',
  'asymmetricMatch',
  'nodeType',
  'tagName',
  'toJSON',
  'constructor',
  '_isMockFunction',
  'inspect',
]);

/** An object that answers every other property read with a fresh `jest.fn()` (kept for the next read). */
function autoMock<T extends object>(known: T): T {
  return new Proxy(known as Record<string | symbol, unknown>, {
    get(target, key) {
      if (key in target) return target[key];
      // What matchers, printers and `await` probe for: such an object has none of them.
      if (
        typeof key === 'symbol' ||
        NOT_MOCKED.has(key) ||
        key.startsWith('$$') ||
        key.startsWith('@@')
      )
        return undefined;
      return (target[key] = jest.fn());
    },
  }) as T;
}

/** The constructor's parameter names, read from its source (TypeScript keeps them in the compiled class). */
function parameterNames(Service: Function): string[] {
  const source = Function.prototype.toString.call(Service);
  const match = /constructor\s*\(([^)]*)\)/.exec(source);
  if (!match) return [];
  return match[1]
    .split(',')
    .map((part) =>
      part
        .replace(/\/\*.*?\*\//g, '')
        .replace(/=.*$/s, '')
        .trim(),
    )
    .filter(Boolean)
    .map((part) =>
      part
        .split(/\s+/)
        .pop()!
        .replace(/[^A-Za-z0-9_$]/g, ''),
    );
}

// The integration specs' side of the kit: a module on Fastify over a fresh database, over HTTP.
export {
  HttpTestHarness,
  type TestBody,
  type TestCaller,
  type TestReply,
  type TestUploadFile,
  type TestUser,
} from './http-harness.js';
export { newEnvelope, newListingDocument } from './factories.js';
