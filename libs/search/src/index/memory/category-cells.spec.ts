import { jest } from '@jest/globals';
import { priceBucket, yearBucket } from '../listing-index.port.js';
import { CategoryCells, GROUP, SORT_INDEX } from './category-cells.js';

describe('CategoryCells', () => {
  it('keeps every row findable, ordered and counted through adds, removals, moves and compactions', () => {
    let seed = 3;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    // A bulk load first (unordered until compact), then changes one by one.
    const cells = new CategoryCells({ bulk: true });
    const compactions = jest.spyOn(cells, 'compact');
    const rows = new Map<
      number,
      { cell: number; price: number; year: number; createdAt: number; idKey: number }
    >();
    let nextSlot = 0;
    const add = (step: number) => {
      const slot = nextSlot++;
      const cell = cells.cellFor(
        Math.floor(random() * 5) + 1,
        Math.floor(random() * 3) + 1,
        1,
        1,
        1,
      );
      const row = {
        cell,
        price: Math.round(random() * 40) * 2_500, // many ties
        year: 2000 + Math.floor(random() * 26),
        createdAt: step,
        idKey: Math.floor(random() * 1e9),
      };
      cells.add(cell, {
        slot,
        ...row,
        priceBucket: priceBucket(row.price),
        mileage: -1,
        location: 0,
        stateBit: 1,
      });
      rows.set(slot, row);
    };
    for (let step = 0; step < 1_000; step++) add(step);
    cells.compact();
    for (let step = 1_000; step < 30_000; step++) {
      if (rows.size > 0 && random() < 0.45) {
        const slots = [...rows.keys()];
        const slot = slots[Math.floor(random() * slots.length)];
        const row = rows.get(slot)!;
        cells.remove(row.cell, { slot, year: row.year, price: row.price, idKey: row.idKey });
        rows.delete(slot);
      } else add(step);
    }
    expect(compactions.mock.calls.length).toBeGreaterThan(1); // full cells moved out often enough
    expect(cells.count).toBe(rows.size);
    for (let cell = 0; cell < cells.cellCount; cell++) {
      const start = cells.cellStart[cell];
      const end = start + cells.cellSize[cell];
      const members = [...rows].filter(([, row]) => row.cell === cell);
      const held = new Map<number, number>();
      for (let at = start; at < end; at++) held.set(cells.slots[at], at);
      expect([...held.keys()].sort((a, b) => a - b)).toEqual(members.map(([slot]) => slot));
      for (const [slot, row] of members) {
        const at = held.get(slot)!;
        expect([cells.prices[at], cells.years[at], cells.idKeys[at]]).toEqual([
          row.price,
          row.year,
          row.idKey,
        ]);
      }
      // Ordered: newest year first, then price, then id key.
      for (let at = start + 1; at < end; at++) {
        const order =
          cells.years[at - 1] - cells.years[at] ||
          cells.prices[at] - cells.prices[at - 1] ||
          cells.idKeys[at] - cells.idKeys[at - 1];
        expect(order).toBeGreaterThanOrEqual(0);
      }
      const years = [0, 0, 0, 0, 0];
      for (const [, row] of members) years[yearBucket(row.year)]++;
      expect([...cells.cellYearCounts.subarray(cell * 5, cell * 5 + 5)]).toEqual(years);
      const groups = cells.yearGroups(cell);
      let grouped = 0;
      for (let g = 0; g < groups.length; g += GROUP) {
        const inYear = members.filter(([, row]) => row.year === groups[g]);
        expect(groups[g + 2] - groups[g + 1]).toBe(inYear.length);
        grouped += inYear.length;
        const buckets = [0, 0, 0, 0, 0];
        for (const [, row] of inYear) buckets[priceBucket(row.price)]++;
        expect([...groups.subarray(g + 3, g + 8)]).toEqual(buckets);
        const under = inYear.filter(([, row]) => row.price <= 50_000).length;
        expect(cells.firstAbove(groups[g + 1], groups[g + 2], 50_000) - groups[g + 1]).toBe(under);
      }
      expect(grouped).toBe(members.length);
      const newest = Math.max(...members.map(([, row]) => row.createdAt));
      expect(cells.bestKey(cell, SORT_INDEX.newest)).toBe(members.length ? -newest : Infinity);
      // The newest-first order: every row once, by creation time, newest first.
      const newestFirst = [...cells.newest.subarray(start, end)].map((offset) => start + offset);
      expect([...newestFirst].sort((a, b) => a - b)).toEqual(
        Array.from({ length: end - start }, (_, i) => start + i),
      );
      const created = newestFirst.map((at) => cells.createdAt[at]);
      expect(created).toEqual([...created].sort((a, b) => b - a));
    }
  });

  it('keeps one cell per combination, whether its codes fit the packed key or not', () => {
    const cells = new CategoryCells();
    const combinations: [number, number, number, number, number, number][] = [
      [1, 1, 1, 1, 1, 0],
      [1, 1, 1, 1, 1, 1],
      [4_095, 1_048_575, 31, 31, 31, 63], // the largest packed key
      [4_096, 1, 1, 1, 1, 0], // too large a make: a string key
      [1, 1_048_576, 1, 1, 1, 0],
      [1, 1, 1, 1, 1, 64],
    ];
    const made = combinations.map((codes) => cells.cellFor(...codes));
    expect(new Set(made).size).toBe(combinations.length);
    expect(combinations.map((codes) => cells.cellFor(...codes))).toEqual(made);
    expect(cells.cellsOfMake(4_096)).toEqual([made[3]]);
    expect(cells.cellsOfState(64)).toEqual([made[5]]);
  });
});
