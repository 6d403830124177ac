import { env, loadConfig } from '@market/platform';
import { z } from 'zod';

/** The search service's own variables: the Elasticsearch engine when ELASTICSEARCH_URL is set. */
export const searchConfigSchema = z.object({
  ELASTICSEARCH_URL: env.optionalUrl(['http', 'https']),
  ELASTICSEARCH_INDEX_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9._-]*$/, 'lower-case letters, digits, ".", "_" and "-" only')
    .default('listings'),
  ELASTICSEARCH_API_KEY: env.optionalString(),
  ELASTICSEARCH_USERNAME: env.optionalString(),
  ELASTICSEARCH_PASSWORD: env.optionalString(),
});
export type SearchConfig = z.infer<typeof searchConfigSchema>;

export function loadSearchConfig(
  source: Record<string, string | undefined> = process.env,
): SearchConfig {
  return loadConfig(searchConfigSchema, source);
}
