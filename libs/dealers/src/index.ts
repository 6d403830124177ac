export { DealersModule, dealersMigrations } from './dealers.module.js';
export { DealersBootstrapService, DEMO_DEALERS } from './services/dealers-bootstrap.service.js';
export { DEALERS_SCHEMA } from './dealers.tokens.js';
export { dealersConfigSchema, loadDealersConfig } from './dealers.config.js';
