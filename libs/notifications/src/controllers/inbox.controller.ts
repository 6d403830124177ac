import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import {
  type ConversationMessage,
  type InboxPage,
  inboxRoutes,
  type ParsedQueryOf,
} from '@market/contracts';
import { type AuthUser, CurrentUser, Endpoint, NotFoundError, RouteQuery } from '@market/platform';
import { ConversationMessageRepository } from '../repositories/conversation-message.repository.js';

const MESSAGE_NOT_FOUND = 'Message not found';

/** The signed-in user's inbox: messages buyers sent them as a dealer or a sales rep. */
@Controller()
export class InboxController {
  constructor(private readonly messages: ConversationMessageRepository) {}

  @Endpoint(inboxRoutes.list)
  inbox(
    @CurrentUser() user: AuthUser,
    @RouteQuery(inboxRoutes.list) query: ParsedQueryOf<typeof inboxRoutes.list>,
  ): Promise<InboxPage> {
    return this.messages.inbox(user.id, query.cursor, query.limit);
  }

  @Endpoint(inboxRoutes.markRead)
  async markRead(
    @CurrentUser() user: AuthUser,
    @Param(
      'id',
      new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(MESSAGE_NOT_FOUND) }),
    )
    id: string,
  ): Promise<ConversationMessage> {
    const message = await this.messages.markRead(user.id, id);
    // Someone else's message is answered like a missing one: ids reveal nothing.
    if (!message) throw new NotFoundError(MESSAGE_NOT_FOUND);
    return message;
  }
}
