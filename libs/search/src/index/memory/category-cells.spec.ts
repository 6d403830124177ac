import { jest } from '@jest/globals';
import { CategoryCells, SORT_INDEX } from './category-cells.js';
import { priceBucket, yearBucket } from '../listing-index.port.js';

describe('CategoryCells', () => {
  it('keeps every row findable and every count exact through adds, removals, moves and compactions', () => {
    const position = new Map<number, number>();
    const cellOf = new Map<number, number>();
    const cells = new CategoryCells((slot, at) => position.set(slot, at));
    const compactions = jest.spyOn(cells, 'compact');
    let seed = 3;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const rows = new Map<number, { price: number; year: number; createdAt: number }>();
    let nextSlot = 0;
    for (let step = 0; step < 30_000; step++) {
      if (rows.size > 0 && random() < 0.45) {
        // Remove a random row.
        const slots = [...rows.keys()];
        const slot = slots[Math.floor(random() * slots.length)];
        cells.remove(cellOf.get(slot)!, position.get(slot)!);
        rows.delete(slot);
        position.delete(slot);
        cellOf.delete(slot);
        continue;
      }
      const slot = nextSlot++;
      const cell = cells.cellFor(
        Math.floor(random() * 5) + 1,
        Math.floor(random() * 3) + 1,
        1,
        1,
        1,
      );
      const row = {
        price: Math.round(random() * 120_000),
        year: 2000 + Math.floor(random() * 26),
        createdAt: step,
      };
      const at = cells.add(cell, {
        slot,
        idKey: slot,
        ...row,
        priceBucket: priceBucket(row.price),
        mileage: -1,
        location: 0,
      });
      position.set(slot, at);
      cellOf.set(slot, cell);
      rows.set(slot, row);
    }
    expect(compactions).toHaveBeenCalled(); // full cells moved out often enough to compact
    expect(cells.count).toBe(rows.size);
    for (const [slot, row] of rows) {
      const at = position.get(slot)!;
      expect([slot, cells.slots[at], cells.prices[at], cells.years[at]]).toEqual([
        slot,
        slot,
        row.price,
        row.year,
      ]);
      const cell = cellOf.get(slot)!;
      expect(at).toBeGreaterThanOrEqual(cells.cellStart[cell]);
      expect(at).toBeLessThan(cells.cellStart[cell] + cells.cellSize[cell]);
    }
    for (let cell = 0; cell < cells.cellCount; cell++) {
      const members = [...rows].filter(([slot]) => cellOf.get(slot) === cell).map(([, row]) => row);
      expect(cells.cellSize[cell]).toBe(members.length);
      const years = [0, 0, 0, 0, 0];
      for (const row of members) years[yearBucket(row.year)]++;
      expect([...cells.cellYearCounts.subarray(cell * 5, cell * 5 + 5)]).toEqual(years);
      const newest = Math.max(...members.map((row) => row.createdAt));
      expect(cells.bestKey(cell, SORT_INDEX.newest)).toBe(members.length ? -newest : Infinity);
      expect(cells.bestKey(cell, SORT_INDEX.price_asc)).toBe(
        members.length ? Math.min(...members.map((r) => r.price)) : Infinity,
      );
    }
  });
});
