import { execute, queryRows } from '@market/platform';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type Broadcast,
  BROADCAST_MAILS_PER_SECOND,
  type createBroadcastRequestSchema,
  broadcastAudienceSchema,
} from '@market/contracts';
import {
  AuditTrail,
  type AuthUser,
  NotFoundError,
  type RequestMeta,
  type ServiceEvents,
} from '@market/platform';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { IDENTITY_AUDIT, IDENTITY_EVENTS, IDENTITY_SCHEMA } from '../identity.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

const BroadcastRow = z.object({
  id: z.string(),
  audience: broadcastAudienceSchema,
  subject: z.string(),
  total: z.number(),
  sent: z.number(),
  created_at: z.date(),
  finished_at: z.date().nullable(),
});
type BroadcastRow = z.infer<typeof BroadcastRow>;

const Recipient = z.object({
  broadcast_id: z.string(),
  user_id: z.string(),
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
});
type Recipient = z.infer<typeof Recipient>;

const TICK_MS = 1_000;

/**
 * Broadcast e-mails (the Settings tab): the admin picks an audience, the recipients are fixed
 * at once, and a releaser hands at most BROADCAST_MAILS_PER_SECOND of them a second to
 * notifications (one event each, in the transaction that marks them released), so a large
 * audience never floods the mail server and the admin watches the progress.
 */
@Injectable()
export class BroadcastService {
  private readonly logger = new Logger('identity');
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<unknown> | undefined;

  constructor(
    @InjectDataSource(IDENTITY_SCHEMA) private readonly db: DataSource,
    @Inject(IDENTITY_EVENTS) private readonly events: ServiceEvents,
    @Inject(IDENTITY_AUDIT) private readonly audit: AuditTrail,
  ) {}

  async create(
    admin: AuthUser,
    input: z.output<typeof createBroadcastRequestSchema>,
    meta: RequestMeta,
  ): Promise<Broadcast> {
    const id = await this.db.transaction(async (manager) => {
      const [{ id }] = await queryRows(
        manager,
        `INSERT INTO broadcasts (audience, subject, message, total, created_by) VALUES ($1, $2, $3, 0, $4) RETURNING id`,
        [input.audience, input.subject, input.message, admin.id],
        z.object({ id: z.string() }),
      );
      const roleFilter =
        input.audience === 'all'
          ? ''
          : `AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = $2)`;
      await execute(
        manager,
        `INSERT INTO broadcast_recipients (broadcast_id, user_id)
         SELECT $1, u.id FROM users u JOIN profiles p ON p.user_id = u.id WHERE p.is_active ${roleFilter}`,
        input.audience === 'all' ? [id] : [id, input.audience],
      );
      const [{ total }] = await queryRows(
        manager,
        `UPDATE broadcasts SET total = (SELECT count(*) FROM broadcast_recipients WHERE broadcast_id = $1),
                finished_at = CASE WHEN (SELECT count(*) FROM broadcast_recipients WHERE broadcast_id = $1) = 0 THEN now() END
          WHERE id = $1 RETURNING total`,
        [id],
        z.object({ total: z.number() }),
      );
      await this.audit.record(
        manager,
        { actor: admin, meta },
        {
          action: 'identity.broadcast.sent',
          target: { type: 'broadcast', id },
          before: null,
          after: { audience: input.audience, subject: input.subject, recipients: total },
        },
      );
      return id;
    });
    this.events.nudge();
    this.start();
    return this.get(id);
  }

  async get(id: string): Promise<Broadcast> {
    const rows = await queryRows(
      this.db,
      `SELECT id, audience, subject, total, sent, created_at, finished_at FROM broadcasts WHERE id = $1`,
      [id],
      BroadcastRow,
    );
    if (!rows[0]) throw new NotFoundError('Broadcast not found');
    return toBroadcast(rows[0]);
  }

  /**
   * One tick of the throttle: releases up to `limit` waiting recipients (SKIP LOCKED, so
   * replicas share the work without sending anyone twice). Answers how many it released.
   */
  async releaseBatch(limit = BROADCAST_MAILS_PER_SECOND): Promise<number> {
    const released = await this.db.transaction(async (manager) => {
      const batch = await queryRows(
        manager,
        `SELECT r.broadcast_id, r.user_id, u.email, p.first_name, p.last_name, b.subject, b.message
           FROM broadcast_recipients r
           JOIN broadcasts b ON b.id = r.broadcast_id
           LEFT JOIN users u ON u.id = r.user_id
           LEFT JOIN profiles p ON p.user_id = r.user_id
          WHERE r.released_at IS NULL
          ORDER BY b.created_at, r.user_id
          LIMIT $1 FOR UPDATE OF r SKIP LOCKED`,
        [limit],
        Recipient,
      );
      for (const recipient of batch) {
        // An account deleted since the broadcast was sent gets nothing; its row is released all the same.
        if (!recipient.email) continue;
        await this.events.record(manager, 'identity.broadcast.mail-requested', {
          broadcastId: recipient.broadcast_id,
          userId: recipient.user_id,
          email: recipient.email,
          firstName: recipient.first_name,
          lastName: recipient.last_name,
          subject: recipient.subject,
          message: recipient.message,
        });
      }
      for (const broadcastId of new Set(batch.map((r) => r.broadcast_id))) {
        const users = batch.filter((r) => r.broadcast_id === broadcastId).map((r) => r.user_id);
        await execute(
          manager,
          `UPDATE broadcast_recipients SET released_at = now() WHERE broadcast_id = $1 AND user_id = ANY($2)`,
          [broadcastId, users],
        );
        await execute(
          manager,
          `UPDATE broadcasts SET sent = sent + $2,
                  finished_at = CASE WHEN sent + $2 >= total THEN now() ELSE finished_at END
            WHERE id = $1`,
          [broadcastId, users.length],
        );
      }
      return batch.length;
    });
    if (released > 0) this.events.nudge();
    return released;
  }

  /** Runs the throttle once a second while recipients wait; stops when none do. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.ticking) return;
      this.ticking = this.releaseBatch()
        .then((released) => {
          if (released === 0) this.stop();
        })
        .catch((error: Error) => this.logger.error(`broadcast release failed: ${error.message}`))
        .finally(() => {
          this.ticking = undefined;
        });
    }, TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Before the database closes: no new tick, and the running one finishes. */
  async drain(): Promise<void> {
    this.stop();
    await this.ticking;
  }
}

function toBroadcast(row: BroadcastRow): Broadcast {
  return {
    id: row.id,
    audience: row.audience,
    subject: row.subject,
    status: row.finished_at ? 'sent' : 'sending',
    total: row.total,
    sent: row.sent,
    mailsPerSecond: BROADCAST_MAILS_PER_SECOND,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at ? row.finished_at.toISOString() : null,
  };
}
