import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { type ConversationMessage, type InboxPage, inboxQuerySchema } from '@market/contracts';
import { type AuthUser, CurrentUser, NotFoundError, SignedIn, ZodPipe } from '@market/platform';
import type { z } from 'zod';
import { ConversationMessageRepository } from '../repositories/conversation-message.repository.js';

const MESSAGE_NOT_FOUND = 'Message not found';

/** The signed-in user's inbox: messages buyers sent them as a dealer or a sales rep. */
@Controller('my/messages')
@SignedIn()
export class InboxController {
  constructor(private readonly messages: ConversationMessageRepository) {}

  @Get()
  inbox(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(inboxQuerySchema, 'query')) query: z.infer<typeof inboxQuerySchema>,
  ): Promise<InboxPage> {
    return this.messages.inbox(user.id, query.cursor, query.limit);
  }

  @Post(':id/read')
  @HttpCode(200)
  async markRead(
    @CurrentUser() user: AuthUser,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(MESSAGE_NOT_FOUND) })) id: string,
  ): Promise<ConversationMessage> {
    const message = await this.messages.markRead(user.id, id);
    // Someone else's message is answered like a missing one: ids reveal nothing.
    if (!message) throw new NotFoundError(MESSAGE_NOT_FOUND);
    return message;
  }
}
