import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The message center (issue 18): messages are grouped in conversations between a buyer and
 * a seller (a dealer's account, a rep, or a listing's private seller). Both parties'
 * addresses are kept to tell them of new messages and are never shown to the other side.
 * Each existing message becomes the first message of its own conversation (same id).
 */
export class Conversations1742000000000 implements MigrationInterface {
  name = 'Conversations1742000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE conversations (
      id uuid PRIMARY KEY,
      context text NOT NULL CHECK (context IN ('dealer','sales_rep','private')),
      subject text NOT NULL,
      listing_id uuid,
      listing_title text,
      dealer_id uuid,
      sales_rep_id uuid,
      -- Null: a signed-out visitor wrote to a dealer or rep (answered by e-mail only).
      buyer_id uuid,
      buyer_name text NOT NULL,
      buyer_email text,
      seller_id uuid NOT NULL,
      seller_name text,
      seller_email text,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_message_at timestamptz NOT NULL DEFAULT now()
    )`);
    // One conversation per buyer, seller and listing: a second message joins the first.
    await q.query(
      `CREATE UNIQUE INDEX conversations_private_pair_idx ON conversations (listing_id, buyer_id, seller_id) WHERE context = 'private'`,
    );
    await q.query(
      `CREATE INDEX conversations_buyer_idx ON conversations (buyer_id, last_message_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX conversations_seller_idx ON conversations (seller_id, last_message_at DESC, id DESC)`,
    );

    await q.query(
      `ALTER TABLE conversation_messages ADD COLUMN conversation_id uuid REFERENCES conversations (id) ON DELETE CASCADE`,
    );
    await q.query(
      `ALTER TABLE conversation_messages DROP CONSTRAINT IF EXISTS conversation_messages_context_check`,
    );
    await q.query(
      `ALTER TABLE conversation_messages ADD CONSTRAINT conversation_messages_context_check CHECK (context IN ('dealer','sales_rep','private'))`,
    );
    // A reply to a signed-out visitor has no recipient account; a reply shows no address.
    await q.query(`ALTER TABLE conversation_messages ALTER COLUMN recipient_id DROP NOT NULL`);
    await q.query(`ALTER TABLE conversation_messages ALTER COLUMN sender_email DROP NOT NULL`);

    await q.query(`INSERT INTO conversations (id, context, subject, dealer_id, sales_rep_id, buyer_id, buyer_name,
        buyer_email, seller_id, created_at, last_message_at)
      SELECT id, context, subject, dealer_id, sales_rep_id, sender_id, sender_name, sender_email, recipient_id,
        created_at, created_at FROM conversation_messages`);
    await q.query(`UPDATE conversation_messages SET conversation_id = id`);
    await q.query(
      `CREATE INDEX conversation_messages_thread_idx ON conversation_messages (conversation_id, created_at, id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DELETE FROM conversation_messages WHERE id <> conversation_id OR context = 'private'`,
    );
    await q.query(`ALTER TABLE conversation_messages DROP COLUMN IF EXISTS conversation_id`);
    await q.query(
      `ALTER TABLE conversation_messages DROP CONSTRAINT IF EXISTS conversation_messages_context_check`,
    );
    await q.query(
      `ALTER TABLE conversation_messages ADD CONSTRAINT conversation_messages_context_check CHECK (context IN ('dealer','sales_rep'))`,
    );
    await q.query(`DROP TABLE IF EXISTS conversations`);
  }
}
