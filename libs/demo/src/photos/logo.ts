/**
 * A dealership's logo as an inert SVG (no scripts, no external references): an emblem with
 * the initials and the name beside it. SVG, so the visitor's browser sets the type with its
 * own fonts and no font has to be installed where the demo is made.
 */
export function renderLogo(options: { name: string; tagline: string; colour: string; accent: string }): Buffer {
  const initials = options.name
    .replace(/[^A-Za-z ]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
  const words = options.name.split(' ');
  const half = Math.ceil(words.length / 2);
  const [first, second] = words.length > 2 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [options.name, ''];
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160" viewBox="0 0 400 160">
  <defs><linearGradient id="e" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${options.colour}"/><stop offset="1" stop-color="${options.accent}"/></linearGradient></defs>
  <rect width="400" height="160" rx="18" fill="#ffffff"/>
  <path d="M28 30 h88 a12 12 0 0 1 12 12 v46 c0 26 -26 40 -56 48 c-30 -8 -56 -22 -56 -48 v-46 a12 12 0 0 1 12 -12 z" fill="url(#e)"/>
  <path d="M34 92 q38 -22 88 0" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="4"/>
  <text x="72" y="80" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="38" font-weight="700" fill="#ffffff">${escape(initials)}</text>
  <text x="146" y="${second ? 70 : 86}" font-family="'Helvetica Neue', Arial, sans-serif" font-size="27" font-weight="700" fill="${options.accent}">${escape(first)}</text>
  ${second ? `<text x="146" y="102" font-family="'Helvetica Neue', Arial, sans-serif" font-size="27" font-weight="700" fill="${options.accent}">${escape(second)}</text>` : ''}
  <text x="146" y="${second ? 128 : 114}" font-family="'Helvetica Neue', Arial, sans-serif" font-size="15" letter-spacing="1.5" fill="#6b7280">${escape(options.tagline.toUpperCase())}</text>
</svg>`;
  return Buffer.from(svg);
}
