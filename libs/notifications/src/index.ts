export {
  NotificationsModule,
  notificationsMigrations,
  type NotificationsModuleOptions,
} from './notifications.module.js';
export { notificationsEntities } from './entities/index.js';
export { NOTIFICATIONS_SCHEMA } from './notifications.tokens.js';
export { SavedSearchService } from './alerts/services/saved-search.service.js';
export { inquiriesConfigSchema } from './inquiries/inquiries.config.js';
export { InquiryService } from './inquiries/inquiry.service.js';
