import { shade } from './paint.js';
import { archShadow, gloss, groundShadow, paintGradient, wheel } from './parts.js';

/** A four-wheeled vehicle seen from its left side, front at x = 0 (see parts.ts for the frame). */
export interface CarLikeBody {
  length: number;
  /** Highest point (negative). */
  top: number;
  beltline: number;
  /** `arch: false`: a wheel under a frame, not inside a wheel arch (a tractor's drive axles). */
  wheels: { x: number; r: number; arch?: boolean }[];
  wheelStyle?: 'alloy' | 'steel';
  body: string;
  glass: string;
  /** Blacked-out pillars and window frames, over the glass. */
  pillars?: string;
  /** Panel gaps: door, hood, tailgate. */
  seams: string;
  handles: [number, number][];
  headlight: string;
  taillight: string;
  /** Unpainted parts: bumpers' lower edges, cladding, mirrors. */
  trim?: string;
  /** Anything else, drawn last (chrome, stacks, a box body...). */
  extra?: string;
}

/** The vehicle's SVG (its own frame) in the given paint. */
export function drawCarLike(spec: CarLikeBody, paint: string, id: string): string {
  const { length, top, beltline } = spec;
  const clearance = Math.max(8, spec.wheels[0].r * 0.12);
  return `<defs>${paintGradient(`${id}-paint`, paint, top, beltline)}</defs>
    ${groundShadow(length, spec.wheels)}
    ${spec.wheels
      .filter((w) => w.arch !== false)
      .map((w) => archShadow(w.x, w.r, clearance))
      .join('')}
    <path d="${spec.body}" fill="url(#${id}-paint)"/>
    <path d="${spec.glass}" fill="url(#glass)"/>
    ${spec.pillars ? `<path d="${spec.pillars}" fill="#101215"/>` : ''}
    ${gloss(spec.body, `${id}-clip`, length, beltline)}
    <path d="${spec.seams}" fill="none" stroke="${shade(paint, -0.6)}" stroke-opacity="0.75" stroke-width="2.2"/>
    ${spec.handles.map(([x, y]) => `<rect x="${x - 22}" y="${y - 5}" width="44" height="10" rx="5" fill="${shade(paint, -0.35)}"/><rect x="${x - 20}" y="${y - 5}" width="40" height="3" rx="1.5" fill="#fff" opacity="0.35"/>`).join('')}
    ${spec.trim ? `<path d="${spec.trim}" fill="url(#trim)"/>` : ''}
    <path d="${spec.headlight}" fill="url(#lamp)" stroke="#4a5057" stroke-width="1.5"/>
    <path d="${spec.taillight}" fill="url(#taillamp)" stroke="#3a0a08" stroke-width="1.5"/>
    ${spec.extra ?? ''}
    ${spec.wheels.map((w) => wheel(w.x, w.r, spec.wheelStyle)).join('')}`;
}

export const SEDAN: CarLikeBody = {
  length: 1000,
  top: -300,
  beltline: -195,
  wheels: [
    { x: 190, r: 78 },
    { x: 790, r: 78 },
  ],
  body: `M30 -48 C8 -55 0 -90 4 -120 C8 -150 30 -168 80 -176 L330 -193 C380 -232 430 -280 482 -292 C560 -302 622 -302 662 -293 C722 -270 782 -222 822 -206 L958 -199 C985 -196 998 -180 1000 -150 C1002 -110 995 -70 980 -48 L876 -48 A92 92 0 1 0 704 -48 L276 -48 A92 92 0 1 0 104 -48 Z`,
  glass: `M352 -197 C397 -234 440 -274 488 -284 C560 -292 620 -292 656 -285 C706 -264 752 -228 792 -206 L790 -197 Z`,
  pillars: `M566 -290 L590 -290 L588 -197 L570 -197 Z M352 -197 C360 -204 368 -210 376 -216 L380 -197 Z`,
  seams: `M362 -195 C356 -150 350 -90 300 -60 M578 -195 L576 -52 M792 -200 C798 -170 812 -150 835 -140 M330 -193 L120 -172`,
  handles: [
    [525, -168],
    [742, -168],
  ],
  headlight: `M8 -140 C18 -156 46 -166 92 -171 L86 -150 C55 -146 30 -140 8 -132 Z`,
  taillight: `M974 -196 C988 -192 997 -182 999 -166 L978 -168 Z`,
  trim: `M104 -48 L104 -58 L276 -58 L276 -48 Z M704 -48 L704 -58 L876 -58 L876 -48 Z M2 -70 C2 -58 12 -50 30 -48 L80 -48 L80 -60 Z M340 -205 L372 -212 L378 -196 L344 -194 Z`,
};

