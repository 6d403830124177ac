import { loadConfig } from '@market/platform';
import { z } from 'zod';

/** The address in MAIL_FROM ("Wheelbase <no-reply@wheelbase.example>" → no-reply@wheelbase.example). */
export function addressOf(mailFrom: string): string {
  const match = /<([^>]+)>/.exec(mailFrom);
  return (match ? match[1] : mailFrom).trim();
}

/** The inquiries' own variable: where new contact messages and pre-approval applications are announced. */
export const inquiriesConfigSchema = z.object({
  /** Unset: the address of MAIL_FROM (the site's own mailbox). */
  INQUIRIES_EMAIL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.email('must be an e-mail address').optional(),
  ),
});

export function inquiriesEmail(
  source: Record<string, string | undefined>,
  mailFrom: string,
): string {
  const config = loadConfig(inquiriesConfigSchema, source);
  return config.INQUIRIES_EMAIL?.trim() || addressOf(mailFrom);
}
