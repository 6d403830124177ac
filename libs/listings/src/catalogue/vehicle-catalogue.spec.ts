import { catalogueSlug, UnknownCategoryError, VehicleCatalogue } from './vehicle-catalogue.js';

describe('VehicleCatalogue (generated from NHTSA vPIC)', () => {
  const catalogue = new VehicleCatalogue();

  it('has about 80 car, 60 motorcycle and 30 truck makes, each list starting with "any"', () => {
    expect(catalogue.makes('cars')).toHaveLength(81);
    expect(catalogue.makes('motorcycles')).toHaveLength(61);
    expect(catalogue.makes('trucks')).toHaveLength(31);
    for (const category of ['cars', 'motorcycles', 'trucks']) {
      expect(catalogue.makes(category)[0]).toEqual({ value: 'any', label: 'Any Make' });
      expect(catalogue.models(category)[0]).toEqual({
        value: 'any',
        label: 'Any Model',
        makes: [],
      });
    }
  });

  it('knows the makes buyers look for, with their models', () => {
    const carMakes = catalogue.makes('cars').map((make) => make.value);
    expect(carMakes).toEqual(
      expect.arrayContaining(['toyota', 'honda', 'ford', 'bmw', 'mercedes-benz', 'tesla']),
    );
    expect(catalogue.makes('motorcycles').map((make) => make.value)).toEqual(
      expect.arrayContaining(['harley-davidson', 'ducati', 'yamaha']),
    );
    expect(catalogue.makes('trucks').map((make) => make.value)).toEqual(
      expect.arrayContaining(['freightliner', 'peterbilt', 'kenworth']),
    );
    expect(catalogue.models('cars', 'honda').map((model) => model.value)).toEqual(
      expect.arrayContaining(['accord', 'civic', 'cr-v']),
    );
  });

  it('narrows models to a make; "any" or no make lists every model with the makes it belongs to', () => {
    const hondaModels = catalogue.models('cars', 'honda').slice(1);
    expect(
      hondaModels.every((model) => model.makes.length === 1 && model.makes[0] === 'honda'),
    ).toBe(true);
    const all = catalogue.models('cars', 'any');
    expect(all.length).toBeGreaterThan(hondaModels.length);
    expect(new Set(all.map((model) => model.value)).size).toBe(all.length);
    expect(all.find((model) => model.value === 'accord')?.makes).toContain('honda');
    expect(catalogue.models('cars', 'no-such-make')).toEqual([
      { value: 'any', label: 'Any Model', makes: [] },
    ]);
  });

  it('labels titles from the catalogue, and title-cases what it does not know', () => {
    expect(catalogue.labels('cars', 'mercedes-benz', 'c-class')).toEqual({
      makeLabel: 'Mercedes-Benz',
      modelLabel: expect.stringMatching(/^C.?Class$/),
    });
    expect(catalogue.labels('cars', 'honda', 'cr-v')).toEqual({
      makeLabel: 'Honda',
      modelLabel: 'CR-V',
    });
    expect(catalogue.labels('cars', 'bespoke-motors', 'grand-tourer')).toEqual({
      makeLabel: 'Bespoke Motors',
      modelLabel: 'Grand Tourer',
    });
  });

  it('matches names from decoded VINs to catalogue values', () => {
    expect(catalogue.findMake('cars', 'MERCEDES-BENZ')).toBe('mercedes-benz');
    expect(catalogue.findMake('motorcycles', 'Harley Davidson')).toBe('harley-davidson');
    expect(catalogue.findModel('trucks', 'ford', 'F150')).toBe('f-150');
    expect(catalogue.findMake('cars', 'Nonexistent')).toBeNull();
  });

  it('refuses unknown categories', () => {
    expect(() => catalogue.makes('boats')).toThrow(UnknownCategoryError);
    expect(catalogueSlug('Citroën C4 & Co')).toBe('citroen-c4-and-co');
  });
});
