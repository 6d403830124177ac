import { auditTrailProvider } from '@market/platform';
import { NOTIFICATIONS_EVENTS } from '../notifications.tokens.js';
import { AdminInquiriesController } from './admin-inquiries.controller.js';
import { InquiriesController } from './inquiries.controller.js';
import { NOTIFICATIONS_AUDIT } from './inquiries.tokens.js';
import { InquiryRepository } from './inquiry.repository.js';
import { InquiryService } from './inquiry.service.js';
import { Inquiries1740000000000 } from './migrations/1740000000000-inquiries.js';

/** Inquiries (contact messages and financing pre-approvals): what NotificationsModule adds for them. */
export const inquiriesControllers = [InquiriesController, AdminInquiriesController];
export const inquiriesProviders = [
  auditTrailProvider(NOTIFICATIONS_AUDIT, NOTIFICATIONS_EVENTS, 'notifications'),
  InquiryRepository,
  InquiryService,
];
export const inquiriesMigrations = [Inquiries1740000000000];
export { InquiryRepository } from './inquiry.repository.js';
