import { Inject, Injectable } from '@nestjs/common';
import type { DevMail } from '@market/contracts';
import {
  DevMailboxMailer,
  MAILER,
  type Mailer,
  NotFoundError,
  PLATFORM_CONFIG,
  type PlatformConfig,
} from '@market/platform';

/**
 * The mails the dev mailbox kept, for the embedded mode's `/api/dev/mailbox`. It does
 * not exist when mail goes out through SMTP, nor in production: there it would hand
 * every password-reset link to whoever asks.
 */
@Injectable()
export class DevMailboxService {
  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  async list(to?: string): Promise<DevMail[]> {
    if (!(this.mailer instanceof DevMailboxMailer) || this.config.NODE_ENV === 'production') {
      throw new NotFoundError(
        'No dev mailbox here: it exists only outside production, when no SMTP server is configured.',
      );
    }
    return this.mailer.list({ to, limit: 100 });
  }
}
