import { DevMailboxMailer, loadPlatformConfig, NotFoundError, SmtpMailer } from '@market/platform';
import type { DataSource } from 'typeorm';
import { DevMailboxService } from './dev-mailbox.service.js';

describe('DevMailboxService', () => {
  const queries: unknown[] = [];
  const devMailbox = () => {
    const mailer = new DevMailboxMailer({} as DataSource, 'notifications');
    mailer.list = async (query) => {
      queries.push(query);
      return [];
    };
    return mailer;
  };

  it('lists the dev mailbox, at most 100 mails', async () => {
    const service = new DevMailboxService(devMailbox(), loadPlatformConfig({}));
    await expect(service.list('a@example.test')).resolves.toEqual([]);
    expect(queries).toEqual([{ to: 'a@example.test', limit: 100 }]);
  });

  it('does not exist when mail goes out through SMTP', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:1', 'a@example.test');
    await expect(new DevMailboxService(mailer, loadPlatformConfig({})).list()).rejects.toThrow(
      NotFoundError,
    );
    await mailer.close();
  });

  it('does not exist in production, where it would hand out password-reset links', async () => {
    const service = new DevMailboxService(
      devMailbox(),
      loadPlatformConfig({ NODE_ENV: 'production' }),
    );
    await expect(service.list()).rejects.toThrow(NotFoundError);
  });
});
