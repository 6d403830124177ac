import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import type { ConversationMessage, EventData, InboxPage } from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { NOTIFICATIONS_SCHEMA } from '../notifications.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** A first message to a dealer or rep (FIRST_MESSAGES): it has a recipient and the sender's address. */
const MessageRow = z.object({
  id: z.string(),
  sender_id: z.string().nullable(),
  recipient_id: z.string(),
  context: z.enum(['dealer', 'sales_rep']),
  dealer_id: z.string().nullable(),
  sales_rep_id: z.string().nullable(),
  sender_name: z.string(),
  sender_email: z.string(),
  sender_phone: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  is_read: z.boolean(),
  created_at: z.date(),
});
type MessageRow = z.infer<typeof MessageRow>;

/**
 * The dashboards' inbox lists what buyers first wrote to a dealer or rep; replies and
 * private sellers' conversations live in the message center (conversations/).
 */
const FIRST_MESSAGES = `id = conversation_id AND context IN ('dealer','sales_rep')`;

function encodeCursor(row: MessageRow): string {
  return Buffer.from(JSON.stringify([row.created_at.toISOString(), row.id])).toString('base64url');
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

/** Conversation messages: each user's inbox, newest first. */
@Injectable()
export class ConversationMessageRepository {
  constructor(@InjectDataSource(NOTIFICATIONS_SCHEMA) private readonly db: DataSource) {}

  /**
   * Stores the message once, as the first message of its own conversation (same id); false
   * when this id is already stored.
   */
  async store(
    manager: EntityManager,
    data: EventData<'dealers.contact.requested'>,
    createdAt: string,
  ): Promise<boolean> {
    const senderName = `${data.senderFirstName} ${data.senderLastName}`;
    await execute(
      manager,
      `INSERT INTO conversations (id, context, subject, dealer_id, sales_rep_id, buyer_id, buyer_name, buyer_email,
         seller_id, seller_name, seller_email, created_at, last_message_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$12) ON CONFLICT (id) DO NOTHING`,
      [
        data.messageId,
        data.context,
        data.subject,
        data.dealerId,
        data.salesRepId,
        data.senderUserId,
        senderName,
        data.senderEmail,
        data.recipientUserId,
        data.recipientName,
        data.recipientEmail,
        createdAt,
      ],
    );
    const rows = await queryRows(
      manager,
      `INSERT INTO conversation_messages (id, conversation_id, sender_id, recipient_id, context, dealer_id, sales_rep_id,
         sender_name, sender_email, sender_phone, subject, body, created_at)
       VALUES ($1,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [
        data.messageId,
        data.senderUserId,
        data.recipientUserId,
        data.context,
        data.dealerId,
        data.salesRepId,
        senderName,
        data.senderEmail,
        data.senderPhone,
        data.subject,
        data.message,
        createdAt,
      ],
      z.unknown(),
    );
    return rows.length > 0;
  }

  async inbox(recipientId: string, cursor: string | undefined, limit: number): Promise<InboxPage> {
    const after = decodeCursor(cursor);
    const rows = await queryRows(
      this.db,
      `SELECT * FROM conversation_messages WHERE recipient_id = $1 AND ${FIRST_MESSAGES}
         ${after ? 'AND (created_at, id) < ($3::timestamptz, $4::uuid)' : ''}
       ORDER BY created_at DESC, id DESC LIMIT $2`,
      after ? [recipientId, limit + 1, after[0], after[1]] : [recipientId, limit + 1],
      MessageRow,
    );
    const [{ count }] = await queryRows(
      this.db,
      `SELECT count(*) FROM conversation_messages WHERE recipient_id = $1 AND NOT is_read AND ${FIRST_MESSAGES}`,
      [recipientId],
      z.object({ count: z.string() }),
    );
    const page = rows.slice(0, limit);
    return {
      items: page.map(toMessage),
      nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null,
      unreadCount: Number(count),
    };
  }

  /** Marks the recipient's own message read; null when it is not theirs (or not there). */
  async markRead(recipientId: string, id: string): Promise<ConversationMessage | null> {
    const rows = await queryRows(
      this.db,
      `UPDATE conversation_messages SET is_read = true WHERE id = $1 AND recipient_id = $2 AND ${FIRST_MESSAGES} RETURNING *`,
      [id, recipientId],
      MessageRow,
    );
    return rows[0] ? toMessage(rows[0]) : null;
  }

  async deleteAllOf(manager: EntityManager, userId: string): Promise<void> {
    await execute(manager, `DELETE FROM conversations WHERE seller_id = $1`, [userId]);
    await execute(
      manager,
      `UPDATE conversations SET buyer_id = NULL, buyer_email = NULL WHERE buyer_id = $1`,
      [userId],
    );
    await execute(manager, `DELETE FROM conversation_messages WHERE recipient_id = $1`, [userId]);
    await execute(
      manager,
      `UPDATE conversation_messages SET sender_id = NULL WHERE sender_id = $1`,
      [userId],
    );
  }
}

function toMessage(row: MessageRow): ConversationMessage {
  return {
    id: row.id,
    senderId: row.sender_id,
    senderName: row.sender_name,
    senderEmail: row.sender_email,
    senderPhone: row.sender_phone,
    recipientId: row.recipient_id,
    context: row.context,
    dealerId: row.dealer_id,
    salesRepId: row.sales_rep_id,
    subject: row.subject,
    body: row.body,
    isRead: row.is_read,
    createdAt: row.created_at.toISOString(),
  };
}
