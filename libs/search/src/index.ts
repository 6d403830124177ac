export { SearchModule } from './search.module.js';
export { searchMigrations } from './search.migrations.js';
export { SEARCH_SCHEMA } from './search.tokens.js';
export { loadSearchConfig, searchConfigSchema, type SearchConfig } from './search.config.js';
export { createElasticsearchClient, reindexListings } from './index/elasticsearch/index.js';
