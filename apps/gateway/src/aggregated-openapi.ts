import type { OpenApiDocument } from '@market/contracts';
import { mergeOpenApiDocuments } from '@market/platform';
import type { FastifyInstance } from 'fastify';

/** /api/docs/openapi.json: the services' documents merged, fetched on each request (cheap, rare). */
export function mountAggregatedOpenApi(
  fastify: FastifyInstance,
  serviceUrls: Record<string, string>,
  siteName: string,
): void {
  fastify.get('/api/docs/openapi.json', async (_request, reply) => {
    const urls = [...new Set(Object.values(serviceUrls))];
    const documents = await Promise.all(
      urls.map(async (url) => {
        try {
          const response = await fetch(`${url}/api/docs/openapi.json`, {
            signal: AbortSignal.timeout(3_000),
          });
          return response.ok ? await response.json() : null;
        } catch {
          return null;
        }
      }),
    );
    return reply.send(
      mergeOpenApiDocuments(
        `${siteName} API`,
        documents.filter((d): d is OpenApiDocument => !!d),
      ),
    );
  });
}
