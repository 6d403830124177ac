export { SearchModule } from './search.module.js';
export { searchMigrations } from './search.migrations.js';
export { SEARCH_SCHEMA } from './search.tokens.js';
