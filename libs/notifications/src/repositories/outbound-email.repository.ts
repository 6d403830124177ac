import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  TransactionCommitEvent,
} from 'typeorm';
import {
  OUTBOUND_EMAIL_KINDS,
  OutboundEmail,
  type OutboundEmailKind,
} from '../entities/outbound-email.entity.js';
import { NOTIFICATIONS_SCHEMA } from '../notifications.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

export interface NewOutboundEmail {
  kind: OutboundEmailKind;
  to: string;
  subject: string;
  html: string;
  text: string;
  eventId: string;
  headers?: Record<string, string>;
}

export const ClaimedEmail = z.object({
  id: z.string(),
  kind: z.enum(OUTBOUND_EMAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** Including the attempt just claimed. */
  attempts: z.number(),
  headers: z.record(z.string(), z.string()).nullable().optional(),
});
export type ClaimedEmail = z.infer<typeof ClaimedEmail>;

/** Marks a transaction that queued mail, so the sender can be woken once it commits. */
const QUEUED = 'notifications.outboundEmailQueued';

/** The outbound_emails table: the queue between event handlers and the sender. */
@Injectable()
export class OutboundEmailRepository {
  private readonly committedListeners = new Set<() => void>();

  constructor(@InjectDataSource(NOTIFICATIONS_SCHEMA) private readonly db: DataSource) {
    db.subscribers.push(this.commitWatcher());
  }

  /** Queues a mail in the caller's transaction; a second mail for the same event is ignored. */
  async enqueue(manager: EntityManager, email: NewOutboundEmail): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutboundEmail)
      .values(email)
      .orIgnore()
      .execute();
    if (manager.queryRunner) manager.queryRunner.data[QUEUED] = true;
  }

  /** Called after each commit of a transaction that queued mail (before it, the rows are invisible). */
  onQueuedCommitted(listener: () => void): () => void {
    this.committedListeners.add(listener);
    return () => this.committedListeners.delete(listener);
  }

  /**
   * Claims up to `limit` due mails for one attempt each. The lease moves their next
   * attempt into the future, so other workers skip them, and a worker that dies
   * mid-send leaves them to be retried once the lease runs out.
   */
  async claimDue(limit: number, leaseMs: number): Promise<ClaimedEmail[]> {
    // UPDATE ... RETURNING comes back from TypeORM as [rows, count], in no particular order.
    const rows = await queryRows(
      this.db,
      `WITH due AS (
         SELECT id, next_attempt_at AS due_at FROM outbound_emails
         WHERE status = 'queued' AND next_attempt_at <= now()
         ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED
       )
       UPDATE outbound_emails o SET attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
       FROM due WHERE o.id = due.id
       RETURNING o.id, o.kind, o.to_address AS "to", o.subject, o.html, o.text, o.attempts, o.headers, due.due_at`,
      [limit, leaseMs / 1000],
      ClaimedEmail.extend({ due_at: z.date() }),
    );
    return rows
      .sort((a, b) => a.due_at.getTime() - b.due_at.getTime())
      .map(({ due_at: _dueAt, ...email }) => email);
  }

  async markSent(id: string): Promise<void> {
    await execute(
      this.db,
      `UPDATE outbound_emails SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1`,
      [id],
    );
  }

  async retryLater(id: string, error: string, delayMs: number): Promise<void> {
    await execute(
      this.db,
      `UPDATE outbound_emails SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1`,
      [id, error, delayMs / 1000],
    );
  }

  async markFailed(id: string, error: string): Promise<void> {
    await execute(
      this.db,
      `UPDATE outbound_emails SET status = 'failed', last_error = $2 WHERE id = $1`,
      [id, error],
    );
  }

  /** Deletes finished mails (sent or given up on) older than the retention; returns how many. */
  async pruneFinished(retentionMs: number): Promise<number> {
    return execute(
      this.db,
      `DELETE FROM outbound_emails WHERE status IN ('sent','failed') AND created_at < now() - make_interval(secs => $1)`,
      [retentionMs / 1000],
    );
  }

  /** Milliseconds until the next queued mail is due (0 when one is due now), null when none is queued. */
  async msUntilNextDue(): Promise<number | null> {
    const [row] = await queryRows(
      this.db,
      `SELECT (extract(epoch FROM min(next_attempt_at) - now()) * 1000)::float8 AS wait
       FROM outbound_emails WHERE status = 'queued'`,
      [],
      z.object({ wait: z.number().nullable() }),
    );
    return row?.wait == null ? null : Math.max(0, row.wait);
  }

  private commitWatcher(): EntitySubscriberInterface {
    const clear = (event: { queryRunner: { data: Record<string, unknown> } }) =>
      delete event.queryRunner.data[QUEUED];
    return {
      afterTransactionCommit: (event: TransactionCommitEvent) => {
        // A released savepoint also "commits"; only the outer commit makes the rows visible.
        if (!event.queryRunner.data[QUEUED] || event.queryRunner.isTransactionActive) return;
        clear(event);
        for (const listener of this.committedListeners) listener();
      },
      afterTransactionRollback: (event) => {
        if (!event.queryRunner.isTransactionActive) clear(event);
      },
    };
  }
}
