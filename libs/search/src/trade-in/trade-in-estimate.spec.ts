import { TRADE_IN_TEXTS } from '@market/contracts';
import { adjustedPrice, estimateTradeIn, quantile } from './trade-in-estimate.js';

describe('estimateTradeIn', () => {
  const vehicle = { year: 2019, mileage: 40_000 };

  it('says "not enough data" below three comparables in the year band', () => {
    const estimate = estimateTradeIn(vehicle, [
      { price: 20_000, mileage: 40_000, year: 2019 },
      { price: 21_000, mileage: 40_000, year: 2020 },
      // outside ±2 years: not comparable
      { price: 9_000, mileage: 40_000, year: 2012 },
    ]);
    expect(estimate).toEqual({
      status: 'not_enough_data',
      comparables: 2,
      yearFrom: 2017,
      yearTo: 2021,
      message: TRADE_IN_TEXTS.notEnoughData,
    });
  });

  it('offers 80 % of the median of identical comparables', () => {
    const same = [18_000, 20_000, 22_000].map((price) => ({ price, mileage: 40_000, year: 2019 }));
    expect(estimateTradeIn(vehicle, same)).toEqual({
      status: 'estimate',
      comparables: 3,
      yearFrom: 2017,
      yearTo: 2021,
      low: 15_200,
      value: 16_000,
      high: 16_800,
      marketValue: 20_000,
    });
  });

  it('values more miles lower and a newer year higher', () => {
    const comparable = { price: 20_000, mileage: 40_000, year: 2019 };
    expect(adjustedPrice(comparable, { year: 2019, mileage: 60_000 })).toBeCloseTo(18_400);
    expect(adjustedPrice(comparable, { year: 2019, mileage: 20_000 })).toBeCloseTo(21_600);
    expect(adjustedPrice(comparable, { year: 2020, mileage: 40_000 })).toBeCloseTo(21_200);
    // capped at ±40 %
    expect(adjustedPrice(comparable, { year: 2019, mileage: 400_000 })).toBeCloseTo(12_000);
  });

  it('a low-mileage vehicle is worth more than a high-mileage one against the same market', () => {
    const market = Array.from({ length: 12 }, (_, i) => ({
      price: 15_000 + i * 700,
      mileage: 30_000 + i * 5_000,
      year: 2018 + (i % 3),
    }));
    const low = estimateTradeIn({ year: 2019, mileage: 10_000 }, market);
    const high = estimateTradeIn({ year: 2019, mileage: 120_000 }, market);
    if (low.status !== 'estimate' || high.status !== 'estimate')
      throw new Error('expected estimates');
    expect(low.value).toBeGreaterThan(high.value);
    expect(low.low).toBeLessThanOrEqual(low.value);
    expect(low.value).toBeLessThanOrEqual(low.high);
  });

  it('quantile interpolates', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10], 0.25)).toBe(10);
  });
});
