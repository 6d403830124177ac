import { type Client, errors } from '@elastic/elasticsearch';
import type {
  ListingCard,
  ListingDocument,
  SearchListingsResponse,
  Suggestion,
  VehicleCategory,
} from '@market/contracts';
import { SearchBusyError } from '@market/platform';
import type { ZipLocator } from '../../geo/zip-locator.js';
import type { ListingIndex, ListingSearch } from '../listing-index.port.js';
import {
  batchesById,
  DEFAULT_INDEX_PREFIX,
  ensureListingIndices,
  type ListingIndexNames,
  type ListingIndexSettings,
  listingIndexNames,
} from './elasticsearch-indices.js';
import {
  type IndexedListing,
  type ListingTombstone,
  toIndexedListing,
} from './elasticsearch-mapping.js';
import { buildSearchRequest, sortClauses } from './elasticsearch-search-request.js';
import { type ListingHitSource, readSearchResponse } from './elasticsearch-search-response.js';
import { buildSuggestRequest, readSuggestResponse } from './elasticsearch-suggest.js';

export interface ElasticsearchListingIndexOptions extends ListingIndexSettings {
  /** The index owns it from here: `close()` closes it. */
  client: Client;
  zips: ZipLocator;
  /** The alias searches go through; physical indices are `<prefix>-v<N>`. Default 'listings'. */
  indexPrefix?: string;
  /**
   * Make writes visible to search before they return: tests use 'wait_for' or true.
   * Production leaves it off; the index refreshes itself every second.
   */
  refresh?: boolean | 'wait_for';
  /** How long a public read may take before it fails as "search busy". Default 4 s. */
  readTimeoutMs?: number;
}

/** Revisions are listed a batch at a time. */
export const REVISIONS_BATCH = 1_000;

/**
 * The listing index in Elasticsearch: filters in a bool query, keyset paging with
 * `search_after`, facets as filter aggregations, and revisions as external versions so
 * Elasticsearch itself refuses a stale write.
 */
export class ElasticsearchListingIndex implements ListingIndex {
  readonly kind = 'elasticsearch' as const;
  readonly names: ListingIndexNames;
  private readonly client: Client;
  private readonly refresh: boolean | 'wait_for';
  private readonly readTimeoutMs: number;

  constructor(private readonly options: ElasticsearchListingIndexOptions) {
    this.client = options.client;
    this.names = listingIndexNames(options.indexPrefix ?? DEFAULT_INDEX_PREFIX);
    this.refresh = options.refresh ?? false;
    this.readTimeoutMs = options.readTimeoutMs ?? 4_000;
  }

  async prepare(): Promise<void> {
    await ensureListingIndices(this.client, this.names, this.options);
  }

  async upsert(documents: ListingDocument[]): Promise<void> {
    const newest = new Map<string, ListingDocument>();
    for (const document of documents) {
      const held = newest.get(document.id);
      if (!held || held.revision < document.revision) newest.set(document.id, document);
    }
    if (newest.size === 0) return;
    const tombstones = await this.client.mget<ListingTombstone>({
      index: this.names.tombstones,
      ids: [...newest.keys()],
      _source: ['revision'],
    });
    for (const held of tombstones.docs) {
      const document = newest.get(held._id);
      if (document && 'found' in held && held.found && held._source!.revision >= document.revision)
        newest.delete(held._id);
    }
    if (newest.size === 0) return;
    const now = new Date();
    const operations = [...newest.values()].flatMap((document) => [
      {
        index: {
          _index: this.names.alias,
          _id: document.id,
          version: document.revision,
          version_type: 'external' as const,
        },
      },
      toIndexedListing(document, this.options.zips, now),
    ]);
    const response = await this.client.bulk<IndexedListing>({
      operations,
      refresh: this.refresh,
    });
    if (!response.errors) return;
    // 409: the index already holds this or a newer revision, which is the point.
    const failed = response.items
      .map((item) => item.index!)
      .filter((result) => result.error && result.status !== 409);
    if (failed.length) {
      throw new Error(
        `Indexing ${failed.length} listing(s) failed: ${failed
          .slice(0, 3)
          .map((result) => `${result._id}: ${result.error!.type} ${result.error!.reason ?? ''}`)
          .join('; ')}`,
      );
    }
  }

  async remove(listingId: string, revision: number): Promise<void> {
    // The tombstone keeps the highest revision by the same rule (409: a newer one is held).
    await this.client.index<ListingTombstone>(
      {
        index: this.names.tombstones,
        id: listingId,
        document: { id: listingId, revision, deletedAt: new Date().toISOString() },
        version: revision,
        version_type: 'external',
        refresh: this.refresh,
      },
      { ignore: [409] },
    );
    // 404: never indexed; 409: the index holds a newer revision than the deletion.
    await this.client.delete(
      {
        index: this.names.alias,
        id: listingId,
        version: revision,
        version_type: 'external',
        refresh: this.refresh,
      },
      { ignore: [404, 409] },
    );
  }

  async search(search: ListingSearch): Promise<SearchListingsResponse> {
    const response = await this.read(() =>
      this.client.search<ListingHitSource>(buildSearchRequest(this.names.alias, search), {
        requestTimeout: this.readTimeoutMs,
      }),
    );
    return readSearchResponse(search, response);
  }

  async featured(category: VehicleCategory, limit: number): Promise<ListingCard[]> {
    const response = await this.read(() =>
      this.client.search<ListingHitSource>(
        {
          index: this.names.alias,
          size: limit,
          track_total_hits: false,
          _source: ['card'],
          query: {
            bool: {
              filter: [
                { term: { searchable: true } },
                { term: { category } },
                { term: { isFeatured: true } },
              ],
            },
          },
          sort: sortClauses('newest'),
        },
        { requestTimeout: this.readTimeoutMs },
      ),
    );
    return response.hits.hits.map((hit) => hit._source!.card);
  }

  async suggest(text: string, category: VehicleCategory, limit: number): Promise<Suggestion[]> {
    const response = await this.read(() =>
      this.client.search(buildSuggestRequest(this.names.alias, text, category), {
        requestTimeout: this.readTimeoutMs,
      }),
    );
    return readSuggestResponse(response, limit);
  }

  async *revisions(after?: string): AsyncIterable<{ id: string; revision: number }[]> {
    for await (const hits of batchesById<Pick<IndexedListing, 'revision'>>(this.client, {
      index: this.names.alias,
      source: ['revision'],
      size: REVISIONS_BATCH,
      after,
    })) {
      yield hits.map((hit) => ({ id: hit._id!, revision: hit._source!.revision }));
    }
  }

  async isHealthy(): Promise<boolean> {
    try {
      const health = await this.client.cluster.health(
        { index: this.names.alias, timeout: '2s' },
        { requestTimeout: 3_000 },
      );
      return health.status !== 'red';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** A public read that took too long becomes the "search busy" 503 the visitor can retry. */
  private async read<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof errors.TimeoutError) {
        throw new SearchBusyError();
      }
      throw error;
    }
  }
}
