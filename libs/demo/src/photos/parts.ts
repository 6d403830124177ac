import { shade } from './paint.js';

/**
 * Drawing parts shared by every vehicle, in the vehicle's own frame: x from the front
 * (0) to the back, y up from the ground (0) as negative numbers.
 */

/** Car paint as a camera sees a side: sky on the shoulder, a horizon line, the ground below. */
export function paintGradient(id: string, paint: string, top: number, beltline: number): string {
  const belt = Math.min(0.9, Math.max(0.05, (beltline - top) / -top));
  const stop = (offset: number, colour: string) =>
    `<stop offset="${Math.min(1, Math.max(0, offset)).toFixed(3)}" stop-color="${colour}"/>`;
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${top}" x2="0" y2="0">
    ${stop(0, shade(paint, 0.22))}${stop(belt - 0.04, shade(paint, 0.06))}${stop(belt + 0.01, shade(paint, 0.42))}
    ${stop(belt + 0.07, shade(paint, 0.04))}${stop(belt + (1 - belt) * 0.42, shade(paint, 0.14))}
    ${stop(belt + (1 - belt) * 0.44, shade(paint, -0.3))}${stop(belt + (1 - belt) * 0.75, shade(paint, -0.16))}
    ${stop(1, shade(paint, -0.55))}</linearGradient>`;
}

/** Gradients every vehicle uses: tinted glass, tyres, alloy, chrome, black trim, lamps. */
export const SHARED_DEFS = `
  <linearGradient id="glass" x1="0" y1="0" x2="0.35" y2="1">
    <stop offset="0" stop-color="#5d6f80"/><stop offset="0.45" stop-color="#1d2631"/><stop offset="0.5" stop-color="#33414f"/><stop offset="1" stop-color="#0b0f14"/></linearGradient>
  <radialGradient id="tyre"><stop offset="0.6" stop-color="#2b2c2e"/><stop offset="0.9" stop-color="#161718"/><stop offset="1" stop-color="#0a0a0b"/></radialGradient>
  <linearGradient id="alloy" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#f1f3f5"/><stop offset="0.45" stop-color="#a7acb2"/><stop offset="0.55" stop-color="#c9cdd1"/><stop offset="1" stop-color="#6f747a"/></linearGradient>
  <linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fdfdfd"/><stop offset="0.35" stop-color="#9fa5ab"/><stop offset="0.5" stop-color="#e9ecef"/><stop offset="0.75" stop-color="#5f656b"/><stop offset="1" stop-color="#c9cdd1"/></linearGradient>
  <linearGradient id="trim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3c3f"/><stop offset="1" stop-color="#16171a"/></linearGradient>
  <linearGradient id="lamp" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="#dfe8f0"/><stop offset="1" stop-color="#8c99a6"/></linearGradient>
  <linearGradient id="taillamp" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff5a4f"/><stop offset="0.5" stop-color="#b3120f"/><stop offset="1" stop-color="#5e0705"/></linearGradient>
  <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.62"/><stop offset="0.55" stop-color="#000" stop-opacity="0.38"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  <radialGradient id="sheen"><stop offset="0" stop-color="#fff" stop-opacity="0.4"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;

/** A road wheel: tyre, sidewall, a five-spoke alloy (or a steel truck disc), brake and hub. */
export function wheel(cx: number, r: number, style: 'alloy' | 'steel' = 'alloy'): string {
  const cy = -r;
  const rim = r * 0.64;
  const spokes =
    style === 'alloy'
      ? Array.from({ length: 5 }, (_, i) => {
          const angle = i * 72 + 18;
          return `<path d="M${-rim * 0.09} ${-rim * 0.2} L${-rim * 0.16} ${-rim * 0.95} L${rim * 0.16} ${-rim * 0.95} L${rim * 0.09} ${-rim * 0.2} Z" fill="url(#alloy)" transform="rotate(${angle})"/>`;
        }).join('')
      : Array.from({ length: 8 }, (_, i) => {
          const angle = i * 45;
          return `<ellipse cx="0" cy="${-rim * 0.62}" rx="${rim * 0.1}" ry="${rim * 0.16}" fill="#2a2c2f" transform="rotate(${angle})"/>`;
        }).join('');
  const face =
    style === 'alloy'
      ? `<circle r="${rim}" fill="#232528"/><circle r="${rim * 0.72}" fill="#6c7075"/>
         <path d="M${-rim * 0.25} ${-rim * 0.62} h${rim * 0.5} v${rim * 0.3} h${-rim * 0.5} Z" fill="#8f1d1d" transform="rotate(-35)"/>${spokes}`
      : `<circle r="${rim}" fill="url(#alloy)"/>${spokes}<circle r="${rim * 0.4}" fill="url(#chrome)"/>`;
  return `<g transform="translate(${cx} ${cy})">
    <circle r="${r}" fill="url(#tyre)"/>
    <circle r="${r * 0.9}" fill="none" stroke="#3b3d40" stroke-width="${r * 0.025}"/>
    <circle r="${rim * 1.04}" fill="none" stroke="#cfd3d7" stroke-width="${r * 0.03}"/>
    ${face}
    <circle r="${rim * 0.18}" fill="url(#chrome)" stroke="#55595e" stroke-width="${r * 0.01}"/>
    <path d="M${-r * 0.85} ${-r * 0.2} A ${r * 0.86} ${r * 0.86} 0 0 1 ${r * 0.3} ${-r * 0.8}" fill="none" stroke="#fff" stroke-opacity="0.09" stroke-width="${r * 0.06}"/>
  </g>`;
}

/** The dark cavity of a wheel arch, drawn before the body. */
export function archShadow(cx: number, r: number, clearance: number): string {
  return `<circle cx="${cx}" cy="${-r}" r="${r + clearance}" fill="#0d0e10"/>`;
}

/** A soft shadow on the floor: wide under the body, darker where the tyres touch. */
export function groundShadow(length: number, wheels: { x: number; r: number }[]): string {
  const contacts = wheels
    .map(
      (w) =>
        `<ellipse cx="${w.x}" cy="0" rx="${w.r * 0.9}" ry="${w.r * 0.09}" fill="url(#shadow)"/>`,
    )
    .join('');
  return `<ellipse cx="${length / 2}" cy="2" rx="${length * 0.58}" ry="${length * 0.045}" fill="url(#shadow)"/>${contacts}`;
}

/** A light line along the body's edge and a long reflection on its shoulder, clipped to the body. */
export function gloss(bodyPath: string, clipId: string, length: number, beltline: number): string {
  return `<clipPath id="${clipId}"><path d="${bodyPath}"/></clipPath>
    <g clip-path="url(#${clipId})">
      <path d="${bodyPath}" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="3"/>
      <ellipse cx="${length * 0.5}" cy="${beltline + 22}" rx="${length * 0.44}" ry="12" fill="url(#sheen)"/>
    </g>`;
}
