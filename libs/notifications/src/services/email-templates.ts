/**
 * The e-mails notifications sends, each as HTML (simple, inline styles, what mail
 * clients render) and plain text built from the same parts. Links come from the
 * events (already absolute); the site name and address from SITE_NAME / PUBLIC_URL.
 */
export interface Site {
  name: string;
  url: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface LinkEmailInput {
  firstName: string | null;
  url: string;
  /** ISO times: the link's expiry and when it was issued (the event's time), for "expires in 48 hours". */
  expiresAt: string;
  issuedAt: string;
}

export function verificationEmail(site: Site, input: LinkEmailInput): RenderedEmail {
  return render(site, {
    subject: `Verify your email address for ${site.name}`,
    greeting: greeting(input.firstName),
    paragraphs: [
      `Thanks for signing up to ${site.name}. Please confirm your email address to activate your account.`,
    ],
    action: { label: 'Verify email address', url: input.url },
    notes: [
      `This link works once and ${expiry(input)}.`,
      `If you did not create an account on ${site.name}, you can ignore this email.`,
    ],
  });
}

export function welcomeEmail(
  site: Site,
  input: { firstName: string | null; accountType: 'private_seller' | 'sales_rep' },
): RenderedEmail {
  const next =
    input.accountType === 'sales_rep'
      ? 'Your sales representative account is ready: complete your profile and start listing vehicles for your customers.'
      : 'You can now save the vehicles you like, set up email alerts and list your own car, motorcycle or truck for sale.';
  return render(site, {
    subject: `Welcome to ${site.name}!`,
    greeting: greeting(input.firstName),
    paragraphs: [`Your email address is verified and your ${site.name} account is active.`, next],
    action: { label: `Go to ${site.name}`, url: site.url },
    notes: ['Happy driving!'],
  });
}

export function passwordResetEmail(site: Site, input: LinkEmailInput): RenderedEmail {
  return render(site, {
    subject: `Reset your ${site.name} password`,
    greeting: greeting(input.firstName),
    paragraphs: [
      `We received a request to reset the password of your ${site.name} account. Choose a new one here:`,
    ],
    action: { label: 'Reset password', url: input.url },
    notes: [
      `This link works once and ${expiry(input)}.`,
      'If you did not ask for a new password, you can ignore this email: your password stays as it is.',
    ],
  });
}

/** Sign-ins to the account failed repeatedly and it is locked for a while (identity.sign-in.throttled). */
export function signInAlertEmail(
  site: Site,
  input: { firstName: string | null; failures: number; lockedUntil: string },
): RenderedEmail {
  const until = new Date(input.lockedUntil);
  const when = Number.isNaN(until.getTime())
    ? 'for a while'
    : `until ${expiryFormat.format(until)} UTC`;
  return render(site, {
    subject: `Failed sign-in attempts on your ${site.name} account`,
    greeting: greeting(input.firstName),
    paragraphs: [
      `Someone tried to sign in to your ${site.name} account with a wrong password ${input.failures} times within the hour. To protect it, sign-ins are paused ${when}.`,
      'If this was you, wait and try again, or reset your password. If it was not, we recommend choosing a new, unique password now.',
    ],
    action: { label: 'Reset your password', url: `${site.url}/auth?forgot=1` },
    notes: [
      'Your password has not been changed and nobody has signed in. You do not need to answer this email.',
    ],
  });
}

/** An admin's broadcast: their subject and message, one paragraph per blank-line-separated block. */
export function broadcastEmail(
  site: Site,
  input: { firstName: string | null; subject: string; message: string },
): RenderedEmail {
  return render(site, {
    subject: input.subject,
    greeting: greeting(input.firstName),
    paragraphs: input.message
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .filter(Boolean),
    action: { label: `Visit ${site.name}`, url: site.url },
    notes: [`You receive this because you have a ${site.name} account.`],
  });
}

/** The parts every mail is built from (also used by dealer-email-templates.ts). */
export interface Parts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  notes: string[];
}

export function render(site: Site, parts: Parts): RenderedEmail {
  return { subject: parts.subject, html: renderHtml(site, parts), text: renderText(site, parts) };
}

function renderText(site: Site, parts: Parts): string {
  return (
    [
      parts.greeting,
      ...parts.paragraphs,
      `${parts.action.label}: ${parts.action.url}`,
      ...parts.notes,
      `— The ${site.name} team\n${site.url}`,
    ].join('\n\n') + '\n'
  );
}

const muted = 'font-size:14px;line-height:20px;color:#52606d;margin:0 0 12px;';

function renderHtml(site: Site, parts: Parts): string {
  const url = escapeHtml(parts.action.url);
  const paragraph = (text: string, style = 'margin:0 0 16px;') =>
    `<p style="${style}">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#1f2933;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:28px 32px 8px;font-size:22px;font-weight:bold;color:#1d4ed8;">${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:16px 32px 8px;font-size:16px;line-height:24px;">
${paragraph(parts.greeting)}
${parts.paragraphs.map((text) => paragraph(text)).join('\n')}
<p style="margin:28px 0;"><a href="${url}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:6px;">${escapeHtml(parts.action.label)}</a></p>
<p style="${muted}">If the button does not work, copy this link into your browser:<br><a href="${url}" style="color:#1d4ed8;word-break:break-all;">${url}</a></p>
${parts.notes.map((text) => paragraph(text, muted)).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px 28px;font-size:12px;color:#9aa5b1;">The ${escapeHtml(site.name)} team · <a href="${escapeHtml(site.url)}" style="color:#9aa5b1;">${escapeHtml(site.url)}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

export function greeting(firstName: string | null): string {
  const name = firstName?.trim();
  return name ? `Hi ${name},` : 'Hi,';
}

const expiryFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** "expires in 48 hours (24 Nov 2026, 15:10 UTC)", counted from when the link was issued. */
export function expiry({ expiresAt, issuedAt }: { expiresAt: string; issuedAt: string }): string {
  const expires = new Date(expiresAt);
  if (Number.isNaN(expires.getTime())) return 'expires soon';
  const issued = new Date(issuedAt);
  const minutes = Math.round(
    (expires.getTime() - (Number.isNaN(issued.getTime()) ? Date.now() : issued.getTime())) / 60_000,
  );
  return `expires in ${duration(minutes)} (${expiryFormat.format(expires)} UTC)`;
}

function duration(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 60 || (minutes < 120 && minutes % 60 !== 0))
    return plural(Math.max(minutes, 1), 'minute');
  const hours = Math.round(minutes / 60);
  return hours >= 72 && hours % 24 === 0 ? plural(hours / 24, 'day') : plural(hours, 'hour');
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
