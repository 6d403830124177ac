export { ContentModule, contentMigrations } from './content.module.js';
export { CONTENT_SCHEMA } from './content.tokens.js';
// The embedded marketplace's demo data sets the heroes through the service's own methods.
export { ContentService } from './services/content.service.js';
