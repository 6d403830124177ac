/**
 * A copy of `items` with the element at `from` moved to `to` (both clamped to the list);
 * the same array when nothing moves, so React can skip the update.
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (items.length === 0) return items as T[];
  const last = items.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  if (source !== from || source === target) return items as T[];
  const next = items.slice();
  const [moved] = next.splice(source, 1);
  next.splice(target, 0, moved);
  return next;
}

/** Moves the item whose key is `id` one step left (-1) or right (+1). */
export function moveById<T extends { id: string }>(
  items: readonly T[],
  id: string,
  step: -1 | 1,
): T[] {
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) return items as T[];
  return moveItem(items, index, index + step);
}

/** The badge of a photo tile: "1 · Primary" for the first, then its 1-based position. */
export function positionLabel(index: number): string {
  return index === 0 ? '1 · Primary' : String(index + 1);
}
