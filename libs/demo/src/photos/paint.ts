/** Exterior colours as listings name them, with the paint each photo is rendered in. */
export const PAINTS = {
  Black: '#15171a',
  White: '#e9ebec',
  Silver: '#a9aeb3',
  Gray: '#5d6268',
  Blue: '#1f4e8c',
  Red: '#a3161a',
  Green: '#2f5a3a',
  Brown: '#5b3a26',
  Beige: '#c9b48f',
  Orange: '#d0621c',
  Yellow: '#e2b417',
} as const;

export type PaintName = keyof typeof PAINTS;
export const PAINT_NAMES = Object.keys(PAINTS) as PaintName[];

/** The paint of a listing's colour; unknown names get silver, the commonest car colour. */
export function paintOf(colour: string | null | undefined): PaintName {
  const name = (colour ?? '').trim().toLowerCase();
  return PAINT_NAMES.find((paint) => paint.toLowerCase() === name) ?? 'Silver';
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const t = Math.min(1, Math.abs(amount));
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    return Math.round(c + (target - c) * t)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
