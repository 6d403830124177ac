import type { DataSource } from 'typeorm';
import { ConfigError } from '../config/config.js';
import type { PlatformConfig } from '../config/platform-config.js';
import { DevMailboxMailer } from './dev-mailbox.mailer.js';
import type { Mailer } from './mailer.port.js';
import { SmtpMailer } from './smtp.mailer.js';

export interface MailerSetup {
  config: Pick<PlatformConfig, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>;
  /** Where the dev mailbox keeps mails when no SMTP server is configured (a schema with a `dev_mailbox` table). */
  devMailbox: { dataSource: DataSource; schema: string };
}

/**
 * The one place the mail adapter is chosen: SMTP when `SMTP_URL` is set, else the dev
 * mailbox — which production refuses: nobody would receive mail, and the mailbox keeps
 * every reset link.
 */
export function createMailer({ config, devMailbox }: MailerSetup): Mailer {
  refuseDevMailboxInProduction(config);
  return config.SMTP_URL
    ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : new DevMailboxMailer(devMailbox.dataSource, devMailbox.schema);
}

/** Production sends real mail: without `SMTP_URL` it refuses to start, naming the variable. */
export function refuseDevMailboxInProduction(
  config: Pick<PlatformConfig, 'SMTP_URL' | 'NODE_ENV'>,
): void {
  if (!config.SMTP_URL && config.NODE_ENV === 'production') {
    throw new ConfigError([
      'SMTP_URL: required when NODE_ENV=production (without it e-mail would only be kept in the dev mailbox, which is for development) (not set)',
    ]);
  }
}
