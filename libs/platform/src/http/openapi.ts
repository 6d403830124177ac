import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** The process's own OpenAPI document, from its controllers. */
export function buildOpenApiDocument(app: NestFastifyApplication, title: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(title)
    .setDescription('Vehicle marketplace API. Errors answer with { error: { code, message, details? } }.')
    .setVersion('1')
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, config);
}

/** Serves the document at /api/docs/openapi.json and the UI at /api/docs. */
export function serveOpenApi(app: NestFastifyApplication, document: OpenAPIObject): void {
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json', useGlobalPrefix: false });
}

/** Merges the services' documents into one for the gateway (distributed mode). */
export function mergeOpenApiDocuments(title: string, documents: OpenAPIObject[]): OpenAPIObject {
  const merged: OpenAPIObject = {
    openapi: '3.0.0',
    info: { title, version: '1' },
    paths: {},
    components: { schemas: {}, securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
  };
  for (const doc of documents) {
    Object.assign(merged.paths, doc.paths);
    Object.assign(merged.components!.schemas!, doc.components?.schemas ?? {});
  }
  return merged;
}
