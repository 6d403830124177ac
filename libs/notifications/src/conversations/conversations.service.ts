import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CONVERSATION_TEXTS, type ConversationThread, type ThreadMessage } from '@market/contracts';
import { NotFoundError, PLATFORM_CONFIG, type PlatformConfig } from '@market/platform';
import type { DataSource } from 'typeorm';
import { NOTIFICATIONS_SCHEMA } from '../notifications.tokens.js';
import { OutboundEmailRepository } from '../repositories/outbound-email.repository.js';
import type { Site } from '../services/email-templates.js';
import { newConversationMessageEmail } from './conversation-email-templates.js';
import { ConversationRepository } from './conversation.repository.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** The message center: a participant reads a thread and answers in it; the other side is e-mailed. */
@Injectable()
export class ConversationsService {
  private readonly site: Site;

  constructor(
    @InjectDataSource(NOTIFICATIONS_SCHEMA) private readonly db: DataSource,
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
    private readonly conversations: ConversationRepository,
    private readonly outbound: OutboundEmailRepository,
  ) {
    this.site = { name: config.SITE_NAME, url: config.PUBLIC_URL.replace(/\/+$/, '') };
  }

  async thread(userId: string, id: string): Promise<ConversationThread> {
    const participation = await this.conversations.participation(userId, id);
    // Someone else's conversation is answered like a missing one: ids reveal nothing.
    if (!participation) throw new NotFoundError(CONVERSATION_TEXTS.conversationNotFound);
    return {
      conversation: participation.conversation,
      messages: await this.conversations.messages(userId, id),
    };
  }

  async markRead(userId: string, id: string): Promise<{ unreadCount: number }> {
    if (!(await this.conversations.participation(userId, id)))
      throw new NotFoundError(CONVERSATION_TEXTS.conversationNotFound);
    await this.conversations.markRead(userId, id);
    return { unreadCount: await this.conversations.unreadCount(userId) };
  }

  /** Stores the reply and queues the masked notification in one transaction. */
  async reply(userId: string, id: string, body: string): Promise<ThreadMessage> {
    return this.db.transaction(async (manager) => {
      const participation = await this.conversations.participation(userId, id, manager);
      if (!participation) throw new NotFoundError(CONVERSATION_TEXTS.conversationNotFound);
      const messageId = randomUUID();
      const message = await this.conversations.addReply(manager, participation, messageId, body);
      const { conversation, other, me } = participation;
      if (other.email)
        await this.outbound.enqueue(manager, {
          kind: 'conversation_message',
          to: other.email,
          eventId: messageId,
          ...newConversationMessageEmail(this.site, {
            conversationId: conversation.id,
            recipientName: other.name,
            senderName: me.name,
            subject: conversation.subject,
            listingTitle: conversation.listingTitle,
            body,
            recipientSignedIn: other.userId !== null,
          }),
        });
      return message;
    });
  }
}
