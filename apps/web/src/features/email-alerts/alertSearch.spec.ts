import { describe, expect, it } from '@jest/globals';
import {
  alertFormSearch,
  alertSearchOf,
  defaultAlertName,
  humanize,
  searchParts,
} from './alertSearch';

describe('alert searches', () => {
  it('reads a /listings search as a person would', () => {
    expect(searchParts('category=cars&make=toyota&model=camry&priceMax=30000')).toEqual([
      'Toyota Camry cars',
      'Under $30,000',
    ]);
    expect(
      searchParts(
        'category=trucks&priceMin=5000&priceMax=20000&yearMin=2015&mileageMax=75000&conditions=used,certified_pre_owned&q=tow',
      ),
    ).toEqual([
      'Trucks',
      '$5,000–$20,000',
      '2015+',
      'Under 75,000 miles',
      'Used or Certified pre-owned',
      '“tow”',
    ]);
    expect(searchParts('')).toEqual(['Cars']);
    expect(searchParts('zip=78701&fuelTypes=electric')).toEqual([
      'Cars',
      'Electric',
      'Within 50 miles of 78701',
    ]);
  });

  it('names an alert from its first three parts', () => {
    expect(
      defaultAlertName(
        'category=motorcycles&make=harley-davidson&priceMax=12000&yearMin=2018&q=touring',
      ),
    ).toBe('Harley Davidson motorcycles · Under $12,000 · 2018+');
    expect(humanize('land-rover')).toBe('Land Rover');
  });

  it('builds the alert form’s search and keeps only the filters of a page URL', () => {
    expect(
      alertFormSearch({
        category: 'cars',
        make: '',
        model: 'camry',
        priceMin: null,
        priceMax: 25000,
      }),
    ).toBe('category=cars&priceMax=25000');
    expect(
      alertFormSearch({
        category: 'trucks',
        make: 'ford',
        model: 'f150',
        priceMin: 0,
        priceMax: null,
      }),
    ).toBe('category=trucks&make=ford&model=f150&priceMin=0');
    expect(alertSearchOf('?category=cars&make=honda&sort=price_asc')).toBe(
      'category=cars&make=honda',
    );
  });
});
