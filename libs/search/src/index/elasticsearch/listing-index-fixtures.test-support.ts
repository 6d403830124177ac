import { type ListingDocument, searchListingsQuerySchema } from '@market/contracts';
import { ZipLocator } from '../../geo/zip-locator.js';
import type { ListingSearch } from '../listing-index.port.js';
import { ElasticsearchListingIndex } from './elasticsearch-listing-index.js';
import { type Body, FakeElasticsearch } from './fake-elasticsearch.test-support.js';

export const query = (input: Record<string, unknown> = {}): ListingSearch =>
  searchListingsQuerySchema.parse(input) as ListingSearch;

export const ID_A = '00000000-0000-4000-8000-00000000000a';
export const ID_B = '00000000-0000-4000-8000-00000000000b';
export const ID_C = '00000000-0000-4000-8000-00000000000c';

/** An index on a fake cluster whose requests are recorded. */
export function setup(options: { refresh?: boolean | 'wait_for'; indexPrefix?: string } = {}) {
  const es = new FakeElasticsearch();
  const index = new ElasticsearchListingIndex({
    client: es.client,
    zips: new ZipLocator(),
    refresh: options.refresh ?? 'wait_for',
    ...(options.indexPrefix ? { indexPrefix: options.indexPrefix } : {}),
  });
  return { es, index };
}

/** A small stand-in for the stored card. */
export const card = (doc: ListingDocument) => ({ id: doc.id, title: doc.title, price: doc.price });

/** A search answer as Elasticsearch gives it. */
export const hitsResponse = (
  hits: { id: string; source: Body; sort: (string | number)[] }[],
  total: number,
  aggregations?: Body,
) => ({
  took: 1,
  timed_out: false,
  _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
  hits: {
    total: { value: total, relation: 'eq' },
    hits: hits.map((hit) => ({
      _index: 'listings-v1',
      _id: hit.id,
      _source: hit.source,
      sort: hit.sort,
    })),
  },
  ...(aggregations ? { aggregations } : {}),
});
