import type { DataSource } from 'typeorm';
import type { PlatformConfig } from '../config/platform-config.js';
import { DevMailboxMailer } from './dev-mailbox.mailer.js';
import type { Mailer } from './mailer.port.js';
import { SmtpMailer } from './smtp.mailer.js';

export interface MailerSetup {
  config: Pick<PlatformConfig, 'SMTP_URL' | 'MAIL_FROM'>;
  /** Where the dev mailbox keeps mails when no SMTP server is configured (a schema with a `dev_mailbox` table). */
  devMailbox: { dataSource: DataSource; schema: string };
}

/** The one place the mail adapter is chosen: SMTP when `SMTP_URL` is set, else the dev mailbox. */
export function createMailer({ config, devMailbox }: MailerSetup): Mailer {
  return config.SMTP_URL
    ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : new DevMailboxMailer(devMailbox.dataSource, devMailbox.schema);
}
