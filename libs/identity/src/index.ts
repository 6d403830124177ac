export { IdentityModule, identityMigrations } from './identity.module.js';
export {
  IdentityBootstrapService,
  DEMO_ACCOUNTS,
  type DemoAccount,
  type DemoPerson,
} from './services/identity-bootstrap.service.js';
// The hasher lives in @market/platform (dealers hashes applicants' passwords with it); kept here for callers.
export { hashPassword, verifyPassword } from '@market/platform';
export { identityEntities } from './entities/index.js';
export { IDENTITY_SCHEMA } from './identity.tokens.js';
export {
  identityConfigSchema,
  type IdentityConfig,
  loadIdentityConfig,
} from './identity.config.js';
