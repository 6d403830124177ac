export { BillingModule, billingMigrations, createPaymentProvider } from './billing.module.js';
export { BILLING_SCHEMA } from './billing.tokens.js';
// The embedded marketplace's demo data creates plans and memberships through the services' own methods.
export { PlansService } from './services/plans.service.js';
export { MembershipsService } from './services/memberships.service.js';
export { billingConfigSchema, loadBillingConfig } from './billing.config.js';
// Tests run the renewal runner with their own clock.
export { RenewalsService } from './services/renewals.service.js';
