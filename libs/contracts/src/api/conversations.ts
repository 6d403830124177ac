import { z } from 'zod';
import { cursorPageOf, inboxQuerySchema } from './dealers.js';
import { optionalText, requiredText } from './text.js';

/**
 * The message center (issue 18): every signed-in user's conversations with dealers, sales
 * reps and private sellers. Neither side ever sees the other's e-mail address or phone
 * here; both write in the thread and are told of a new message by a masked e-mail.
 */

export const CONVERSATION_TEXTS = {
  messageSent: 'Message sent. The seller will be notified and can answer you in Messages.',
  messageFailed:
    'Error Sending Message: There was an error sending your message. Please try again.',
  replyFailed: 'Failed to send reply',
  ownListing: 'This is your own listing.',
  notPrivate: 'Message this seller with the dealer or sales rep form.',
  conversationNotFound: 'Conversation not found',
} as const;

export const conversationContextSchema = z.enum(['dealer', 'sales_rep', 'private']);
export type ConversationContext = z.infer<typeof conversationContextSchema>;

export const conversationSummarySchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  /** Whom the buyer contacted: a dealer, a sales rep, or a listing's private seller. */
  context: conversationContextSchema,
  /** The caller's side: the buyer who wrote first, or the seller who was contacted. */
  role: z.enum(['buyer', 'seller']),
  /** The other side's name (a dealer's business name, a person's first and last name). */
  counterpartName: z.string(),
  listingId: z.uuid().nullable(),
  listingTitle: z.string().nullable(),
  lastMessage: z.object({ body: z.string(), fromMe: z.boolean(), createdAt: z.string() }),
  /** Messages to the caller not read yet. */
  unreadCount: z.number().int(),
  /**
   * The other side gets replies in the thread. A signed-out visitor's message to a dealer
   * or rep is answered too, but only by e-mail to the address they gave.
   */
  counterpartSignedIn: z.boolean(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const threadMessageSchema = z.object({
  id: z.uuid(),
  fromMe: z.boolean(),
  senderName: z.string(),
  body: z.string(),
  /** Read by its recipient. */
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** GET /api/my/conversations/:id: the conversation and its messages, oldest first. */
export const conversationThreadSchema = z.object({
  conversation: conversationSummarySchema,
  messages: z.array(threadMessageSchema),
});
export type ConversationThread = z.infer<typeof conversationThreadSchema>;

export const conversationsQuerySchema = inboxQuerySchema;
export type ConversationsQuery = z.infer<typeof conversationsQuerySchema>;

/** GET /api/my/conversations: newest activity first, with the caller's unread total. */
export const conversationsPageSchema = cursorPageOf(conversationSummarySchema).extend({
  unreadCount: z.number().int(),
});
export type ConversationsPage = z.infer<typeof conversationsPageSchema>;

export const unreadMessagesSchema = z.object({ unreadCount: z.number().int() });
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;

/** POST /api/my/conversations/:id/messages. */
export const conversationReplyRequestSchema = z.object({
  body: requiredText(5000, 'Message', 'Please write a message.', { multiline: true }),
});
export type ConversationReplyRequest = z.input<typeof conversationReplyRequestSchema>;

/** POST /api/listings/:id/messages: a signed-in buyer writes to the listing's private seller. */
export const listingMessageRequestSchema = z.object({
  /** Blank: "Inquiry about {listing title}". */
  subject: optionalText(200, 'Subject'),
  message: requiredText(5000, 'Message', 'Please write a message.', { multiline: true }),
});
export type ListingMessageRequest = z.input<typeof listingMessageRequestSchema>;

export const listingMessageAcceptedSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  message: z.string(),
});
export type ListingMessageAccepted = z.infer<typeof listingMessageAcceptedSchema>;

export const defaultListingMessageSubject = (title: string) => `Inquiry about ${title}`;
