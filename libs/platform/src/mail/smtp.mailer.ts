import nodemailer, { type Transporter } from 'nodemailer';
import { MailDeliveryError, type MailMessage, type Mailer } from './mailer.port.js';

export interface SmtpMailerOptions {
  /** How long to wait for a connection or the greeting; a stuck server must not hold the sender for minutes. */
  timeoutMs?: number;
  /** How long a health answer is reused, so readiness probes do not open an SMTP session each time. */
  healthCacheMs?: number;
}

/** Sends through an SMTP server (`SMTP_URL`, e.g. `smtp://user:pass@host:587`), from `MAIL_FROM`. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;
  /** host:port only: the URL may carry credentials and must not reach logs. */
  private readonly target: string;
  private readonly healthCacheMs: number;
  private health: { checkedAt: number; up: boolean } | undefined;

  constructor(
    url: string,
    private readonly from: string,
    options: SmtpMailerOptions = {},
  ) {
    const timeout = options.timeoutMs ?? 20_000;
    this.target = hostOf(url);
    this.healthCacheMs = options.healthCacheMs ?? 30_000;
    this.transport = nodemailer.createTransport({
      url,
      pool: true,
      maxConnections: 3,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout * 3,
    });
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        // An address object: a comma in the value can never turn into a second recipient.
        to: { name: '', address: message.to },
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    } catch (error) {
      throw new MailDeliveryError(
        `The SMTP server at ${this.target} did not accept the mail to ${message.to}: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }

  async isHealthy(): Promise<boolean> {
    if (this.health && Date.now() - this.health.checkedAt < this.healthCacheMs)
      return this.health.up;
    const up = await this.transport.verify().then(
      () => true,
      () => false,
    );
    this.health = { checkedAt: Date.now(), up };
    return up;
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || (parsed.protocol === 'smtps:' ? 465 : 587)}`;
  } catch {
    return '(invalid SMTP_URL)';
  }
}
