import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/**
 * Test helper, not part of the port: an in-process SMTP server (smtp-server) that
 * keeps what it receives, decoded, so a test can read back what the SMTP adapter sent.
 */
export interface CapturedMail {
  /** RCPT TO addresses. */
  recipients: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  mails: CapturedMail[];
  close(): Promise<void>;
}

export interface SmtpCaptureOptions {
  /** Refuse every recipient with this SMTP reply, as a server that rejects the mail. */
  rejectRecipients?: { code: number; message: string };
}

export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // The built-in certificate is self-signed; plain SMTP on loopback is what the test needs.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const reject = options.rejectRecipients;
      if (!reject) return callback();
      callback(Object.assign(new Error(reject.message), { responseCode: reject.code }));
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          ...parseMail(raw),
          recipients: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME for what nodemailer writes: encoded-word headers, multipart, quoted-printable, base64. */
export function parseMail(raw: string): Omit<CapturedMail, 'recipients' | 'raw'> {
  const { headers, body } = splitEntity(raw);
  const parts = leafParts(headers, body);
  return {
    from: decodeWords(headers.get('from') ?? ''),
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: parts.find((p) => p.type === 'text/plain')?.content ?? '',
    html: parts.find((p) => p.type === 'text/html')?.content ?? '',
  };
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const block = end < 0 ? raw : raw.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n(?=[ \t])/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? '' : raw.slice(end + 4) };
}

function leafParts(
  headers: Map<string, string>,
  body: string,
): { type: string; content: string }[] {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    const sections = body.split(`--${boundary}`).slice(1, -1);
    return sections.flatMap((section) => {
      const part = splitEntity(section.replace(/^\r\n/, '').replace(/\r\n$/, ''));
      return leafParts(part.headers, part.body);
    });
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  return [{ type, content: decodeBody(body, encoding).replace(/\r\n/g, '\n') }];
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'quoted-printable')
    return quotedPrintable(body.replace(/=\r\n/g, '')).toString('utf8');
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function quotedPrintable(text: string): Buffer {
  const bytes: Buffer[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Buffer.from([parseInt(hex, 16)]));
      i += 2;
    } else {
      bytes.push(Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.concat(bytes);
}

const ENCODED_WORD = /=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g;

/** RFC 2047: adjacent encoded words join without the whitespace between them, bytes first, then UTF-8. */
function decodeWords(value: string): string {
  const runs = /=\?[^?]+\?[bBqQ]\?[^?]*\?=(?:\s+=\?[^?]+\?[bBqQ]\?[^?]*\?=)*/g;
  return value.replace(runs, (run) => {
    const bytes = [...run.matchAll(ENCODED_WORD)].map(([, , encoding, data]) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : quotedPrintable(data.replace(/_/g, ' ')),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}
