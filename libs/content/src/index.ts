export { ContentModule, contentMigrations } from './content.module.js';
export { CONTENT_SCHEMA } from './content.tokens.js';
// The embedded marketplace's demo data sets the heroes through the service's own methods.
export { ContentService } from './services/content.service.js';
// The demo's news, site reviews and banners are made through the services' own methods too.
export { BannersService } from './services/banners.service.js';
export { NewsService } from './services/news.service.js';
export { SiteReviewsService } from './services/site-reviews.service.js';
