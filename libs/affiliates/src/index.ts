export {
  AffiliatesModule,
  affiliatesMigrations,
  createPayoutMethod,
  type AffiliatesModuleOptions,
} from './affiliates.module.js';
export { AFFILIATES_SCHEMA, type Clock } from './affiliates.tokens.js';
export { affiliatesConfigSchema, loadAffiliatesConfig } from './affiliates.config.js';
// The embedded marketplace's demo data and the payout command use the services' own methods.
export { AffiliatesService } from './services/affiliates.service.js';
export { PayoutsService } from './services/payouts.service.js';
export { ReferralsService } from './services/referrals.service.js';
