import type { DataSource } from 'typeorm';
import { ConfigError } from '../config/config.js';
import { loadPlatformConfig } from '../config/platform-config.js';
import { createMailer } from './create-mailer.js';

describe('createMailer', () => {
  const devMailbox = { dataSource: {} as DataSource, schema: 'notifications' };

  it('keeps mail in the dev mailbox outside production when no SMTP server is configured', () => {
    expect(createMailer({ config: loadPlatformConfig({}), devMailbox }).kind).toBe('dev-mailbox');
  });

  it('refuses the dev mailbox in production, naming SMTP_URL', () => {
    const config = loadPlatformConfig({ NODE_ENV: 'production' });
    expect(() => createMailer({ config, devMailbox })).toThrow(ConfigError);
    expect(() => createMailer({ config, devMailbox })).toThrow(
      /SMTP_URL: required when NODE_ENV=production/,
    );
  });

  it('sends through SMTP when configured, in production too', async () => {
    const mailer = createMailer({
      config: loadPlatformConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1' }),
      devMailbox,
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.close();
  });
});
