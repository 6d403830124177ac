import { readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCatalogue } from '../errors/error-catalogue.js';
import { apiRoutes } from '../routes/index.js';
import { openApiDocument } from './openapi.js';

const committedFile = path.resolve(process.cwd(), 'docs/openapi.json');
const generated = openApiDocument(apiRoutes);

type Operation = {
  parameters?: { in: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<
    string,
    { content?: Record<string, { schema?: unknown }>; 'x-error-codes'?: string[] }
  >;
  security: unknown[];
};
const operations = Object.entries(generated.paths).flatMap(([p, ops]) =>
  Object.entries(ops).map(([method, op]) => ({
    key: `${method.toUpperCase()} ${p}`,
    op: op as Operation,
  })),
);

describe('docs/openapi.json', () => {
  it('is what the route descriptions generate (run `npm run openapi` after changing a route)', () => {
    const committed = JSON.parse(readFileSync(committedFile, 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(generated)));
  });

  it('has an operation per described route', () => {
    expect(operations).toHaveLength(apiRoutes.length);
  });

  it('gives every parameter, request body and 2xx body a schema', () => {
    const gaps = operations.flatMap(({ key, op }) => [
      ...(op.parameters ?? []).filter((p) => !p.schema).map(() => `${key}: parameter`),
      ...Object.values(op.requestBody?.content ?? {})
        .filter((c) => !c.schema)
        .map(() => `${key}: body`),
      ...Object.entries(op.responses)
        .filter(([status, r]) => status.startsWith('2') && status !== '204' && !r.content)
        .map(([status]) => `${key}: ${status}`),
    ]);
    expect(gaps).toEqual([]);
  });

  it('answers errors with the envelope, by status, with catalogue codes only', () => {
    for (const { op } of operations) {
      const errors = Object.entries(op.responses).filter(([status]) => !status.startsWith('2'));
      expect(errors.length).toBeGreaterThan(0);
      for (const [status, response] of errors) {
        expect(response.content?.['application/json']?.schema).toEqual({
          $ref: '#/components/schemas/ErrorEnvelope',
        });
        for (const code of response['x-error-codes'] ?? []) {
          expect(String(errorCatalogue[code as keyof typeof errorCatalogue].status)).toBe(status);
        }
      }
    }
  });

  it('says per route whether a bearer token is needed', () => {
    const signedIn = apiRoutes.filter((r) => r.auth !== 'public' && r.auth !== 'optional').length;
    const withBearerOnly = operations.filter(
      ({ op }) => op.security.length === 1 && JSON.stringify(op.security) === '[{"bearer":[]}]',
    ).length;
    expect(withBearerOnly).toBe(signedIn);
  });
});
