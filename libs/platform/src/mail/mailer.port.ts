/** One e-mail, already rendered: both an HTML and a plain-text version of the same content. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369 / 8058); adapters without headers ignore them. */
  headers?: Record<string, string>;
}

/**
 * The mail port. Adapters: SMTP (`SMTP_URL` set) and the dev mailbox, a table the
 * embedded mode shows at `/api/dev/mailbox`. Both pass `mailerContract`.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  /** Resolves once the message was accepted for delivery; rejects with the reason otherwise. */
  send(message: MailMessage): Promise<void>;
  /** For health checks. */
  isHealthy(): Promise<boolean>;
  close(): Promise<void>;
}

export const MAILER = Symbol('MAILER');

/** A message the mail server or mailbox did not accept; `cause` holds the adapter's own error. */
export class MailDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailDeliveryError';
  }
}
