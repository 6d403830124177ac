import { describe, expect, it } from '@jest/globals';
import { yearOptions } from './filterOptions';
import {
  QUICK_FILTER_GROUPS,
  applyQuickFilter,
  isQuickFilterActive,
  type QuickFilter,
} from './quickFilters';
import { DEFAULT_SEARCH } from './searchState';

const find = (label: string): QuickFilter => {
  const filter = QUICK_FILTER_GROUPS.flatMap((g) => g.filters).find((f) => f.label === label);
  if (!filter) throw new Error(`no quick filter ${label}`);
  return filter;
};

describe('quick filters (SPEC §9)', () => {
  it('offers the price, year and mileage bounds of the spec', () => {
    const byGroup = Object.fromEntries(
      QUICK_FILTER_GROUPS.map((g) => [g.field, g.filters.map((f) => [f.label, f.value])]),
    );
    expect(byGroup).toEqual({
      priceMax: [
        ['Under $10K', 10_000],
        ['Under $25K', 25_000],
        ['Under $50K', 50_000],
        ['Under $100K', 100_000],
      ],
      yearMin: [
        ['2020+', 2020],
        ['2015+', 2015],
        ['2010+', 2010],
        ['2005+', 2005],
      ],
      mileageMax: [
        ['Under 25K mi', 25_000],
        ['Under 50K mi', 50_000],
        ['Under 75K mi', 75_000],
        ['Under 100K mi', 100_000],
      ],
    });
  });

  it('maps price to priceMax, year to yearMin and mileage to mileageMax', () => {
    expect(applyQuickFilter(DEFAULT_SEARCH, find('Under $25K')).priceMax).toBe(25_000);
    expect(applyQuickFilter(DEFAULT_SEARCH, find('2015+')).yearMin).toBe(2015);
    expect(applyQuickFilter(DEFAULT_SEARCH, find('Under 75K mi')).mileageMax).toBe(75_000);
  });

  it('replaces another choice of the same group and leaves the other groups alone', () => {
    const cheap = applyQuickFilter(DEFAULT_SEARCH, find('Under $10K'));
    const recent = applyQuickFilter(cheap, find('2020+'));
    const mid = applyQuickFilter(recent, find('Under $50K'));
    expect(mid).toMatchObject({ priceMax: 50_000, yearMin: 2020 });
    expect(isQuickFilterActive(mid, find('Under $50K'))).toBe(true);
    expect(isQuickFilterActive(mid, find('Under $10K'))).toBe(false);
  });

  it('clears its bound when chosen again', () => {
    const on = applyQuickFilter(DEFAULT_SEARCH, find('Under 50K mi'));
    expect(applyQuickFilter(on, find('Under 50K mi')).mileageMax).toBeNull();
  });

  it('drops an opposite bound that would leave an empty range', () => {
    const pricey = { ...DEFAULT_SEARCH, priceMin: 30_000 };
    expect(applyQuickFilter(pricey, find('Under $25K'))).toMatchObject({
      priceMin: null,
      priceMax: 25_000,
    });
    expect(applyQuickFilter(pricey, find('Under $50K')).priceMin).toBe(30_000);
    const old = { ...DEFAULT_SEARCH, yearMax: 2012 };
    expect(applyQuickFilter(old, find('2015+'))).toMatchObject({ yearMin: 2015, yearMax: null });
    expect(applyQuickFilter(old, find('2010+')).yearMax).toBe(2012);
  });
});

describe('yearOptions', () => {
  it("lists 30 years counting down from next year's models", () => {
    const years = yearOptions(new Date(2026, 5, 1));
    expect(years).toHaveLength(30);
    expect(years[0]).toBe(2027);
    expect(years[29]).toBe(1998);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
  });
});
