import { z } from 'zod';
import { conversationMessageSchema, inboxPageSchema, inboxQuerySchema } from '../api/dealers.js';
import { devMailSchema } from '../api/dev.js';
import { routeGroup } from '../http/route.js';
import { idParams } from './params.js';

export const mailboxQuerySchema = z.object({
  /** Only the mails to this address. */
  to: z.string().trim().min(1).max(320).optional(),
});

export const inboxRoutes = routeGroup('inbox', {
  list: {
    method: 'GET',
    path: '/my/messages',
    summary: 'Messages buyers sent the caller as a dealer or a sales rep, newest first',
    auth: 'signed-in',
    query: inboxQuerySchema,
    response: inboxPageSchema,
  },
  markRead: {
    method: 'POST',
    path: '/my/messages/:id/read',
    summary: 'Mark one of the caller’s messages read',
    auth: 'signed-in',
    params: idParams,
    response: conversationMessageSchema,
    errors: ['NOT_FOUND'],
  },
});

export const devMailboxRoutes = routeGroup('dev-mailbox', {
  list: {
    method: 'GET',
    path: '/dev/mailbox',
    summary:
      'The newest 100 mails the dev mailbox caught (no SMTP_URL only): to this machine or an admin',
    auth: 'optional',
    query: mailboxQuerySchema,
    response: z.object({ items: z.array(devMailSchema) }),
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  },
});