export const SUV: CarLikeBody = {
  length: 1000,
  top: -372,
  beltline: -242,
  wheels: [
    { x: 180, r: 88 },
    { x: 800, r: 88 },
  ],
  body: `M25 -64 C6 -72 0 -110 3 -150 C6 -200 20 -225 70 -232 L300 -250 C350 -292 390 -336 432 -352 C520 -362 800 -362 930 -357 C960 -352 978 -330 986 -300 L996 -180 C998 -130 995 -90 975 -64 L901 -64 A104 104 0 1 0 699 -64 L281 -64 A104 104 0 1 0 79 -64 Z`,
  glass: `M318 -247 C360 -286 396 -326 437 -341 L906 -345 C931 -343 949 -325 956 -300 L962 -247 Z`,
  pillars: `M560 -342 L588 -342 L586 -247 L562 -247 Z M772 -344 L800 -344 L805 -247 L780 -247 Z M318 -247 C328 -256 338 -265 348 -274 L352 -247 Z`,
  seams: `M332 -248 C326 -200 322 -130 292 -80 M576 -248 L574 -70 M796 -248 C800 -210 812 -196 840 -184 M300 -250 L110 -234 M962 -250 L974 -90`,
  handles: [
    [510, -212],
    [742, -212],
  ],
  headlight: `M8 -192 C20 -214 60 -224 110 -228 L100 -200 C62 -196 30 -190 8 -182 Z`,
  taillight: `M978 -318 L990 -316 L996 -236 L984 -236 Z`,
  trim: `M79 -64 L79 -96 C120 -186 240 -186 281 -96 L281 -64 Z M699 -64 L699 -96 C740 -186 860 -186 901 -96 L901 -64 Z M281 -64 L281 -92 L699 -92 L699 -64 Z M3 -110 C3 -80 10 -66 25 -64 L79 -64 L79 -100 Z M901 -64 L975 -64 C990 -80 996 -100 996 -120 L901 -120 Z M470 -370 L900 -372 L900 -362 L470 -360 Z M312 -256 L350 -266 L356 -246 L316 -244 Z`,
};

export const HATCHBACK: CarLikeBody = {
  length: 900,
  top: -300,
  beltline: -198,
  wheels: [
    { x: 165, r: 74 },
    { x: 735, r: 74 },
  ],
  body: `M25 -46 C6 -53 0 -90 3 -120 C8 -150 28 -166 75 -172 L290 -190 C340 -235 390 -282 440 -292 C540 -300 660 -298 760 -290 C820 -285 860 -265 880 -235 L895 -160 C900 -110 895 -70 880 -46 L819 -46 A88 88 0 1 0 651 -46 L249 -46 A88 88 0 1 0 81 -46 Z`,
  glass: `M306 -193 C350 -232 396 -272 446 -282 L755 -280 C805 -276 840 -258 860 -232 L866 -206 L310 -196 Z`,
  pillars: `M530 -284 L556 -284 L554 -198 L532 -198 Z M700 -282 L866 -236 L866 -206 L720 -202 Z`,
  seams: `M318 -193 C312 -150 306 -96 266 -64 M542 -196 L540 -50 M720 -202 C728 -170 740 -152 770 -144 M290 -190 L110 -170 M868 -230 L884 -70`,
  handles: [
    [478, -168],
    [690, -168],
  ],
  headlight: `M8 -140 C20 -156 50 -164 95 -168 L88 -146 C55 -142 30 -138 8 -132 Z`,
  taillight: `M872 -236 L888 -230 L894 -176 L880 -176 Z`,
  trim: `M81 -46 L81 -56 L249 -56 L249 -46 Z M651 -46 L651 -56 L819 -56 L819 -46 Z M2 -72 C2 -56 12 -48 25 -46 L81 -46 L81 -62 Z M296 -202 L330 -208 L336 -194 L300 -192 Z`,
};

