import {
  escapeHtml,
  greeting,
  render,
  type RenderedEmail,
  type Site,
} from '../../services/email-templates.js';
import type { MatchKind, QueuedMatch } from '../repositories/alert-match.repository.js';

/** "Confirm your e-mail alerts": the double opt-in mail; nothing else is sent before its link is followed. */
export function alertConfirmationEmail(site: Site, confirmUrl: string): RenderedEmail {
  return render(site, {
    subject: `Confirm your ${site.name} email alerts`,
    greeting: greeting(null),
    paragraphs: [
      `Someone (hopefully you) asked to receive ${site.name} email alerts at this address. Please confirm that you want them.`,
    ],
    action: { label: 'Confirm my email alerts', url: confirmUrl },
    notes: [
      'Until you confirm, we send nothing else to this address.',
      'If you did not ask for alerts, ignore this email and you will not hear from us again.',
    ],
  });
}

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const miles = new Intl.NumberFormat('en-US');

const SECTIONS: { kind: MatchKind; title: string; withAlert?: boolean }[] = [
  { kind: 'new_listing', title: 'New listings' },
  { kind: 'price_drop', title: 'Price drops' },
  { kind: 'dealer_news', title: 'Dealer news' },
];

/** At most this many lines per section; the rest is counted ("and 12 more"). */
export const MAX_LINES_PER_SECTION = 25;

function describe(match: QueuedMatch): { headline: string; details: string } {
  const p = match.payload;
  if (match.kind === 'dealer_news') return { headline: p.title, details: 'New dealer' };
  const price =
    p.price === undefined
      ? ''
      : p.previousPrice !== undefined
        ? `${money.format(p.price)} (was ${money.format(p.previousPrice)})`
        : money.format(p.price);
  const details = [
    price,
    p.mileage != null ? `${miles.format(p.mileage)} miles` : null,
    p.location || null,
    p.alertName ? `matches “${p.alertName}”` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return { headline: p.title, details };
}

/** One digest: every due match of one recipient, grouped by kind, with the signed unsubscribe link. */
export function alertDigestEmail(
  site: Site,
  matches: QueuedMatch[],
  links: { unsubscribeUrl: string; manageUrl: string },
): RenderedEmail {
  const count = matches.length;
  const subject =
    count === 1
      ? `${site.name} alert: ${matches[0].payload.title}`
      : `${site.name} alerts: ${count} updates for you`;
  const sections = SECTIONS.map((section) => ({
    ...section,
    matches: matches.filter((m) => m.kind === section.kind),
  })).filter((s) => s.matches.length);

  const textParts: string[] = ['Hi,', `Here is what changed on ${site.name} for your alerts.`];
  for (const section of sections) {
    const lines = section.matches.slice(0, MAX_LINES_PER_SECTION).map((m) => {
      const { headline, details } = describe(m);
      return `- ${headline}${details ? ` — ${details}` : ''}\n  ${m.payload.url}`;
    });
    const more = section.matches.length - MAX_LINES_PER_SECTION;
    textParts.push(`${section.title}\n${lines.join('\n')}${more > 0 ? `\n…and ${more} more` : ''}`);
  }
  textParts.push(`Manage your alerts: ${links.manageUrl}`);
  textParts.push(`Unsubscribe from all alert emails with one click: ${links.unsubscribeUrl}`);
  textParts.push(`— The ${site.name} team\n${site.url}`);

  const item = (m: QueuedMatch) => {
    const { headline, details } = describe(m);
    return `<li style="margin:0 0 12px;"><a href="${escapeHtml(m.payload.url)}" style="color:#1d4ed8;font-weight:bold;text-decoration:none;">${escapeHtml(headline)}</a>${
      details ? `<br><span style="font-size:14px;color:#52606d;">${escapeHtml(details)}</span>` : ''
    }</li>`;
  };
  const htmlSections = sections
    .map((section) => {
      const more = section.matches.length - MAX_LINES_PER_SECTION;
      return `<h2 style="font-size:18px;margin:24px 0 12px;">${escapeHtml(section.title)}</h2>
<ul style="padding-left:18px;margin:0;">${section.matches.slice(0, MAX_LINES_PER_SECTION).map(item).join('\n')}</ul>${
        more > 0 ? `<p style="font-size:14px;color:#52606d;">…and ${more} more</p>` : ''
      }`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#1f2933;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:28px 32px 8px;font-size:22px;font-weight:bold;color:#1d4ed8;">${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:16px 32px 8px;font-size:16px;line-height:24px;">
<p style="margin:0 0 16px;">Hi,</p>
<p style="margin:0 0 16px;">Here is what changed on ${escapeHtml(site.name)} for your alerts.</p>
${htmlSections}
<p style="margin:28px 0 12px;"><a href="${escapeHtml(links.manageUrl)}" style="color:#1d4ed8;">Manage your alerts</a></p>
</td></tr>
<tr><td style="padding:16px 32px 28px;font-size:12px;color:#9aa5b1;">You receive this because you subscribed to ${escapeHtml(site.name)} email alerts. <a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#52606d;">Unsubscribe</a> with one click.</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, html, text: textParts.join('\n\n') + '\n' };
}
