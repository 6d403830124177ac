export const CATEGORIES = ['cars', 'motorcycles', 'trucks'] as const;
export type Category = (typeof CATEGORIES)[number];

/** /motorcycles… and /trucks… belong to their category; everything else to cars. */
export function categoryForPath(pathname: string): Category {
  const first = pathname.split('/')[1];
  return first === 'motorcycles' || first === 'trucks' ? first : 'cars';
}