export const COUPE: CarLikeBody = {
  length: 1000,
  top: -268,
  beltline: -182,
  wheels: [
    { x: 200, r: 80 },
    { x: 790, r: 80 },
  ],
  body: `M30 -42 C8 -48 0 -80 3 -105 C8 -135 35 -150 90 -158 L390 -182 C450 -225 510 -262 570 -268 C640 -272 690 -266 730 -252 C800 -225 880 -200 960 -190 C985 -186 998 -170 1000 -140 C1000 -100 995 -62 980 -42 L877 -42 A94 94 0 1 0 703 -42 L287 -42 A94 94 0 1 0 113 -42 Z`,
  glass: `M414 -184 C464 -218 516 -244 568 -249 C626 -253 672 -248 706 -238 C748 -224 786 -206 810 -192 L420 -183 Z`,
  pillars: `M410 -184 C420 -192 428 -198 436 -204 L440 -183 Z`,
  seams: `M404 -182 C398 -140 392 -90 350 -60 M704 -190 C708 -150 714 -120 730 -100 M390 -182 L140 -160`,
  handles: [[650, -160]],
  headlight: `M10 -118 C30 -135 70 -145 130 -152 L125 -138 C80 -132 40 -122 10 -110 Z`,
  taillight: `M972 -187 L998 -178 L999 -154 L980 -160 Z`,
  trim: `M113 -42 L113 -52 L287 -52 L287 -42 Z M703 -42 L703 -52 L877 -52 L877 -42 Z M2 -62 C2 -50 12 -44 30 -42 L113 -42 L113 -56 Z M930 -196 L990 -188 L990 -182 L930 -190 Z M392 -192 L424 -198 L430 -184 L396 -182 Z`,
};

export const PICKUP: CarLikeBody = {
  length: 1000,
  top: -382,
  beltline: -272,
  wheels: [
    { x: 170, r: 92 },
    { x: 800, r: 92 },
  ],
  body: `M22 -72 C5 -80 0 -120 2 -170 C4 -230 15 -258 55 -264 L290 -272 C330 -310 365 -355 400 -372 C440 -382 560 -382 600 -378 L608 -272 L612 -266 L985 -266 C995 -266 999 -255 999 -240 L999 -110 C999 -90 995 -78 985 -72 L906 -72 A108 108 0 1 0 694 -72 L276 -72 A108 108 0 1 0 64 -72 Z`,
  glass: `M304 -270 C340 -306 372 -346 406 -362 L590 -364 L594 -272 Z`,
  pillars: `M440 -364 L460 -364 L460 -272 L440 -272 Z M304 -270 C314 -280 322 -290 330 -298 L334 -270 Z`,
  seams: `M318 -270 C312 -220 308 -150 290 -100 M450 -272 L448 -90 M604 -274 L604 -90 M612 -262 L612 -96 M290 -272 L80 -262 M985 -260 L985 -90`,
  handles: [
    [418, -238],
    [574, -238],
  ],
  headlight: `M4 -214 C8 -244 20 -258 50 -262 L62 -226 L6 -220 Z`,
  taillight: `M988 -256 L998 -256 L998 -190 L988 -190 Z`,
  trim: `M64 -72 L64 -100 C100 -200 240 -200 276 -100 L276 -72 Z M694 -72 L694 -100 C730 -200 870 -200 906 -100 L906 -72 Z M276 -72 L276 -96 L694 -96 L694 -72 Z M292 -282 L330 -292 L336 -270 L296 -268 Z`,
  extra: `<path d="M0 -150 C0 -110 6 -80 22 -72 L64 -72 L64 -150 Z" fill="url(#chrome)"/><rect x="612" y="-272" width="376" height="8" fill="#1d1f22"/>`,
};
