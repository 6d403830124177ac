import type { AffiliateBannerSize } from '@market/contracts';

const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * A marketing banner as SVG: the site name, the offer, and the affiliate's referral link when
 * given. Text only from the site's configuration and a generated code (both escaped).
 */
export function bannerSvg(
  size: AffiliateBannerSize,
  siteName: string,
  link: string | null,
): string {
  const [width, height] = size.split('x').map(Number);
  const name = escape(siteName);
  const url = link ? escape(link.replace(/^https?:\/\//, '')) : null;
  const cta = 'Find your next vehicle';
  const sub = 'Cars · Motorcycles · Trucks';
  let body: string;
  if (size === '728x90') {
    body = `
  <text x="24" y="40" font-size="28" font-weight="700" fill="#ffffff">${name}</text>
  <text x="24" y="68" font-size="15" fill="#cbd5e1">${sub}</text>
  <rect x="430" y="22" width="274" height="46" rx="8" fill="#f59e0b"/>
  <text x="567" y="${url ? 43 : 51}" font-size="17" font-weight="700" fill="#111827" text-anchor="middle">${cta}</text>
  ${url ? `<text x="567" y="61" font-size="11" fill="#111827" text-anchor="middle">${url}</text>` : ''}`;
  } else if (size === '300x250') {
    body = `
  <text x="150" y="70" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">${name}</text>
  <text x="150" y="102" font-size="14" fill="#cbd5e1" text-anchor="middle">${sub}</text>
  <rect x="30" y="140" width="240" height="48" rx="8" fill="#f59e0b"/>
  <text x="150" y="170" font-size="17" font-weight="700" fill="#111827" text-anchor="middle">${cta}</text>
  ${url ? `<text x="150" y="220" font-size="11" fill="#e2e8f0" text-anchor="middle">${url}</text>` : ''}`;
  } else {
    body = `
  <text x="80" y="80" font-size="22" font-weight="700" fill="#ffffff" text-anchor="middle">${name}</text>
  <text x="80" y="130" font-size="13" fill="#cbd5e1" text-anchor="middle">Cars</text>
  <text x="80" y="150" font-size="13" fill="#cbd5e1" text-anchor="middle">Motorcycles</text>
  <text x="80" y="170" font-size="13" fill="#cbd5e1" text-anchor="middle">Trucks</text>
  <line x1="40" y1="215" x2="120" y2="215" stroke="#f59e0b" stroke-width="2"/>
  <text x="80" y="265" font-size="14" fill="#ffffff" text-anchor="middle">Dealers, reps</text>
  <text x="80" y="285" font-size="14" fill="#ffffff" text-anchor="middle">and private</text>
  <text x="80" y="305" font-size="14" fill="#ffffff" text-anchor="middle">sellers</text>
  <text x="80" y="345" font-size="14" fill="#ffffff" text-anchor="middle">Payment</text>
  <text x="80" y="365" font-size="14" fill="#ffffff" text-anchor="middle">calculator and</text>
  <text x="80" y="385" font-size="14" fill="#ffffff" text-anchor="middle">financing</text>
  <rect x="16" y="420" width="128" height="64" rx="8" fill="#f59e0b"/>
  <text x="80" y="448" font-size="15" font-weight="700" fill="#111827" text-anchor="middle">Find your</text>
  <text x="80" y="468" font-size="15" font-weight="700" fill="#111827" text-anchor="middle">next vehicle</text>
  ${url ? `<text x="80" y="560" font-size="8" fill="#e2e8f0" text-anchor="middle">${url}</text>` : ''}`;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" font-family="Helvetica, Arial, sans-serif">
  <title>${name} — ${cta}${url ? ` (${url})` : ''}</title>
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>${body}
</svg>
`;
}
