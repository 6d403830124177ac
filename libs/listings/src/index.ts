export { ListingsModule, listingsMigrations } from './listings.module.js';
export { LISTINGS_SCHEMA } from './listings.tokens.js';
export { VehicleCatalogue } from './catalogue/index.js';
// The embedded marketplace's demo data goes through these services' own methods.
export { ListingService } from './services/listing.service.js';
export { ListingImageService } from './services/listing-image.service.js';
export { ListingContactService } from './services/listing-contact.service.js';
export { ActorResolver } from './services/actor-resolver.js';
// The e2e suite ends paid placements on demand instead of waiting for the minute's sweep.
export { ListingPromotions, PromotionEventsHandler } from './events/promotion-events.handler.js';
