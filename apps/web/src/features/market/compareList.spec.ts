import { describe, expect, it } from '@jest/globals';
import { comparePath, parseCompareIds, toggled } from './compareList';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('compare list', () => {
  it('reads listing ids from the URL, each once, at most four', () => {
    expect(parseCompareIds(`${id(1)},nope,${id(2)},${id(1)},${id(3)},${id(4)},${id(5)}`)).toEqual([
      id(1),
      id(2),
      id(3),
      id(4),
    ]);
    expect(parseCompareIds(null)).toEqual([]);
    expect(comparePath([id(1), id(2)])).toBe(`/compare?ids=${id(1)},${id(2)}`);
  });

  it('adds, removes, and refuses a fifth', () => {
    expect(toggled([id(1)], id(2))).toEqual({ ids: [id(1), id(2)], full: false });
    expect(toggled([id(1), id(2)], id(1))).toEqual({ ids: [id(2)], full: false });
    expect(toggled([id(1), id(2), id(3), id(4)], id(5))).toEqual({
      ids: [id(1), id(2), id(3), id(4)],
      full: true,
    });
  });
});
