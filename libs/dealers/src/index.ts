export { DealersModule, dealersMigrations } from './dealers.module.js';
export { DealersBootstrapService, DEMO_DEALERS } from './services/dealers-bootstrap.service.js';
export { DEALERS_SCHEMA } from './dealers.tokens.js';
export { dealersConfigSchema, loadDealersConfig } from './dealers.config.js';
// The embedded marketplace's demo data goes through these services' own methods.
export { ApplicationService } from './services/application.service.js';
export { DealerService } from './services/dealer.service.js';
export { ReviewService } from './services/review.service.js';
export { ContactService } from './services/contact.service.js';
export { SalesRepService } from './services/sales-rep.service.js';
export { RepDealershipService } from './services/rep-dealership.service.js';
export { DealerRepsService } from './services/dealer-reps.service.js';
