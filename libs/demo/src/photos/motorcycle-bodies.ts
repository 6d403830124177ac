import { shade } from './paint.js';

/** Motorcycles from their left side, front at x = 0, in the frame of parts.ts (ground at y = 0). */
export type MotorcycleStyle = 'cruiser' | 'sport' | 'adventure';

const LENGTH = 1000;
const TOPS: Record<MotorcycleStyle, number> = { cruiser: -600, sport: -560, adventure: -700 };

function bikeWheel(cx: number, r: number, wire: boolean): string {
  const rim = r * 0.74;
  const spokes = wire
    ? Array.from({ length: 18 }, (_, i) => {
        const a = (i * 20 * Math.PI) / 180;
        const b = a + (i % 2 ? 0.5 : -0.5);
        return `M${(Math.cos(b) * rim * 0.18).toFixed(1)} ${(Math.sin(b) * rim * 0.18).toFixed(1)} L${(Math.cos(a) * rim).toFixed(1)} ${(Math.sin(a) * rim).toFixed(1)}`;
      }).join(' ')
    : '';
  const cast = wire
    ? `<path d="${spokes}" stroke="#d9dcdf" stroke-width="2.2" fill="none"/>`
    : Array.from(
        { length: 5 },
        (_, i) =>
          `<path d="M-7 -14 L-10 ${-rim} L10 ${-rim} L7 -14 Z" fill="#2a2c30" transform="rotate(${i * 72})"/>`,
      ).join('');
  return `<g transform="translate(${cx} ${-r})">
    <circle r="${r}" fill="url(#tyre)"/><circle r="${r * 0.86}" fill="none" stroke="#36383b" stroke-width="3"/>
    <circle r="${rim}" fill="${wire ? '#1d1f22' : '#1a1b1e'}" stroke="url(#chrome)" stroke-width="7"/>
    <circle r="${rim * 0.62}" fill="none" stroke="#8d9297" stroke-width="10" stroke-opacity="0.8"/>
    ${cast}<circle r="${rim * 0.2}" fill="url(#chrome)"/>
  </g>`;
}

const shadowOf = (length: number) =>
  `<ellipse cx="${length / 2}" cy="2" rx="${length * 0.55}" ry="${length * 0.04}" fill="url(#shadow)"/>
   <ellipse cx="180" cy="0" rx="110" ry="12" fill="url(#shadow)"/><ellipse cx="800" cy="0" rx="110" ry="12" fill="url(#shadow)"/>`;

function paintDefs(id: string, paint: string, top: number): string {
  return `<linearGradient id="${id}-paint" gradientUnits="userSpaceOnUse" x1="0" y1="${top}" x2="0" y2="${top + 260}">
    <stop offset="0" stop-color="${shade(paint, 0.45)}"/><stop offset="0.25" stop-color="${shade(paint, 0.1)}"/>
    <stop offset="0.6" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, -0.5)}"/></linearGradient>
    <linearGradient id="${id}-engine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9bdc2"/><stop offset="0.5" stop-color="#6c7177"/><stop offset="1" stop-color="#2e3135"/></linearGradient>`;
}

/** A V-twin's cylinders and cases, fins drawn as light lines. */
const vTwin = (id: string) => `
  <path d="M380 -200 C370 -250 380 -300 420 -310 L520 -300 C560 -290 580 -250 570 -190 C540 -160 420 -160 380 -200 Z" fill="#25272b"/>
  <path d="M392 -300 L350 -420 L420 -440 L462 -306 Z" fill="url(#${id}-engine)"/>
  <path d="M470 -306 L505 -440 L575 -425 L540 -296 Z" fill="url(#${id}-engine)"/>
  <path d="${Array.from({ length: 7 }, (_, i) => `M${356 + i * 6} ${-410 + i * 16} L${418 + i * 6} ${-428 + i * 16} M${505 - i * 5} ${-428 + i * 18} L${570 - i * 5} ${-414 + i * 18}`).join(' ')}" stroke="#d9dde1" stroke-width="3" opacity="0.7"/>
  <circle cx="470" cy="-230" r="34" fill="url(#chrome)"/>`;

