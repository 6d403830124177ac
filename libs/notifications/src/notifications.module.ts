import {
  type DynamicModule,
  Inject,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type BeforeApplicationShutdown,
} from '@nestjs/common';
import {
  createMailer,
  MAILER,
  type Mailer,
  messagingMigrations,
  PLATFORM_RUNTIME,
  type PlatformRuntime,
  ServiceDataModule,
} from '@market/platform';
import type { DataSource } from 'typeorm';
import { alertControllers, alertMigrations, alertProviders } from './alerts/alerts.providers.js';
import { ALERT_OPTIONS, type AlertOptions, defaultAlertOptions } from './alerts/alerts.tokens.js';

import { AlertDigestService } from './alerts/services/alert-digest.service.js';
import { DevMailboxController } from './controllers/dev-mailbox.controller.js';
import {
  conversationControllers,
  conversationMigrations,
  conversationProviders,
} from './conversations/index.js';
import { InboxController } from './controllers/inbox.controller.js';
import { notificationsEntities } from './entities/index.js';
import { BillingEventsHandler } from './events/billing-events.handler.js';
import { AffiliateEventsHandler } from './events/affiliate-events.handler.js';
import { DealerEventsHandler } from './events/dealer-events.handler.js';
import { IdentityEventsHandler } from './events/identity-events.handler.js';
import { ListingEventsHandler } from './events/listing-events.handler.js';
import {
  inquiriesControllers,
  inquiriesMigrations,
  inquiriesProviders,
} from './inquiries/index.js';
import { NotificationsSchema1733000000000 } from './migrations/1733000000000-notifications-schema.js';
import { ConversationMessages1738000000000 } from './migrations/1738000000000-conversation-messages.js';
import {
  EMAIL_SENDER_OPTIONS,
  NOTIFICATIONS_EVENTS,
  NOTIFICATIONS_SCHEMA,
} from './notifications.tokens.js';
import { ConversationMessageRepository } from './repositories/conversation-message.repository.js';
import { OutboundEmailRepository } from './repositories/outbound-email.repository.js';
import { DevMailboxService } from './services/dev-mailbox.service.js';
import { type EmailSenderOptions, EmailSenderService } from './services/email-sender.service.js';
import { getDataSourceToken } from '@nestjs/typeorm';

export const notificationsMigrations = [
  ...messagingMigrations(NOTIFICATIONS_SCHEMA),
  NotificationsSchema1733000000000,
  ConversationMessages1738000000000,
  ...alertMigrations,
  ...inquiriesMigrations,
  ...conversationMigrations,
];

export interface NotificationsModuleOptions {
  /** Retry and polling timings of the e-mail sender (tests shorten them). */
  sender?: Partial<EmailSenderOptions>;
  /** Timings of the e-mail alert digests (tests shorten them). */
  alerts?: Partial<AlertOptions>;
}

/** The notifications context: the e-mails other contexts' events ask for, queued and sent with retries. */
@Module({})
export class NotificationsModule implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('notifications');

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
    private readonly sender: EmailSenderService,
    private readonly alertDigests: AlertDigestService,
  ) {}

  static register(options: NotificationsModuleOptions = {}): DynamicModule {
    return {
      module: NotificationsModule,
      imports: [
        ServiceDataModule.forService({
          events: NOTIFICATIONS_EVENTS,
          schema: NOTIFICATIONS_SCHEMA,
          entities: notificationsEntities,
          migrations: notificationsMigrations,
        }),
      ],
      controllers: [
        DealerEventsHandler,
        IdentityEventsHandler,
        ListingEventsHandler,
        BillingEventsHandler,
        AffiliateEventsHandler,
        DevMailboxController,
        InboxController,
        ...alertControllers,
        ...inquiriesControllers,
        ...conversationControllers,
      ],
      providers: [
        {
          provide: MAILER,
          inject: [getDataSourceToken(NOTIFICATIONS_SCHEMA), PLATFORM_RUNTIME],
          useFactory: (db: DataSource, runtime: PlatformRuntime) =>
            createMailer({
              config: runtime.config,
              devMailbox: { dataSource: db, schema: NOTIFICATIONS_SCHEMA },
            }),
        },
        { provide: EMAIL_SENDER_OPTIONS, useValue: options.sender ?? {} },
        OutboundEmailRepository,
        EmailSenderService,
        ConversationMessageRepository,
        DevMailboxService,
        { provide: ALERT_OPTIONS, useValue: { ...defaultAlertOptions, ...options.alerts } },
        ...alertProviders,
        ...inquiriesProviders,
        ...conversationProviders,
      ],
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.mailer.kind === 'dev-mailbox' && this.runtime.config.NODE_ENV === 'production') {
      this.logger.warn(
        'SMTP_URL is not set: e-mails are only kept in the dev mailbox table, nobody receives them',
      );
    }
    this.sender.start();
    this.alertDigests.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.alertDigests.stop();
    await this.sender.stop();
    await this.mailer.close();
  }
}
