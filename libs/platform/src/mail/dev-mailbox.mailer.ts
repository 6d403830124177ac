import type { DevMail } from '@market/contracts';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { assertIdentifier } from '../database/service-data-source.js';
import { queryRows } from '../database/typed-query.js';
import { MailDeliveryError, type MailMessage, type Mailer } from './mailer.port.js';

/**
 * The table the dev mailbox keeps mails in, for the migration of the schema that hosts it.
 * `seq` orders mails sent within the same millisecond.
 */
export function devMailboxTableSql(schema: string): string[] {
  assertIdentifier(schema);
  return [
    `CREATE TABLE "${schema}".dev_mailbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      seq bigint GENERATED ALWAYS AS IDENTITY,
      recipient text NOT NULL,
      subject text NOT NULL,
      text text NOT NULL,
      html text NOT NULL,
      links jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`,
    `CREATE INDEX dev_mailbox_created_idx ON "${schema}".dev_mailbox (created_at DESC, seq DESC)`,
    `CREATE INDEX dev_mailbox_recipient_idx ON "${schema}".dev_mailbox (lower(recipient), created_at DESC)`,
  ];
}

export interface DevMailboxQuery {
  /** Only mails to this address (case-insensitive). */
  to?: string;
  /** At most this many, newest first (default and maximum 100). */
  limit?: number;
}

const MAX_LIST = 100;

/**
 * Keeps mails in a table instead of sending them, for the embedded mode: nothing to
 * install, and the SPA (and the tests) read them back at `/api/dev/mailbox`.
 */
export class DevMailboxMailer implements Mailer {
  readonly kind = 'dev-mailbox' as const;
  private readonly table: string;

  constructor(
    private readonly db: DataSource,
    schema: string,
  ) {
    assertIdentifier(schema);
    this.table = `"${schema}".dev_mailbox`;
  }

  async send(message: MailMessage): Promise<void> {
    if (!message.to.trim())
      throw new MailDeliveryError('The dev mailbox did not accept a mail without a recipient');
    await this.db.query(
      `INSERT INTO ${this.table} (recipient, subject, text, html, links) VALUES ($1, $2, $3, $4, $5::jsonb)`,
      [
        message.to,
        message.subject,
        message.text,
        message.html,
        JSON.stringify(extractLinks(message.text)),
      ],
    );
  }

  async list(query: DevMailboxQuery = {}): Promise<DevMail[]> {
    const limit = Math.min(Math.max(Math.trunc(query.limit ?? MAX_LIST), 1), MAX_LIST);
    const params: unknown[] = [limit];
    let where = '';
    if (query.to) {
      params.push(query.to);
      where = 'WHERE lower(recipient) = lower($2)';
    }
    const rows = await queryRows(
      this.db,
      `SELECT id, recipient, subject, text, html, links, created_at FROM ${this.table}
       ${where} ORDER BY created_at DESC, seq DESC LIMIT $1`,
      params,
      DevMailRow,
    );
    return rows.map(toDevMail);
  }

  async isHealthy(): Promise<boolean> {
    return this.db
      .query(`SELECT 1 FROM ${this.table} LIMIT 1`)
      .then(() => true)
      .catch(() => false);
  }

  /** The DataSource belongs to the service that passed it in; it closes it. */
  async close(): Promise<void> {}
}

const DevMailRow = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  created_at: z.date(),
});
type DevMailRow = z.infer<typeof DevMailRow>;

function toDevMail(row: DevMailRow): DevMail {
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: row.links,
    createdAt: row.created_at.toISOString(),
  };
}

/** Absolute http(s) URLs in a text, in order, once each; a sentence's closing punctuation is not part of one. */
export function extractLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"'`]+/g) ?? [];
  const links = found.map((url) => url.replace(/[.,;:!?)\]}]+$/, ''));
  return [...new Set(links)];
}
