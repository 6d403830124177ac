import { Conversations1742000000000 } from './1742000000000-conversations.migration.js';
import { ConversationRepository } from './conversation.repository.js';
import { ConversationsController } from './conversations.controller.js';
import { ConversationsService } from './conversations.service.js';
import { ListingContactEventsHandler } from './listing-contact-events.handler.js';

/** The message center's parts, registered by NotificationsModule. */
export const conversationMigrations = [Conversations1742000000000];
export const conversationControllers = [ConversationsController, ListingContactEventsHandler];
export const conversationProviders = [ConversationRepository, ConversationsService];
export { ListingContactEventsHandler };
