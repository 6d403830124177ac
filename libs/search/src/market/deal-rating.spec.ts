import { describe, expect, it } from '@jest/globals';
import { levelFor, median, rateDeal, segmentOf, yearBand } from './deal-rating.js';

const listing = (price: number, year = 2019) => ({
  id: '00000000-0000-4000-8000-000000000001',
  year,
  price,
});

describe('deal rating', () => {
  it('bands model years by three (2019–2021, 2022–2024, …)', () => {
    expect(yearBand(2019)).toEqual({ from: 2019, to: 2021 });
    expect(yearBand(2021)).toEqual({ from: 2019, to: 2021 });
    expect(yearBand(2022)).toEqual({ from: 2022, to: 2024 });
    const civic = (year: number) =>
      segmentOf({ category: 'cars', make: 'honda', model: 'civic', year });
    expect(civic(2019)).toBe(civic(2021));
    expect(civic(2021)).not.toBe(civic(2022));
    expect(civic(2019)).not.toBe(
      segmentOf({ category: 'cars', make: 'honda', model: 'accord', year: 2019 }),
    );
  });

  it('takes the median of the comparables', () => {
    expect(median([1, 2, 3])).toBe(2);
    expect(median([1, 2, 3, 10])).toBe(2.5);
  });

  it('names each level by the price’s distance from the market price, limits included', () => {
    const table: [number, string][] = [
      [8000, 'great'],
      [9000, 'great'],
      [9001, 'good'],
      [9700, 'good'],
      [9701, 'fair'],
      [10000, 'fair'],
      [10300, 'fair'],
      [10301, 'high'],
      [11000, 'high'],
      [11001, 'overpriced'],
      [20000, 'overpriced'],
    ];
    for (const [price, level] of table)
      expect([price, levelFor(price, 10000)]).toEqual([price, level]);
  });

  it('leaves the listing itself out of its comparables', () => {
    // Others: 10 000, 10 000, 10 000 → market 10 000; 7 000 is a great deal.
    const rated = rateDeal(listing(7000), [7000, 10000, 10000, 10000], true);
    expect(rated).toMatchObject({
      rating: 'great',
      marketPrice: 10000,
      comparables: 3,
      yearFrom: 2019,
      yearTo: 2021,
    });
  });

  it('says there is not enough data with fewer than three comparables', () => {
    const rated = rateDeal(listing(7000), [7000, 10000, 10000], true);
    expect(rated).toMatchObject({ rating: null, marketPrice: null, comparables: 2 });
    expect(rateDeal(listing(7000), [], false)).toMatchObject({ rating: null, comparables: 0 });
  });

  it('agrees with a direct computation on random markets', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let round = 0; round < 200; round++) {
      const others = Array.from(
        { length: 3 + Math.floor(random() * 20) },
        () => 5000 + Math.round(random() * 30000),
      );
      const price = 5000 + Math.round(random() * 30000);
      const all = [...others, price].sort((a, b) => a - b);
      const rated = rateDeal(listing(price), all, true);
      const sorted = [...others].sort((a, b) => a - b);
      const m =
        sorted.length % 2
          ? sorted[(sorted.length - 1) / 2]
          : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
      expect(rated.marketPrice).toBe(Math.round(m));
      const share = (price - Math.round(m)) / Math.round(m);
      const expected =
        share <= -0.1
          ? 'great'
          : share <= -0.03
            ? 'good'
            : share <= 0.03
              ? 'fair'
              : share <= 0.1
                ? 'high'
                : 'overpriced';
      expect(rated.rating).toBe(expected);
    }
  });
});
