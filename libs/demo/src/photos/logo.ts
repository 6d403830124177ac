/**
 * A dealership's logo as an inert SVG (no scripts, no external references): an emblem with
 * the initials, legible at the 48–64 px the directory and the dashboard show it. SVG, so the visitor's browser sets the type with its
 * own fonts and no font has to be installed where the demo is made.
 */
export function renderLogo(options: { name: string; colour: string; accent: string }): Buffer {
  const initials = options.name
    .replace(/[^A-Za-z ]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // Square: directories and profiles show a logo in a square tile.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <defs><linearGradient id="e" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${options.colour}"/><stop offset="1" stop-color="${options.accent}"/></linearGradient></defs>
  <rect width="160" height="160" rx="24" fill="url(#e)"/>
  <circle cx="80" cy="80" r="58" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>
  <path d="M30 118 q50 -22 100 0" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/>
  <text x="80" y="98" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="54" font-weight="700" fill="#ffffff">${escape(initials)}</text>
</svg>`;
  return Buffer.from(svg);
}
