import { MailDeliveryError } from './mailer.port.js';
import { mailerContract } from './mailer.contract.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';
import { SmtpMailer } from './smtp.mailer.js';

const FROM = 'Wheelbase <no-reply@wheelbase.example>';

describe('SmtpMailer [in-process smtp-server]', () => {
  describe('contract', () => {
    mailerContract('smtp', async () => {
      const server = await startSmtpCapture();
      const mailer = new SmtpMailer(server.url, FROM);
      return {
        mailer,
        readBack: async (to) =>
          server.mails
            .filter((mail) => mail.recipients.includes(to))
            .map(({ to: header, subject, html, text }) => ({ to: header, subject, html, text })),
        close: async () => {
          await mailer.close();
          await server.close();
        },
      };
    });
  });

  describe('against a server', () => {
    let server: SmtpCapture;
    let mailer: SmtpMailer;

    afterEach(async () => {
      await mailer?.close();
      await server?.close();
    });

    it('sends from MAIL_FROM to exactly the one recipient', async () => {
      server = await startSmtpCapture();
      mailer = new SmtpMailer(server.url, FROM);
      await mailer.send({ to: 'buyer@example.test', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
      expect(server.mails).toHaveLength(1);
      expect(server.mails[0].from).toBe('Wheelbase <no-reply@wheelbase.example>');
      expect(server.mails[0].recipients).toEqual(['buyer@example.test']);
    });

    it('never turns a comma in the address into a second recipient', async () => {
      server = await startSmtpCapture();
      mailer = new SmtpMailer(server.url, FROM);
      await mailer
        .send({
          to: 'buyer@example.test, other@example.test',
          subject: 'Hi',
          text: 'Hi',
          html: '<p>Hi</p>',
        })
        .catch(() => undefined);
      expect(server.mails.flatMap((mail) => mail.recipients)).not.toContain('other@example.test');
    });

    it('rejects with a clear error when the server refuses the mail', async () => {
      server = await startSmtpCapture({
        rejectRecipients: { code: 550, message: 'No such mailbox here' },
      });
      mailer = new SmtpMailer(server.url, FROM);
      const sending = mailer.send({
        to: 'nobody@example.test',
        subject: 'Hi',
        text: 'Hi',
        html: '<p>Hi</p>',
      });
      await expect(sending).rejects.toThrow(MailDeliveryError);
      await expect(sending).rejects.toThrow(
        /127\.0\.0\.1:\d+ did not accept the mail to nobody@example\.test: .*550.*No such mailbox here/,
      );
      expect(server.mails).toHaveLength(0);
    });

    it('rejects, and reports itself unhealthy, when no server answers', async () => {
      server = await startSmtpCapture();
      const url = server.url;
      await server.close();
      mailer = new SmtpMailer(url, FROM, { timeoutMs: 2_000 });
      await expect(
        mailer.send({ to: 'a@example.test', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' }),
      ).rejects.toThrow(/did not accept the mail to a@example\.test/);
      expect(await mailer.isHealthy()).toBe(false);
    });

    it('keeps credentials from the URL out of its errors', async () => {
      server = await startSmtpCapture({ rejectRecipients: { code: 550, message: 'Refused' } });
      mailer = new SmtpMailer(server.url.replace('smtp://', 'smtp://mailuser:s3cret-pass@'), FROM);
      const error = await mailer
        .send({ to: 'a@example.test', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' })
        .catch((e: Error) => e);
      expect(String((error as Error).message)).not.toContain('s3cret-pass');
    });
  });
});
