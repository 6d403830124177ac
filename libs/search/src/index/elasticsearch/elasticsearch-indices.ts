import { type Client, errors, type estypes } from '@elastic/elasticsearch';
import { LISTINGS_MAPPING, TOMBSTONES_MAPPING } from './elasticsearch-mapping.js';

export const DEFAULT_INDEX_PREFIX = 'listings';

/** Shard layout of the indices this engine creates; unset means the cluster's defaults. */
export interface ListingIndexSettings {
  shards?: number;
  replicas?: number;
}

/**
 * The names under one prefix: searches and writes go through the alias `<prefix>`, which
 * points at one physical index `<prefix>-v<N>`; deletions are remembered in
 * `<prefix>-tombstones`, which no reindex touches.
 */
export interface ListingIndexNames {
  alias: string;
  tombstones: string;
  version(n: number): string;
  /** N of `<prefix>-v<N>`, or null for a name that is not one of ours. */
  versionOf(index: string): number | null;
}

export function listingIndexNames(prefix: string = DEFAULT_INDEX_PREFIX): ListingIndexNames {
  const pattern = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-v(\\d+)$`);
  return {
    alias: prefix,
    tombstones: `${prefix}-tombstones`,
    version: (n) => `${prefix}-v${n}`,
    versionOf: (index) => {
      const match = pattern.exec(index);
      return match ? Number(match[1]) : null;
    },
  };
}

export function indexSettings(settings: ListingIndexSettings): estypes.IndicesIndexSettings {
  return {
    ...(settings.shards !== undefined ? { number_of_shards: settings.shards } : {}),
    ...(settings.replicas !== undefined ? { number_of_replicas: settings.replicas } : {}),
  };
}

/** The type of an Elasticsearch error response (`resource_already_exists_exception`, ...). */
export function errorType(error: unknown): string | undefined {
  if (!(error instanceof errors.ResponseError)) return undefined;
  const body = error.meta.body as { error?: { type?: string } } | undefined;
  return body?.error?.type;
}

/**
 * Creates the alias with its first physical index, and the tombstones index, when they are
 * missing. Two instances starting at once both try; the loser's "already exists" is fine.
 */
export async function ensureListingIndices(
  client: Client,
  names: ListingIndexNames,
  settings: ListingIndexSettings = {},
): Promise<void> {
  if (!(await client.indices.existsAlias({ name: names.alias }))) {
    const first = names.version(1);
    try {
      await client.indices.create({
        index: first,
        settings: indexSettings(settings),
        mappings: LISTINGS_MAPPING,
        aliases: { [names.alias]: {} },
      });
    } catch (error) {
      if (errorType(error) !== 'resource_already_exists_exception') throw error;
      // Created by another instance (with the alias), or left without it: adding is idempotent.
      await client.indices.updateAliases({
        actions: [{ add: { index: first, alias: names.alias } }],
      });
    }
  }
  if (!(await client.indices.exists({ index: names.tombstones }))) {
    try {
      await client.indices.create({
        index: names.tombstones,
        settings: indexSettings(settings),
        mappings: TOMBSTONES_MAPPING,
      });
    } catch (error) {
      if (errorType(error) !== 'resource_already_exists_exception') throw error;
    }
  }
}

/** The physical indices the alias points at (one, outside a broken manual change). */
export async function aliasTargets(client: Client, alias: string): Promise<string[]> {
  return Object.keys(await client.indices.getAlias({ name: alias }));
}

/**
 * Every document of an index in `id` order, after `after`, a batch per request
 * (search_after on the `id` keyword: no scroll context to keep or clear).
 */
export async function* batchesById<T>(
  client: Client,
  request: {
    index: string;
    query?: estypes.QueryDslQueryContainer;
    source: string[];
    size: number;
    after?: string;
  },
): AsyncGenerator<estypes.SearchHit<T>[]> {
  let after = request.after;
  for (;;) {
    const response = await client.search<T>({
      index: request.index,
      query: request.query ?? { match_all: {} },
      sort: [{ id: { order: 'asc' } }],
      _source: request.source,
      size: request.size,
      track_total_hits: false,
      ...(after !== undefined ? { search_after: [after] } : {}),
    });
    const hits = response.hits.hits;
    if (hits.length > 0) yield hits;
    if (hits.length < request.size) return;
    after = String(hits[hits.length - 1].sort![0]);
  }
}
