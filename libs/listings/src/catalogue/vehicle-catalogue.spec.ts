import { statSync } from 'node:fs';
import { VEHICLE_CATEGORIES } from '@market/contracts';
import {
  catalogueSlug,
  loadCatalogueData,
  UnknownCategoryError,
  VehicleCatalogue,
} from './vehicle-catalogue.js';

const values = (items: { value: string }[]) => items.map((item) => item.value);

describe('VehicleCatalogue (generated from NHTSA vPIC)', () => {
  const catalogue = new VehicleCatalogue();

  it('has about 80 car, 60 motorcycle and 30 truck makes, and every list starts with "any"', () => {
    expect(catalogue.makes('cars')).toHaveLength(81);
    expect(catalogue.makes('motorcycles')).toHaveLength(61);
    expect(catalogue.makes('trucks')).toHaveLength(31);
    for (const category of VEHICLE_CATEGORIES) {
      expect(catalogue.makes(category)[0]).toEqual({ value: 'any', label: 'Any Make' });
      expect(catalogue.models(category)[0]).toEqual({
        value: 'any',
        label: 'Any Model',
        makes: [],
      });
      expect(catalogue.models(category, 'any')[0]).toEqual({
        value: 'any',
        label: 'Any Model',
        makes: [],
      });
    }
  });

  it('knows the makes buyers look for in each category, and no trailer or coach builders', () => {
    expect(values(catalogue.makes('cars'))).toEqual(
      expect.arrayContaining([
        'toyota',
        'honda',
        'ford',
        'chevrolet',
        'bmw',
        'mercedes-benz',
        'tesla',
        'land-rover',
      ]),
    );
    expect(values(catalogue.makes('motorcycles'))).toEqual(
      expect.arrayContaining([
        'harley-davidson',
        'honda',
        'yamaha',
        'kawasaki',
        'ducati',
        'indian',
        'mv-agusta',
        'zero',
      ]),
    );
    expect(values(catalogue.makes('trucks'))).toEqual(
      expect.arrayContaining([
        'ford',
        'chevrolet',
        'ram',
        'freightliner',
        'peterbilt',
        'kenworth',
        'volvo',
        'international',
      ]),
    );
    for (const category of VEHICLE_CATEGORIES) {
      const labels = catalogue.makes(category).map((make) => make.label);
      expect(
        labels.filter((label) =>
          /trailer|coach|body|custom|manufactur|industr|co\.|ltd|inc\b/i.test(label),
        ),
      ).toEqual([]);
    }
  });

  it('keeps values as slugs of their labels, unique and sorted by label', () => {
    const data = loadCatalogueData();
    for (const category of VEHICLE_CATEGORIES) {
      const makes = data.categories[category];
      expect(makes.map((make) => make.value)).toEqual(
        makes.map((make) => catalogueSlug(make.label)),
      );
      expect(new Set(values(makes)).size).toBe(makes.length);
      const labels = makes.map((make) => make.label);
      expect(labels).toEqual(
        [...labels].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
      );
      for (const make of makes) {
        expect(make.models.length).toBeGreaterThan(0);
        expect(make.models.map((model) => model.value)).toEqual(
          make.models.map((model) => catalogueSlug(model.label)),
        );
        expect(new Set(values(make.models)).size).toBe(make.models.length);
      }
    }
    expect(data.source).toMatchObject({
      name: 'NHTSA vPIC',
      via: expect.stringMatching(/^@cardog\/corgi \d/),
    });
    expect(statSync(new URL('./catalogue-data.json', import.meta.url)).size).toBeLessThan(
      1_500_000,
    );
  });

  it("narrows models to one make's, and puts each model in its category", () => {
    const honda = catalogue.models('cars', 'honda');
    expect(values(honda)).toEqual(
      expect.arrayContaining(['any', 'accord', 'civic', 'cr-v', 'pilot']),
    );
    expect(
      honda.slice(1).every((model) => model.makes.length === 1 && model.makes[0] === 'honda'),
    ).toBe(true);
    expect(values(catalogue.models('trucks', 'ford'))).toEqual(
      expect.arrayContaining(['f-150', 'f-250', 'ranger', 'transit']),
    );
    expect(values(catalogue.models('cars', 'ford'))).toEqual(
      expect.arrayContaining(['mustang', 'explorer', 'focus']),
    );
    expect(values(catalogue.models('cars', 'ford'))).not.toContain('f-150');
    expect(values(catalogue.models('trucks', 'ford'))).not.toContain('mustang');
    expect(values(catalogue.models('motorcycles', 'harley-davidson'))).toEqual(
      expect.arrayContaining(['road-king', 'night-train']),
    );
  });

  it('lists every model of a category once, with all the makes it belongs to, for "any" or no make', () => {
    const all = catalogue.models('cars');
    expect(catalogue.models('cars', 'any')).toEqual(all);
    expect(new Set(values(all)).size).toBe(all.length);
    expect(all.find((model) => model.value === 'accord')?.makes).toEqual(['honda']);
    expect([...(all.find((model) => model.value === 'neon')?.makes ?? [])].sort()).toEqual([
      'chrysler',
      'dodge',
      'plymouth',
    ]);
    expect(() => all[1].makes.push('tampered')).toThrow(TypeError);
    const perMake = catalogue
      .makes('cars')
      .slice(1)
      .reduce((n, make) => n + catalogue.models('cars', make.value).length - 1, 0);
    expect(all.slice(1).reduce((n, model) => n + model.makes.length, 0)).toBe(perMake);
  });

  it('answers an unknown make with the "any" model only', () => {
    expect(catalogue.models('cars', 'no-such-make')).toEqual([
      { value: 'any', label: 'Any Model', makes: [] },
    ]);
    expect(catalogue.models('cars', 'harley-davidson')).toEqual([
      { value: 'any', label: 'Any Model', makes: [] },
    ]);
    expect(catalogue.hasMake('motorcycles', 'harley-davidson')).toBe(true);
    expect(catalogue.hasMake('cars', 'harley-davidson')).toBe(false);
  });

  it('labels titles from the catalogue, and title-cases values it does not know', () => {
    expect(catalogue.labels('cars', 'mercedes-benz', 'c-class')).toEqual({
      makeLabel: 'Mercedes-Benz',
      modelLabel: 'C-Class',
    });
    expect(catalogue.labels('cars', 'honda', 'cr-v')).toEqual({
      makeLabel: 'Honda',
      modelLabel: 'CR-V',
    });
    expect(catalogue.labels('trucks', 'ford', 'f-150')).toEqual({
      makeLabel: 'Ford',
      modelLabel: 'F-150',
    });
    expect(catalogue.labels('cars', 'honda', 'concept-x')).toEqual({
      makeLabel: 'Honda',
      modelLabel: 'Concept X',
    });
    expect(catalogue.labels('cars', 'bespoke-motors', 'grand tourer')).toEqual({
      makeLabel: 'Bespoke Motors',
      modelLabel: 'Grand Tourer',
    });
  });

  it('matches names from decoded VINs to catalogue values, ignoring case and punctuation', () => {
    expect(catalogue.findMake('cars', 'MERCEDES BENZ')).toBe('mercedes-benz');
    expect(catalogue.findMake('motorcycles', 'Harley Davidson')).toBe('harley-davidson');
    expect(catalogue.findMake('motorcycles', 'Indian Motorcycle')).toBe('indian');
    expect(catalogue.findMake('trucks', 'Volvo Truck')).toBe('volvo');
    expect(catalogue.findMake('cars', 'Volvo Truck')).toBeNull();
    expect(catalogue.findMake('cars', 'Nonexistent Motors')).toBeNull();
    expect(catalogue.findModel('trucks', 'ford', 'F150')).toBe('f-150');
    expect(catalogue.findModel('cars', 'honda', 'cr v')).toBe('cr-v');
    expect(catalogue.findModel('cars', 'tesla', 'MODEL 3')).toBe('model-3');
    expect(catalogue.findModel('cars', 'honda', 'Mustang')).toBeNull();
    expect(catalogue.findModel('cars', 'no-such-make', 'Accord')).toBeNull();
  });

  it('refuses categories other than cars, motorcycles and trucks', () => {
    expect(() => catalogue.makes('boats')).toThrow(UnknownCategoryError);
    expect(() => catalogue.models('boats', 'any')).toThrow('Unknown vehicle category "boats"');
    expect(() => catalogue.labels('boats', 'a', 'b')).toThrow(UnknownCategoryError);
    expect(() => catalogue.findMake('Cars', 'Honda')).toThrow(UnknownCategoryError);
  });

  it('slugs names the way the generator does', () => {
    expect(catalogueSlug('Citroën C4 & Co')).toBe('citroen-c4-and-co');
    expect(catalogueSlug('  Model S Plaid+ ')).toBe('model-s-plaid-plus');
    expect(catalogueSlug('GTS / GTV')).toBe('gts-gtv');
  });
});
