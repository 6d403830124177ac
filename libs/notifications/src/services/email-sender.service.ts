import { Inject, Injectable, Logger } from '@nestjs/common';
import { MAILER, type Mailer } from '@market/platform';
import {
  type ClaimedEmail,
  OutboundEmailRepository,
} from '../repositories/outbound-email.repository.js';
import { EMAIL_SENDER_OPTIONS } from '../notifications.tokens.js';

export interface EmailSenderOptions {
  /** Delay before the first retry; each further retry waits twice as long, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts a mail is marked failed and left alone. */
  maxAttempts: number;
  /** How often the queue is looked at without a nudge (mails queued by another process, retries). */
  pollIntervalMs: number;
  batchSize: number;
  /** How long a claimed mail stays invisible to other workers while it is being sent. */
  leaseMs: number;
  /** Sent and failed mails are deleted after this long. */
  retentionMs: number;
}

export const defaultEmailSenderOptions: EmailSenderOptions = {
  baseDelayMs: 1_000,
  maxDelayMs: 10 * 60_000,
  maxAttempts: 10,
  pollIntervalMs: 5_000,
  batchSize: 20,
  leaseMs: 5 * 60_000,
  retentionMs: 30 * 24 * 3_600_000,
};

const PRUNE_EVERY_MS = 10 * 60_000;

/** 1 s, 2 s, 4 s ... capped: the wait after the `attempt`-th failed attempt. */
export function retryDelayMs(
  attempt: number,
  options: Pick<EmailSenderOptions, 'baseDelayMs' | 'maxDelayMs'>,
): number {
  return Math.min(options.baseDelayMs * 2 ** Math.max(attempt - 1, 0), options.maxDelayMs);
}

/**
 * The worker that delivers queued mails through the Mailer, apart from the requests
 * that caused them: a mail server that is down only delays mail, it never fails a
 * sign-up. Several processes can run it side by side (rows are claimed with SKIP LOCKED).
 */
@Injectable()
export class EmailSenderService {
  private readonly logger = new Logger('notifications');
  private readonly options: EmailSenderOptions;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private nudged = false;
  private started = false;
  private stopping = false;
  private stopUnsubscribe: (() => void) | undefined;
  private lastPrune = 0;

  constructor(
    private readonly outbound: OutboundEmailRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(EMAIL_SENDER_OPTIONS) options: Partial<EmailSenderOptions> = {},
  ) {
    this.options = { ...defaultEmailSenderOptions, ...options };
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    this.stopUnsubscribe = this.outbound.onQueuedCommitted(() => this.nudge());
    this.wake(0);
  }

  async stop(): Promise<void> {
    this.started = false;
    this.stopping = true;
    this.stopUnsubscribe?.();
    clearTimeout(this.timer);
    await this.running;
  }

  /** Looks at the queue now instead of at the next poll. */
  nudge(): void {
    if (!this.started) return;
    if (this.running) this.nudged = true;
    else this.wake(0);
  }

  /** Sends every mail that is due now; returns how many were attempted. */
  async sendDue(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const batch = await this.outbound.claimDue(this.options.batchSize, this.options.leaseMs);
      for (const email of batch) await this.deliver(email);
      attempted += batch.length;
      if (batch.length < this.options.batchSize || this.stopping) return attempted;
    }
  }

  private wake(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), delayMs);
    this.timer.unref();
  }

  private async run(): Promise<void> {
    if (!this.started || this.running) return;
    this.nudged = false;
    let next = this.options.pollIntervalMs;
    this.running = (async () => {
      try {
        await this.sendDue();
        await this.pruneNowAndThen();
        const due = await this.outbound.msUntilNextDue();
        if (due !== null) next = Math.min(next, Math.ceil(due));
      } catch (error) {
        this.logger.error(
          `Could not work through the mail queue, trying again in ${next} ms: ${(error as Error).message}`,
        );
      }
    })();
    await this.running;
    this.running = undefined;
    if (this.started) this.wake(this.nudged ? 0 : next);
  }

  private async pruneNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    const deleted = await this.outbound.pruneFinished(this.options.retentionMs);
    if (deleted > 0) this.logger.log(`Deleted ${deleted} finished mails older than the retention`);
  }

  private async deliver(email: ClaimedEmail): Promise<void> {
    try {
      await this.mailer.send({
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        ...(email.headers ? { headers: email.headers } : {}),
      });
    } catch (error) {
      const reason = (error as Error).message;
      if (email.attempts >= this.options.maxAttempts) {
        await this.outbound.markFailed(email.id, reason);
        this.logger.error(
          `Gave up on the ${email.kind} mail ${email.id} after ${email.attempts} attempts: ${reason}`,
        );
        return;
      }
      const delay = retryDelayMs(email.attempts, this.options);
      await this.outbound.retryLater(email.id, reason, delay);
      this.logger.warn(
        `The ${email.kind} mail ${email.id} failed (attempt ${email.attempts}), retrying in ${delay} ms: ${reason}`,
      );
      return;
    }
    await this.outbound.markSent(email.id);
  }
}
