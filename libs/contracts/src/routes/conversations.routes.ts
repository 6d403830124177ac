import {
  conversationReplyRequestSchema,
  conversationsPageSchema,
  conversationsQuerySchema,
  conversationThreadSchema,
  threadMessageSchema,
  unreadMessagesSchema,
} from '../api/conversations.js';
import { routeGroup } from '../http/route.js';
import { idParams } from './params.js';

/** The message center: conversations of the caller, as buyer or as seller. */
export const conversationRoutes = routeGroup('conversations', {
  list: {
    method: 'GET',
    path: '/my/conversations',
    summary:
      'The caller’s conversations with dealers, reps, private sellers and buyers, newest activity first',
    auth: 'signed-in',
    query: conversationsQuerySchema,
    response: conversationsPageSchema,
  },
  unread: {
    method: 'GET',
    path: '/my/conversations/unread',
    summary: 'How many messages to the caller are unread (the header badge)',
    auth: 'signed-in',
    response: unreadMessagesSchema,
  },
  get: {
    method: 'GET',
    path: '/my/conversations/:id',
    summary: 'One of the caller’s conversations with its messages, oldest first',
    auth: 'signed-in',
    params: idParams,
    response: conversationThreadSchema,
    errors: ['NOT_FOUND'],
  },
  markRead: {
    method: 'POST',
    path: '/my/conversations/:id/read',
    summary: 'Mark the messages the caller received in a conversation read',
    auth: 'signed-in',
    params: idParams,
    response: unreadMessagesSchema,
    errors: ['NOT_FOUND'],
  },
  reply: {
    method: 'POST',
    path: '/my/conversations/:id/messages',
    summary: 'Reply in a conversation (the other side is e-mailed, addresses masked)',
    auth: 'signed-in',
    params: idParams,
    body: conversationReplyRequestSchema,
    bodyLabel: 'reply',
    status: 201,
    response: threadMessageSchema,
    errors: ['NOT_FOUND'],
  },
});
