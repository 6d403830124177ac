import { describe, expect, it } from '@jest/globals';
import { moveById, moveItem, positionLabel } from './reorder';

describe('moveItem', () => {
  it('moves an element forwards and backwards', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('clamps the target to the ends of the list', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 99)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, -5)).toEqual(['b', 'a', 'c']);
  });

  it('returns the same array when nothing moves or the source is outside the list', () => {
    const list = ['a', 'b'];
    expect(moveItem(list, 1, 1)).toBe(list);
    expect(moveItem(list, 5, 0)).toBe(list);
    expect(moveItem([], 0, 1)).toEqual([]);
  });

  it('does not change the input', () => {
    const list = ['a', 'b', 'c'];
    moveItem(list, 0, 2);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

describe('moveById', () => {
  const items = [{ id: 'x' }, { id: 'y' }, { id: 'z' }];

  it('moves one step left or right', () => {
    expect(moveById(items, 'y', -1).map((i) => i.id)).toEqual(['y', 'x', 'z']);
    expect(moveById(items, 'y', 1).map((i) => i.id)).toEqual(['x', 'z', 'y']);
  });

  it('stays put at the edges and for unknown ids', () => {
    expect(moveById(items, 'x', -1)).toBe(items);
    expect(moveById(items, 'z', 1)).toBe(items);
    expect(moveById(items, 'nope', 1)).toBe(items);
  });
});

describe('positionLabel', () => {
  it('marks the first photo as primary', () => {
    expect(positionLabel(0)).toBe('1 · Primary');
    expect(positionLabel(1)).toBe('2');
    expect(positionLabel(9)).toBe('10');
  });
});
