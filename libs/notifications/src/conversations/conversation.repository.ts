import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import {
  type ConversationSummary,
  type ConversationsPage,
  type EventData,
  type ThreadMessage,
  conversationContextSchema,
} from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { NOTIFICATIONS_SCHEMA } from '../notifications.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** A conversation row with the caller's unread count and its last message. */
const ConversationRow = z.object({
  id: z.string(),
  context: conversationContextSchema,
  subject: z.string(),
  listing_id: z.string().nullable(),
  listing_title: z.string().nullable(),
  buyer_id: z.string().nullable(),
  buyer_name: z.string(),
  buyer_email: z.string().nullable(),
  seller_id: z.string(),
  seller_name: z.string().nullable(),
  seller_email: z.string().nullable(),
  last_message_at: z.date(),
  unread: z.string(),
  last_body: z.string().nullable(),
  last_sender_id: z.string().nullable(),
  last_created_at: z.date().nullable(),
});
type ConversationRow = z.infer<typeof ConversationRow>;

const ThreadMessageRow = z.object({
  id: z.string(),
  sender_id: z.string().nullable(),
  recipient_id: z.string().nullable(),
  sender_name: z.string(),
  body: z.string(),
  is_read: z.boolean(),
  created_at: z.date(),
});
type ThreadMessageRow = z.infer<typeof ThreadMessageRow>;

/** Who is on the other side of a conversation, and how to tell them of a new message. */
export interface Counterpart {
  userId: string | null;
  name: string;
  email: string | null;
}

export interface Participation {
  conversation: ConversationSummary;
  me: { id: string; name: string };
  other: Counterpart;
}

const COLUMNS = `c.*,
  (SELECT count(*) FROM conversation_messages u WHERE u.conversation_id = c.id AND u.recipient_id = $1 AND NOT u.is_read) AS unread,
  m.body AS last_body, m.sender_id AS last_sender_id, m.created_at AS last_created_at`;
const LAST_MESSAGE = `LEFT JOIN LATERAL (SELECT body, sender_id, created_at FROM conversation_messages
  WHERE conversation_id = c.id ORDER BY created_at DESC, id DESC LIMIT 1) m ON true`;
const MINE = `(c.buyer_id = $1 OR c.seller_id = $1)`;

const PREVIEW_LENGTH = 160;

function encodeCursor(row: ConversationRow): string {
  return Buffer.from(JSON.stringify([row.last_message_at.toISOString(), row.id])).toString(
    'base64url',
  );
}

function decodeCursor(cursor: string | undefined): [string, string] | null {
  if (!cursor) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((v) => typeof v === 'string') &&
      !Number.isNaN(Date.parse(value[0]))
    )
      return value as [string, string];
  } catch {
    // an unreadable cursor starts from the top
  }
  return null;
}

/** Conversations and their messages, always read from one participant's side. */
@Injectable()
export class ConversationRepository {
  constructor(@InjectDataSource(NOTIFICATIONS_SCHEMA) private readonly db: DataSource) {}

  async page(
    userId: string,
    cursor: string | undefined,
    limit: number,
  ): Promise<ConversationsPage> {
    const after = decodeCursor(cursor);
    const rows = await queryRows(
      this.db,
      `SELECT ${COLUMNS} FROM conversations c ${LAST_MESSAGE}
       WHERE ${MINE} ${after ? 'AND (c.last_message_at, c.id) < ($3::timestamptz, $4::uuid)' : ''}
       ORDER BY c.last_message_at DESC, c.id DESC LIMIT $2`,
      after ? [userId, limit + 1, after[0], after[1]] : [userId, limit + 1],
      ConversationRow,
    );
    const page = rows.slice(0, limit);
    return {
      items: page.map((row) => toSummary(row, userId)),
      nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null,
      unreadCount: await this.unreadCount(userId),
    };
  }

  async unreadCount(userId: string): Promise<number> {
    const [{ count }] = await queryRows(
      this.db,
      `SELECT count(*) FROM conversation_messages WHERE recipient_id = $1 AND NOT is_read AND conversation_id IS NOT NULL`,
      [userId],
      z.object({ count: z.string() }),
    );
    return Number(count);
  }

  /** The caller's side of a conversation; null when they are not in it (or it is not there). */
  async participation(
    userId: string,
    id: string,
    manager: EntityManager = this.db.manager,
  ): Promise<Participation | null> {
    const rows = await queryRows(
      manager,
      `SELECT ${COLUMNS} FROM conversations c ${LAST_MESSAGE} WHERE c.id = $2 AND ${MINE}`,
      [userId, id],
      ConversationRow,
    );
    const row = rows[0];
    if (!row) return null;
    const buyer = row.buyer_id === userId;
    return {
      conversation: toSummary(row, userId),
      me: { id: userId, name: buyer ? row.buyer_name : sellerName(row) },
      other: buyer
        ? { userId: row.seller_id, name: sellerName(row), email: row.seller_email }
        : { userId: row.buyer_id, name: row.buyer_name, email: row.buyer_email },
    };
  }

