import { randomBytes } from 'node:crypto';
import type { MailMessage, Mailer } from './mailer.port.js';

export interface MailerUnderTest {
  mailer: Mailer;
  /** What reached the other side for one recipient (SMTP server, mailbox table), oldest first. */
  readBack(to: string): Promise<MailMessage[]>;
  close(): Promise<void>;
}

/** The contract both mail adapters pass: what is sent can be read back, intact. */
export function mailerContract(kind: Mailer['kind'], setup: () => Promise<MailerUnderTest>): void {
  let sut: MailerUnderTest;
  const address = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.test`;

  beforeAll(async () => {
    sut = await setup();
  });
  afterAll(async () => {
    await sut?.close();
  });

  it(`is the ${kind} adapter`, () => {
    expect(sut.mailer.kind).toBe(kind);
  });

  it('delivers subject, recipient, HTML and text intact, non-ASCII characters included', async () => {
    const to = address('zoe');
    const message: MailMessage = {
      to,
      subject: 'Bienvenue, Zoë — Größe 日本語 Ёлка 🚗',
      text: 'Hello Zoë,\n\nConfirm here: https://market.example/auth/verify?token=abc123\n\nПривет, 你好 🚗 – “quotes”\n',
      html: '<p style="color:#333">Hello Zoë — <a href="https://market.example/auth/verify?token=abc123">Confirm</a></p><p>Привет, 你好 🚗</p>',
    };
    await sut.mailer.send(message);
    expect(await sut.readBack(to)).toEqual([message]);
  });

  it('keeps long lines, leading dots and "From " lines as they were', async () => {
    const to = address('long');
    const message: MailMessage = {
      to,
      subject: `A long subject ${'with many words '.repeat(12)}and an ending ✓`,
      text: `${'x'.repeat(1_500)}\n.starts with a dot\n..two dots\nFrom the start of a line\n= an equals sign =3D`,
      html: `<div>${'<span style="font-weight:bold">ünïcödé</span>'.repeat(200)}</div>`,
    };
    await sut.mailer.send(message);
    expect(await sut.readBack(to)).toEqual([message]);
  });

  it('delivers each message to its own recipient only', async () => {
    const first = address('first');
    const second = address('second');
    await sut.mailer.send({ to: first, subject: 'For the first', text: 'one', html: '<p>one</p>' });
    await sut.mailer.send({
      to: second,
      subject: 'For the second',
      text: 'two',
      html: '<p>two</p>',
    });
    expect((await sut.readBack(first)).map((m) => m.subject)).toEqual(['For the first']);
    expect((await sut.readBack(second)).map((m) => m.subject)).toEqual(['For the second']);
  });

  it('reports itself healthy', async () => {
    expect(await sut.mailer.isHealthy()).toBe(true);
  });
}
