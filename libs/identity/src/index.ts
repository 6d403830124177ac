export { IdentityModule, identityMigrations } from './identity.module.js';
export { IdentityBootstrapService, DEMO_ACCOUNTS, type DemoAccount } from './services/identity-bootstrap.service.js';
export { hashPassword, verifyPassword } from './services/password-hasher.js';
export { identityEntities } from './entities/index.js';
export { IDENTITY_SCHEMA } from './identity.tokens.js';
export { identityConfigSchema, type IdentityConfig } from './identity.config.js';
