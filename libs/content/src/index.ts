export { ContentModule, contentMigrations } from './content.module.js';
export { CONTENT_SCHEMA } from './content.tokens.js';