  async messages(userId: string, conversationId: string): Promise<ThreadMessage[]> {
    const rows = await queryRows(
      this.db,
      `SELECT id, sender_id, recipient_id, sender_name, body, is_read, created_at FROM conversation_messages
       WHERE conversation_id = $1 ORDER BY created_at, id`,
      [conversationId],
      ThreadMessageRow,
    );
    return rows.map((row) => toThreadMessage(row, userId));
  }

  async markRead(userId: string, conversationId: string): Promise<void> {
    await execute(
      this.db,
      `UPDATE conversation_messages SET is_read = true WHERE conversation_id = $1 AND recipient_id = $2 AND NOT is_read`,
      [conversationId, userId],
    );
  }

  /** Adds a reply from one participant to the other. */
  async addReply(
    manager: EntityManager,
    participation: Participation,
    id: string,
    body: string,
  ): Promise<ThreadMessage> {
    const { conversation } = participation;
    const rows = await queryRows(
      manager,
      `INSERT INTO conversation_messages (id, conversation_id, sender_id, recipient_id, context, dealer_id, sales_rep_id,
         sender_name, sender_email, sender_phone, subject, body)
       SELECT $1, c.id, $2, $3, c.context, c.dealer_id, c.sales_rep_id, $4, NULL, NULL, c.subject, $5
       FROM conversations c WHERE c.id = $6
       RETURNING id, sender_id, recipient_id, sender_name, body, is_read, created_at`,
      [
        id,
        participation.me.id,
        participation.other.userId,
        participation.me.name,
        body,
        conversation.id,
      ],
      ThreadMessageRow,
    );
    await execute(manager, `UPDATE conversations SET last_message_at = $2 WHERE id = $1`, [
      conversation.id,
      rows[0].created_at,
    ]);
    return toThreadMessage(rows[0], participation.me.id);
  }

  /**
   * Files a buyer's message to a private seller in their conversation about the listing
   * (opened by the first one). Answers the conversation id, or null when this message is
   * already stored (a redelivered event).
   */
  async storeListingMessage(
    manager: EntityManager,
    data: EventData<'listings.contact.requested'>,
    createdAt: string,
  ): Promise<string | null> {
    const [conversation] = await queryRows(
      manager,
      `INSERT INTO conversations (id, context, subject, listing_id, listing_title, buyer_id, buyer_name, buyer_email,
         seller_id, seller_name, seller_email, created_at, last_message_at)
       VALUES ($1,'private',$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$11)
       ON CONFLICT (listing_id, buyer_id, seller_id) WHERE context = 'private'
       DO UPDATE SET last_message_at = greatest(conversations.last_message_at, EXCLUDED.last_message_at),
         listing_title = EXCLUDED.listing_title, buyer_name = EXCLUDED.buyer_name, buyer_email = EXCLUDED.buyer_email,
         seller_name = EXCLUDED.seller_name, seller_email = EXCLUDED.seller_email
       RETURNING id`,
      [
        data.messageId,
        data.subject,
        data.listingId,
        data.listingTitle,
        data.senderUserId,
        data.senderName,
        data.senderEmail,
        data.recipientUserId,
        data.recipientName,
        data.recipientEmail,
        createdAt,
      ],
      z.object({ id: z.string() }),
    );
    const rows = await queryRows(
      manager,
      `INSERT INTO conversation_messages (id, conversation_id, sender_id, recipient_id, context, sender_name, sender_email,
         subject, body, created_at)
       VALUES ($1,$2,$3,$4,'private',$5,NULL,$6,$7,$8) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [
        data.messageId,
        conversation.id,
        data.senderUserId,
        data.recipientUserId,
        data.senderName,
        data.subject,
        data.message,
        createdAt,
      ],
      z.unknown(),
    );
    return rows.length > 0 ? conversation.id : null;
  }
}

function sellerName(row: Pick<ConversationRow, 'seller_name' | 'context'>): string {
  return (
    row.seller_name ||
    (row.context === 'dealer'
      ? 'Dealer'
      : row.context === 'sales_rep'
        ? 'Sales representative'
        : 'Private seller')
  );
}

function toSummary(row: ConversationRow, userId: string): ConversationSummary {
  const buyer = row.buyer_id === userId;
  const body = row.last_body ?? '';
  return {
    id: row.id,
    subject: row.subject,
    context: row.context,
    role: buyer ? 'buyer' : 'seller',
    counterpartName: buyer ? sellerName(row) : row.buyer_name,
    listingId: row.listing_id,
    listingTitle: row.listing_title,
    lastMessage: {
      body: body.length > PREVIEW_LENGTH ? `${body.slice(0, PREVIEW_LENGTH - 1)}…` : body,
      fromMe: row.last_sender_id === userId,
      createdAt: (row.last_created_at ?? row.last_message_at).toISOString(),
    },
    unreadCount: Number(row.unread),
    counterpartSignedIn: buyer ? true : row.buyer_id !== null,
    updatedAt: row.last_message_at.toISOString(),
  };
}

function toThreadMessage(row: ThreadMessageRow, userId: string): ThreadMessage {
  return {
    id: row.id,
    fromMe: row.sender_id === userId,
    senderName: row.sender_name,
    body: row.body,
    isRead: row.is_read,
    createdAt: row.created_at.toISOString(),
  };
}
