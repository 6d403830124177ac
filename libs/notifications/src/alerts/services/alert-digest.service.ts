import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { PLATFORM_CONFIG, type PlatformConfig } from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { NOTIFICATIONS_SCHEMA } from '../../notifications.tokens.js';
import { OutboundEmailRepository } from '../../repositories/outbound-email.repository.js';
import type { Site } from '../../services/email-templates.js';
import { ALERT_OPTIONS, type AlertOptions } from '../alerts.tokens.js';
import { AlertMatchRepository } from '../repositories/alert-match.repository.js';
import { AlertSubscriptionRepository } from '../repositories/alert-subscription.repository.js';
import { alertDigestEmail } from './alert-email-templates.js';
import { signLink } from './alert-links.js';
import { siteOf } from './alert-site.js';
import { InjectDataSource } from '@nestjs/typeorm';

const PRUNE_EVERY_MS = 6 * 3_600_000;

/**
 * The scheduler: every interval it mails each recipient whose queued matches are due one
 * digest of all of them. Each digest is built in one transaction holding the
 * subscription's row lock (SKIP LOCKED), so replicas share the work and never send the
 * same matches twice; the mail is queued in that transaction (outbound_emails), so a crash
 * either keeps the matches queued or has the digest on its way.
 */
@Injectable()
export class AlertDigestService {
  private readonly logger = new Logger('notifications');
  private readonly site: Site;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private lastPrune = 0;

  constructor(
    @InjectDataSource(NOTIFICATIONS_SCHEMA) private readonly db: DataSource,
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
    @Inject(ALERT_OPTIONS) private readonly options: AlertOptions,
    private readonly matches: AlertMatchRepository,
    private readonly subscriptions: AlertSubscriptionRepository,
    private readonly outbound: OutboundEmailRepository,
  ) {
    this.site = siteOf(config);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.options.schedulerIntervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.sendDue().catch((error: Error) =>
      this.logger.error(
        `Could not send the due alert digests, trying again next round: ${error.message}`,
      ),
    );
    await this.running;
    this.running = undefined;
  }

  /** Mails every digest due by `asOf`; returns how many digests were queued. */
  async sendDue(asOf: Date = new Date()): Promise<number> {
    let sent = 0;
    for (;;) {
      const done = await this.db.transaction(async (manager) => {
        const subscriptionId = await this.matches.claimDueSubscription(manager, asOf);
        if (!subscriptionId) return false;
        await this.sendDigest(manager, subscriptionId, asOf);
        return true;
      });
      if (!done) break;
      sent += 1;
    }
    if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = Date.now();
      await this.db.transaction((manager) =>
        this.matches.pruneSent(manager, this.options.retentionDays),
      );
    }
    return sent;
  }

  private async sendDigest(
    manager: EntityManager,
    subscriptionId: string,
    asOf: Date,
  ): Promise<void> {
    const subscription = await this.subscriptions.findById(subscriptionId, manager);
    const due = await this.matches.dueMatches(manager, subscriptionId, asOf);
    if (!subscription || !due.length) return;
    const digestId = randomUUID();
    const token = signLink(subscription.linkSecret, subscription.id, { kind: 'unsubscribe' });
    const query = `token=${encodeURIComponent(token)}`;
    const unsubscribeUrl = `${this.site.url}/email-alerts/unsubscribe?${query}`;
    const email = alertDigestEmail(this.site, due, {
      unsubscribeUrl,
      manageUrl: `${this.site.url}/email-alerts`,
    });
    await this.outbound.enqueue(manager, {
      kind: 'alert_digest',
      to: subscription.email,
      eventId: digestId,
      ...email,
      headers: {
        // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" to this URL.
        'List-Unsubscribe': `<${this.site.url}/api/email-alerts/unsubscribe?${query}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    await this.matches.markDigested(manager, subscriptionId, digestId, due);
  }
}