/** An inline four (sport and adventure bikes), partly hidden by bodywork. */
const inlineFour = (id: string) => `
  <path d="M370 -190 C360 -250 380 -320 430 -340 L560 -330 C600 -300 600 -230 580 -185 C520 -160 420 -160 370 -190 Z" fill="#26282c"/>
  <path d="M420 -340 L400 -430 L520 -440 L540 -336 Z" fill="url(#${id}-engine)"/>
  <path d="${Array.from({ length: 5 }, (_, i) => `M${404 + i * 3} ${-420 + i * 16} L${524 + i * 3} ${-428 + i * 16}`).join(' ')}" stroke="#d9dde1" stroke-width="3" opacity="0.6"/>
  <circle cx="460" cy="-240" r="30" fill="#4b4f55"/>`;

export function drawMotorcycle(
  style: MotorcycleStyle,
  paint: string,
  id: string,
): { svg: string; length: number; height: number } {
  const top = TOPS[style];
  const p = `url(#${id}-paint)`;
  const parts: Record<MotorcycleStyle, string> = {
    cruiser: `
      <path d="M600 -230 L800 -150" stroke="#1b1c1f" stroke-width="26" stroke-linecap="round"/>
      <path d="M300 -470 L380 -210 L600 -230 M300 -470 L590 -450" stroke="#1b1c1f" stroke-width="22" fill="none" stroke-linecap="round"/>
      ${vTwin(id)}
      <path d="M470 -215 C600 -205 760 -200 950 -215 L955 -185 C760 -170 600 -175 470 -185 Z" fill="url(#chrome)"/>
      <path d="M420 -230 C600 -240 780 -245 930 -250 L935 -228 C780 -220 600 -212 420 -205 Z" fill="url(#chrome)"/>
      <path d="M640 -300 C700 -360 860 -370 930 -280 L900 -270 C850 -330 720 -330 670 -290 Z" fill="${p}"/>
      <path d="M540 -448 C600 -470 700 -470 760 -440 L770 -420 C700 -410 600 -410 540 -420 Z" fill="#141416"/>
      <path d="M320 -470 C340 -540 470 -550 560 -500 C570 -470 560 -440 540 -430 C450 -420 360 -430 320 -470 Z" fill="${p}"/>
      <path d="M180 -150 L290 -480 M200 -150 L310 -480" stroke="url(#chrome)" stroke-width="18" stroke-linecap="round"/>
      <path d="M110 -250 C140 -320 230 -330 270 -270 L250 -262 C220 -300 150 -300 128 -244 Z" fill="${p}"/>
      <path d="M300 -490 L330 -560 L380 -575" stroke="#1b1c1f" stroke-width="12" fill="none" stroke-linecap="round"/>
      <circle cx="255" cy="-470" r="42" fill="url(#chrome)"/><circle cx="250" cy="-470" r="32" fill="url(#lamp)"/>
      <rect x="900" y="-330" width="30" height="20" rx="6" fill="url(#taillamp)"/>`,
    sport: `
      <path d="M610 -250 L800 -146" stroke="#202225" stroke-width="30" stroke-linecap="round"/>
      <path d="M330 -470 L610 -260" stroke="#5c6167" stroke-width="40" stroke-linecap="round"/>
      ${inlineFour(id)}
      <path d="M590 -215 C660 -215 740 -250 790 -280 L800 -258 C750 -225 670 -190 600 -190 Z" fill="#2f3236"/>
      <path d="M760 -300 L860 -330 L872 -296 L772 -268 Z" fill="url(#chrome)"/>
      <path d="M590 -470 C700 -480 820 -520 930 -570 L922 -536 C860 -500 760 -440 660 -400 L600 -420 Z" fill="${p}"/>
      <path d="M590 -472 C640 -482 700 -490 770 -505 L775 -486 C710 -470 650 -455 600 -450 Z" fill="#141416"/>
      <path d="M400 -500 C440 -560 560 -560 610 -480 C590 -440 450 -430 400 -500 Z" fill="${p}"/>
      <path d="M180 -146 L330 -480" stroke="#c9a24a" stroke-width="22" stroke-linecap="round"/>
      <path d="M600 -462 L770 -490 L720 -390 L620 -300 Z" fill="#2b2d31"/>
      <path d="M160 -425 C190 -480 260 -540 340 -555 L440 -480 C460 -400 480 -300 560 -200 C500 -180 400 -185 340 -200 C320 -260 300 -320 250 -360 C220 -385 190 -400 160 -425 Z" fill="${p}"/>
      <path d="M360 -240 C420 -200 480 -190 540 -200 L500 -190 C440 -190 390 -205 360 -240 Z" fill="#1b1c1f"/>
      <path d="M230 -500 C260 -545 310 -565 350 -560 L330 -530 C300 -530 270 -515 250 -490 Z" fill="url(#glass)" opacity="0.9"/>
      <path d="M176 -440 L232 -465 L246 -440 L190 -420 Z" fill="url(#lamp)"/>
      <path d="M100 -240 C130 -300 220 -310 260 -250 L245 -240 C215 -285 150 -280 120 -232 Z" fill="${p}"/>
      <rect x="905" y="-566" width="26" height="14" rx="5" fill="url(#taillamp)"/>`,
    adventure: `
      <path d="M600 -260 L800 -152" stroke="#202225" stroke-width="28" stroke-linecap="round"/>
      <path d="M330 -520 L410 -240 L600 -260 M330 -520 L620 -490" stroke="#2b2d31" stroke-width="22" fill="none" stroke-linecap="round"/>
      ${inlineFour(id)}
      <path d="M520 -210 C640 -240 760 -330 830 -400 L850 -380 C780 -300 650 -195 540 -180 Z" fill="url(#chrome)"/>
      <rect x="730" y="-580" width="200" height="140" rx="18" fill="#2a2c2f"/><rect x="740" y="-570" width="180" height="12" rx="6" fill="#6b7075"/>
      <path d="M580 -520 C650 -530 730 -540 790 -545 L795 -520 C730 -505 650 -492 585 -490 Z" fill="#141416"/>
      <path d="M340 -520 C370 -620 540 -630 600 -520 C590 -470 430 -440 340 -520 Z" fill="${p}"/>
      <path d="M350 -470 C420 -440 520 -430 580 -470 L560 -380 C500 -360 420 -370 360 -400 Z" fill="${shade(paint, -0.25)}"/>
      <path d="M180 -152 L320 -540 M202 -152 L342 -540" stroke="#c9a24a" stroke-width="20" stroke-linecap="round"/>
      <path d="M250 -590 L300 -700 L336 -694 L300 -590 Z" fill="url(#glass)" opacity="0.85"/>
      <path d="M230 -580 C260 -610 330 -615 370 -580 L390 -500 L320 -480 C280 -500 245 -540 230 -580 Z" fill="${p}"/>
      <path d="M150 -420 C190 -440 240 -450 270 -440 L250 -400 C210 -405 180 -400 150 -400 Z" fill="${p}"/>
      <path d="M238 -565 L282 -572 L290 -544 L246 -540 Z" fill="url(#lamp)"/>
      <path d="M330 -590 L370 -640 L420 -645" stroke="#1b1c1f" stroke-width="12" fill="none" stroke-linecap="round"/>
      <rect x="905" y="-450" width="22" height="14" rx="5" fill="url(#taillamp)"/>`,
  };
  const wire = style !== 'sport';
  const r = style === 'adventure' ? 152 : 146;
  return {
    length: LENGTH,
    height: -top,
    svg: `<defs>${paintDefs(id, paint, top)}</defs>${shadowOf(LENGTH)}
      ${bikeWheel(800, r, wire)}${bikeWheel(180, r, wire)}${parts[style]}`,
  };
}
