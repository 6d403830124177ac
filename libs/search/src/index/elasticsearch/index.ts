export {
  ElasticsearchListingIndex,
  type ElasticsearchListingIndexOptions,
} from './elasticsearch-listing-index.js';
export { createElasticsearchClient, type ElasticsearchConnection } from './elasticsearch-client.js';
export {
  reindexListings,
  type ReindexListingsOptions,
  type ReindexListingsResult,
} from './elasticsearch-reindex.js';
export { DEFAULT_INDEX_PREFIX, listingIndexNames } from './elasticsearch-indices.js';
