import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ALERT_PREFERENCE_DEFAULTS,
  type AlertFrequency,
  type AlertPreferences,
  type AlertSubscription,
} from '@market/contracts';
import {
  type AuthUser,
  InvalidLinkError,
  PLATFORM_CONFIG,
  type PlatformConfig,
} from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { NOTIFICATIONS_SCHEMA } from '../../notifications.tokens.js';
import { OutboundEmailRepository } from '../../repositories/outbound-email.repository.js';
import type { Site } from '../../services/email-templates.js';
import {
  AlertSubscriptionRepository,
  type SubscriptionRecord,
} from '../repositories/alert-subscription.repository.js';
import { alertConfirmationEmail } from './alert-email-templates.js';
import { newLinkSecret, newNonce, signLink, subscriptionIdOf, verifyLink } from './alert-links.js';
import { siteOf } from './alert-site.js';
import { InjectDataSource } from '@nestjs/typeorm';

const INVALID_LINK = () => new InvalidLinkError();

function present(record: SubscriptionRecord): AlertSubscription {
  return {
    email: record.email,
    status: record.status,
    preferences: record.preferences,
    frequency: record.frequency,
  };
}

/**
 * Subscriptions by address (SPEC.md §2 Email alerts) with double opt-in: the form's
 * preferences wait until the mailed link is followed, so nobody can sign someone else
 * up, and nothing but that one mail goes to an unconfirmed address.
 */
@Injectable()
export class AlertSubscriptionService {
  private readonly site: Site;

  constructor(
    @InjectDataSource(NOTIFICATIONS_SCHEMA) private readonly db: DataSource,
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
    private readonly subscriptions: AlertSubscriptionRepository,
    private readonly outbound: OutboundEmailRepository,
  ) {
    this.site = siteOf(config);
  }

  async subscribe(
    email: string,
    preferences: AlertPreferences,
    frequency: AlertFrequency,
  ): Promise<void> {
    await this.db.transaction(async (manager) => {
      const subscription = await this.subscriptions.lockOrCreate(manager, email, newLinkSecret());
      // Someone submitting the form over and over must not flood the address: within a minute
      // of the last confirmation mail the new choice rides on that mail's link.
      if (subscription.confirmedRecently && subscription.confirmNonce) {
        await this.subscriptions.setPending(
          manager,
          subscription.id,
          { preferences, frequency },
          subscription.confirmNonce,
          false,
        );
        return;
      }
      const nonce = newNonce();
      await this.subscriptions.setPending(
        manager,
        subscription.id,
        { preferences, frequency },
        nonce,
      );
      const token = signLink(subscription.linkSecret, subscription.id, { kind: 'confirm', nonce });
      const confirmUrl = `${this.site.url}/email-alerts/confirm?token=${encodeURIComponent(token)}`;
      await this.outbound.enqueue(manager, {
        kind: 'alert_confirmation',
        to: subscription.email,
        eventId: randomUUID(),
        ...alertConfirmationEmail(this.site, confirmUrl),
      });
    });
  }

  async confirm(token: string): Promise<AlertSubscription> {
    return this.db.transaction(async (manager) => {
      const subscription = await this.byToken(manager, token);
      if (subscription.status === 'active' && !subscription.confirmNonce)
        return present(subscription);
      const pending = subscription.pendingPreferences;
      if (
        !pending ||
        !subscription.confirmNonce ||
        !verifyLink(subscription.linkSecret, token, {
          kind: 'confirm',
          nonce: subscription.confirmNonce,
        })
      )
        throw INVALID_LINK();
      return present(
        await this.subscriptions.activate(
          manager,
          subscription.id,
          pending.preferences,
          pending.frequency,
        ),
      );
    });
  }

  /** Idempotent: a second click (or a mail client's one-click POST after it) answers the same. */
  async unsubscribe(token: string): Promise<AlertSubscription> {
    return this.db.transaction(async (manager) => {
      const subscription = await this.byToken(manager, token);
      if (!verifyLink(subscription.linkSecret, token, { kind: 'unsubscribe' }))
        throw INVALID_LINK();
      return present(await this.subscriptions.unsubscribe(manager, subscription.id));
    });
  }

  async mine(user: AuthUser): Promise<AlertSubscription | null> {
    const record = await this.subscriptions.findByUser(user.id);
    return record ? present(record) : null;
  }

  /** A signed-in user's own address was verified at sign-up: their preferences apply at once. */
  async updateMine(
    user: AuthUser,
    preferences: AlertPreferences,
    frequency: AlertFrequency,
  ): Promise<AlertSubscription> {
    return this.db.transaction(async (manager) => {
      const subscription = await this.forUser(manager, user);
      return present(
        await this.subscriptions.activate(
          manager,
          subscription.id,
          preferences,
          frequency,
          user.id,
        ),
      );
    });
  }

  /**
   * The user's subscription, for a saved search: created active with the default
   * preferences (saving a search is asking for its alerts), reactivated if they had left.
   */
  async ensureForUser(manager: EntityManager, user: AuthUser): Promise<SubscriptionRecord> {
    const subscription = await this.forUser(manager, user);
    if (subscription.status === 'active' && subscription.userId === user.id) return subscription;
    const preferences =
      subscription.status === 'unsubscribed' || subscription.status === 'pending'
        ? { ...ALERT_PREFERENCE_DEFAULTS, ...(subscription.pendingPreferences?.preferences ?? {}) }
        : subscription.preferences;
    return this.subscriptions.activate(
      manager,
      subscription.id,
      preferences,
      subscription.frequency,
      user.id,
    );
  }

  private async forUser(manager: EntityManager, user: AuthUser): Promise<SubscriptionRecord> {
    const existing = await this.subscriptions.findByUser(user.id, manager);
    if (existing) return (await this.subscriptions.findById(existing.id, manager, true))!;
    return this.subscriptions.lockOrCreate(
      manager,
      user.email.trim().toLowerCase(),
      newLinkSecret(),
    );
  }

  private async byToken(manager: EntityManager, token: string): Promise<SubscriptionRecord> {
    const id = subscriptionIdOf(token);
    const subscription = id ? await this.subscriptions.findById(id, manager, true) : null;
    if (!subscription) throw INVALID_LINK();
    return subscription;
  }
}
