import { messagingMigrations } from '@market/platform';
import { SearchSchema1735000000000 } from './migrations/1735000000000-search-schema.js';
import { SearchGeo1735000000001 } from './migrations/1735000000001-search-geo.js';
import { SearchFacetCounts1735000000002 } from './migrations/1735000000002-search-facet-counts.js';
import { SearchLocationIndex1735000000003 } from './migrations/1735000000003-search-location-index.js';
import { SearchChangeFeed1735000000004 } from './migrations/1735000000004-search-change-feed.js';
import { SEARCH_SCHEMA } from './search.tokens.js';
import { marketMigrations } from './market/index.js';

export const searchMigrations = [
  ...messagingMigrations(SEARCH_SCHEMA),
  SearchSchema1735000000000,
  SearchGeo1735000000001,
  SearchFacetCounts1735000000002,
  SearchLocationIndex1735000000003,
  SearchChangeFeed1735000000004,
  ...marketMigrations,
];
