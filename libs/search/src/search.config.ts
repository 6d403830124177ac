import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
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
  /** PostgreSQL engine: answer searches from an in-memory read model of the index table. */
  SEARCH_MEMORY_INDEX: env.bool(true),
  /** How often a replica reads index writes made by other replicas (its own it sees at once). */
  SEARCH_MEMORY_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  /**
   * Worker threads answering searches from replicas of the in-memory model (0: the main
   * thread answers all). Unset: one per core, at most 4 (see searchWorkerCount).
   */
  SEARCH_WORKERS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(16).optional(),
  ),
  /** How often a replica announces how many searches it answered (search.searches.counted). */
  SEARCH_COUNT_INTERVAL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
});
export type SearchConfig = z.infer<typeof searchConfigSchema>;

export function loadSearchConfig(
  source: Record<string, string | undefined> = process.env,
): SearchConfig {
  return loadConfig(searchConfigSchema, source);
}

/**
 * The cores this process may use: the machine's, or fewer under a cgroup v2 CPU limit (a
 * container's `cpu.max`, "quota period" or "max period"), rounded up.
 */
export function usableCores(
  readCpuMax: () => string = () => readFileSync('/sys/fs/cgroup/cpu.max', 'utf8'),
): number {
  const cores = availableParallelism();
  try {
    const [quota, period] = readCpuMax().trim().split(/\s+/);
    const limit = Number(quota) / Number(period);
    return Number.isFinite(limit) && limit > 0 ? Math.min(cores, Math.ceil(limit)) : cores;
  } catch {
    return cores; // no cgroup v2 limit to read
  }
}

/**
 * The search worker threads to run: SEARCH_WORKERS, else one per usable core, at most 4. Searches
 * queue at the workers while the main thread serves HTTP, reads the cards and writes the
 * answers; on 2 cores, 2 workers answered ~600 cold searches/s where 1 answered ~450 and
 * none ~300 (docs/performance.md).
 */
export function searchWorkerCount(
  config: Pick<SearchConfig, 'SEARCH_WORKERS'>,
  cores = usableCores(),
): number {
  return config.SEARCH_WORKERS ?? Math.max(1, Math.min(4, cores));
}
