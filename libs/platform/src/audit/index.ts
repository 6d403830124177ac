export * from './audit-trail.js';
