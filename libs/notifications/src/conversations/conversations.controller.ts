import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import {
  CONVERSATION_TEXTS,
  conversationRoutes,
  type ConversationsPage,
  type ConversationThread,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type ThreadMessage,
  type UnreadMessages,
} from '@market/contracts';
import {
  type AuthUser,
  CurrentUser,
  Endpoint,
  NotFoundError,
  RouteBody,
  RouteQuery,
} from '@market/platform';
import { ConversationRepository } from './conversation.repository.js';
import { ConversationsService } from './conversations.service.js';

const conversationId = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundError(CONVERSATION_TEXTS.conversationNotFound),
});

/** GET /api/my/conversations and the thread routes: the caller's side only. */
@Controller()
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly service: ConversationsService,
  ) {}

  @Endpoint(conversationRoutes.list)
  list(
    @CurrentUser() user: AuthUser,
    @RouteQuery(conversationRoutes.list) query: ParsedQueryOf<typeof conversationRoutes.list>,
  ): Promise<ConversationsPage> {
    return this.conversations.page(user.id, query.cursor, query.limit);
  }

  @Endpoint(conversationRoutes.unread)
  async unread(@CurrentUser() user: AuthUser): Promise<UnreadMessages> {
    return { unreadCount: await this.conversations.unreadCount(user.id) };
  }

  @Endpoint(conversationRoutes.get)
  get(
    @CurrentUser() user: AuthUser,
    @Param('id', conversationId) id: string,
  ): Promise<ConversationThread> {
    return this.service.thread(user.id, id);
  }

  @Endpoint(conversationRoutes.markRead)
  markRead(
    @CurrentUser() user: AuthUser,
    @Param('id', conversationId) id: string,
  ): Promise<UnreadMessages> {
    return this.service.markRead(user.id, id);
  }

  @Endpoint(conversationRoutes.reply)
  reply(
    @CurrentUser() user: AuthUser,
    @Param('id', conversationId) id: string,
    @RouteBody(conversationRoutes.reply) body: ParsedBodyOf<typeof conversationRoutes.reply>,
  ): Promise<ThreadMessage> {
    return this.service.reply(user.id, id, body.body);
  }
}
