export { ListingsModule, listingsMigrations } from './listings.module.js';
export { LISTINGS_SCHEMA } from './listings.tokens.js';
export { VehicleCatalogue } from './catalogue/index.js';
