import { z } from 'zod';
import { errorEnvelopeSchema } from '../api/errors.js';
import { openApiComponents } from './openapi-components.js';
import { type ErrorCode, errorCatalogue } from '../errors/error-catalogue.js';
import {
  isFileResponse,
  isMultipart,
  type RouteSpec,
  routeErrorCodes,
  successStatus,
} from './route.js';

/** The parts of an OpenAPI 3.0 document this generator writes. */
export interface OpenApiDocument {
  openapi: '3.0.3';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
}

type JsonSchema = Record<string, unknown>;

const DESCRIPTION =
  'The Wheelbase marketplace API. Every route answers errors with the envelope ' +
  '`{ error: { code, message, details? } }`; `code` is one of a closed list (ErrorEnvelope). ' +
  'Generated from the route descriptions in libs/contracts/src/routes (npm run openapi).';

/**
 * Converts schemas for one document: the shared schemas named in `components` become
 * `#/components/schemas/<Name>` references (collected in `defs`), the rest is inlined.
 */
class SchemaWriter {
  readonly defs: Record<string, JsonSchema> = {};

  constructor(
    private readonly components: Record<'input' | 'output', z.core.$ZodRegistry<{ id?: string }>>,
  ) {}

  write(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, {
      target: 'openapi-3.0',
      io,
      unrepresentable: 'any',
      metadata: this.components[io],
      override: ({ jsonSchema }) => tidy(jsonSchema as JsonSchema),
    }) as JsonSchema;
    delete json.$schema;
    const definitions = (json.definitions ?? {}) as Record<string, JsonSchema>;
    delete json.definitions;
    for (const [name, definition] of Object.entries(definitions)) {
      const written = JSON.stringify(definition);
      const known = this.defs[name];
      if (known && JSON.stringify(known) !== written)
        throw new Error(`Two different schemas are named ${name}`);
      this.defs[name] = definition;
    }
    return json;
  }
}

/** Drops what zod writes that only repeats the format (UUID patterns) or the number type's limits. */
function tidy(json: JsonSchema): void {
  if (json.format === 'uuid' || json.format === 'email') delete json.pattern;
  if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
  if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
}

/** `#/definitions/X` (zod's) → `#/components/schemas/X`, everywhere in the document. */
function componentRefs(document: OpenApiDocument): OpenApiDocument {
  return JSON.parse(
    JSON.stringify(document).replace(/"#\/definitions\/([^"]+)"/g, '"#/components/schemas/$1"'),
  ) as OpenApiDocument;
}

/** `/listings/:id` → `/api/listings/{id}`. */
export function openApiPath(path: string): string {
  return `/api${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

function parametersOf(route: RouteSpec, schemas: SchemaWriter): unknown[] {
  const parameters: unknown[] = [];
  const pathNames = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  const params = route.params ? schemas.write(route.params, 'input') : null;
  const paramProps = (params?.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of pathNames) {
    parameters.push({
      name,
      in: 'path',
      required: true,
      schema: paramProps[name] ?? { type: 'string' },
    });
  }
  if (route.query) {
    const query = schemas.write(route.query, 'input');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(
      (query.properties ?? {}) as Record<string, JsonSchema>,
    )) {
      const { description, ...rest } = schema;
      parameters.push({
        name,
        in: 'query',
        required: required.has(name),
        ...(description ? { description } : {}),
        schema: rest,
      });
    }
  }
  return parameters;
}

function requestBodyOf(route: RouteSpec, schemas: SchemaWriter): unknown {
  const body = route.body;
  if (!body) return undefined;
  if (isMultipart(body)) {
    const properties = Object.fromEntries(
      Object.entries(body.files).map(([field, file]) => [
        field,
        file.maxFiles === 1
          ? { type: 'string', format: 'binary', description: file.description }
          : {
              type: 'array',
              items: { type: 'string', format: 'binary' },
              maxItems: file.maxFiles,
              description: file.description,
            },
      ]),
    );
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties, required: Object.keys(properties) },
        },
      },
    };
  }
  return {
    required: true,
    content: { 'application/json': { schema: schemas.write(body, 'input') } },
  };
}

function successResponseOf(route: RouteSpec, schemas: SchemaWriter): Record<string, unknown> {
  const status = String(successStatus(route));
  const response = route.response;
  if (response === null) return { [status]: { description: 'Done; no content.' } };
  if (isFileResponse(response)) {
    return {
      [status]: {
        description: 'The file.',
        content: { [response.contentType]: { schema: { type: 'string', format: 'binary' } } },
      },
    };
  }
  return {
    [status]: {
      description: 'OK',
      content: { 'application/json': { schema: schemas.write(response, 'output') } },
    },
  };
}

function errorResponsesOf(route: RouteSpec): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of routeErrorCodes(route)) {
    const { status } = errorCatalogue[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => [
        String(status),
        {
          description: codes.map((code) => `${code}: ${errorCatalogue[code].message}`).join('\n'),
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
          },
          'x-error-codes': codes,
        },
      ]),
  );
}

function securityOf(route: RouteSpec): { security: unknown[]; note: string } {
  switch (route.auth) {
    case 'public':
      return { security: [], note: 'Public.' };
    case 'optional':
      return {
        security: [{}, { bearer: [] }],
        note: 'Public; a bearer token, when sent, is read.',
      };
    case 'signed-in':
      return { security: [{ bearer: [] }], note: 'Signed-in, active user.' };
    case 'signed-in-allowed-suspended':
      return { security: [{ bearer: [] }], note: 'Signed-in user, suspended allowed.' };
    default:
      return { security: [{ bearer: [] }], note: `Roles: ${route.auth.roles.join(', ')}.` };
  }
}

function operationOf(route: RouteSpec, schemas: SchemaWriter): Record<string, unknown> {
  const { security, note } = securityOf(route);
  const parameters = parametersOf(route, schemas);
  const requestBody = requestBodyOf(route, schemas);
  return {
    operationId: route.id ?? `${route.method.toLowerCase()} ${route.path}`,
    tags: [route.tag],
    summary: route.summary,
    description: note,
    security,
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { ...successResponseOf(route, schemas), ...errorResponsesOf(route) },
  };
}

/** The whole API's OpenAPI document, the same bytes for the same routes (sorted, no dates). */
export function openApiDocument(
  routes: readonly RouteSpec[],
  title = 'Wheelbase API',
): OpenApiDocument {
  const schemas = new SchemaWriter(openApiComponents());
  const paths: OpenApiDocument['paths'] = {};
  const sorted = [...routes].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  );
  for (const route of sorted) {
    const path = openApiPath(route.path);
    const method = route.method.toLowerCase();
    if (paths[path]?.[method]) throw new Error(`${route.method} ${route.path} is described twice`);
    paths[path] = { ...paths[path], [method]: operationOf(route, schemas) };
  }
  const envelope = schemas.write(errorEnvelopeSchema, 'output');
  return componentRefs({
    openapi: '3.0.3',
    info: { title, version: '1', description: DESCRIPTION },
    tags: [...new Set(sorted.map((route) => route.tag))].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.entries({ ...schemas.defs, ErrorEnvelope: envelope }).sort(([a], [b]) =>
          a.localeCompare(b),
        ),
      ),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  });
}
