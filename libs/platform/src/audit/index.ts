export * from './audit-trail.js';
export * from './acting-admin.js';
