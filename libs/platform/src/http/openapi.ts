import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { openApiDocument, type OpenApiDocument, type RouteSpec } from '@market/contracts';
import { controllersOfApp, routesOf } from './route-table.js';

/**
 * The process's own OpenAPI document: the descriptions of the routes its controllers
 * registered (the embedded marketplace's is docs/openapi.json, byte for byte).
 */
export function buildOpenApiDocument(app: NestFastifyApplication, title: string): OpenApiDocument {
  const specs = routesOf(controllersOfApp(app))
    .map((route) => route.spec)
    .filter((spec): spec is RouteSpec => !!spec);
  return openApiDocument(specs, title);
}

/** Serves the document at /api/docs/openapi.json and the UI at /api/docs. */
export function serveOpenApi(app: NestFastifyApplication, document: OpenApiDocument): void {
  SwaggerModule.setup('api/docs', app, document as unknown as OpenAPIObject, {
    jsonDocumentUrl: 'api/docs/openapi.json',
    useGlobalPrefix: false,
  });
}

/** Merges the services' documents into one for the gateway (distributed mode). */
export function mergeOpenApiDocuments(
  title: string,
  documents: OpenApiDocument[],
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const schemas: Record<string, unknown> = {};
  const tags = new Set<string>();
  for (const doc of documents) {
    for (const [path, operations] of Object.entries(doc.paths))
      paths[path] = { ...paths[path], ...operations };
    Object.assign(schemas, doc.components?.schemas ?? {});
    for (const tag of doc.tags ?? []) tags.add(tag.name);
  }
  const sorted = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  const base = openApiDocument([], title);
  return {
    ...base,
    tags: [...tags].sort().map((name) => ({ name })),
    paths: sorted(paths),
    components: { ...base.components, schemas: sorted({ ...base.components.schemas, ...schemas }) },
  };
}
