import type { CarLikeBody } from './car-bodies.js';

/** Work trucks from their left side (frame of parts.ts): a sleeper tractor and a box truck. */
export const SEMI: CarLikeBody = {
  length: 1000,
  top: -700,
  beltline: -425,
  wheels: [
    { x: 190, r: 100 },
    { x: 720, r: 100, arch: false },
    { x: 860, r: 100, arch: false },
  ],
  wheelStyle: 'steel',
  body: `M18 -140 L4 -150 L0 -300 C0 -345 18 -372 70 -378 L330 -398 L372 -405 L410 -560 C418 -578 440 -585 480 -586 L760 -590 C778 -590 786 -578 786 -560 L786 -190 L300 -190 L299 -150 A120 120 0 0 0 81 -150 Z`,
  glass: `M420 -548 L550 -552 L552 -430 L405 -425 Z M376 -408 L412 -552 L424 -550 L390 -405 Z M640 -520 L700 -520 L700 -490 L640 -490 Z`,
  seams: `M405 -560 L400 -200 M562 -562 L560 -200 M372 -405 L362 -200 M330 -398 L40 -372 M600 -585 L600 -195`,
  handles: [[540, -400]],
  headlight: `M4 -300 L70 -306 L72 -270 L4 -262 Z`,
  taillight: `M776 -575 L786 -575 L786 -555 L776 -555 Z`,
  trim: `M280 -190 L990 -190 L990 -150 L280 -150 Z M410 -200 L470 -200 L470 -186 L410 -186 Z M780 -215 L900 -215 L900 -190 L780 -190 Z`,
  extra: `<path d="M0 -200 L70 -200 L70 -130 L10 -130 C4 -140 0 -160 0 -200 Z" fill="url(#chrome)"/>
    <rect x="0" y="-370" width="12" height="170" fill="url(#chrome)"/>
    <rect x="330" y="-270" width="220" height="100" rx="40" fill="url(#chrome)"/>
    <rect x="590" y="-700" width="18" height="520" rx="6" fill="url(#chrome)"/>
    <rect x="955" y="-210" width="16" height="170" fill="#141517"/>`,
};

export const BOX_TRUCK: CarLikeBody = {
  length: 1000,
  top: -600,
  beltline: -300,
  wheels: [
    { x: 175, r: 92 },
    { x: 800, r: 92 },
  ],
  wheelStyle: 'steel',
  body: `M20 -80 C4 -88 0 -120 2 -170 L4 -230 C6 -262 20 -272 60 -275 L200 -285 L250 -420 C256 -432 270 -440 290 -440 L335 -440 L335 -80 L284 -80 A110 110 0 1 0 66 -80 Z`,
  glass: `M214 -292 L256 -412 L325 -414 L325 -300 Z`,
  seams: `M228 -300 L226 -95 M200 -285 L30 -272`,
  handles: [[300, -270]],
  headlight: `M4 -215 C8 -240 20 -250 45 -252 L50 -222 L6 -216 Z`,
  taillight: `M990 -260 L1000 -260 L1000 -220 L990 -220 Z`,
  trim: `M335 -210 L1000 -210 L1000 -180 L335 -180 Z M0 -140 L60 -140 L60 -80 L20 -80 C6 -90 0 -110 0 -140 Z`,
  extra: `<defs><linearGradient id="box" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbfbfb"/><stop offset="0.7" stop-color="#e3e5e8"/><stop offset="1" stop-color="#b9bcc0"/></linearGradient></defs>
    <rect x="345" y="-600" width="655" height="390" rx="6" fill="url(#box)"/>
    <path d="${Array.from({ length: 9 }, (_, i) => `M${345 + (i + 1) * 65} -596 L${345 + (i + 1) * 65} -214`).join(' ')}" stroke="#c3c6ca" stroke-width="2"/>
    <rect x="345" y="-600" width="655" height="10" fill="#d0d3d6"/><rect x="345" y="-222" width="655" height="12" fill="#9da1a6"/>`,
};
