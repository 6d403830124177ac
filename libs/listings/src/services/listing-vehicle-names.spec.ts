import { listingInputSchema } from '@market/contracts';
import { ValidationError } from '@market/platform';
import { VehicleCatalogue } from '../catalogue/index.js';
import { resolveVehicleNames } from './listing-vehicle-names.js';

describe('resolveVehicleNames', () => {
  const catalogue = new VehicleCatalogue();
  const input = (fields: Record<string, unknown>) =>
    listingInputSchema.parse({ year: 2019, price: 1, ...fields });

  it('takes catalogue makes and models with their labels', () => {
    expect(resolveVehicleNames(catalogue, input({ make: 'honda', model: 'civic' }))).toEqual({
      make: 'honda',
      makeLabel: 'Honda',
      model: 'civic',
      modelLabel: 'Civic',
    });
  });

  it('refuses a make or model outside the catalogue unless it comes through "Other"', () => {
    expect(() =>
      resolveVehicleNames(
        catalogue,
        input({ make: '<img src=x onerror=alert(1)>', model: 'civic' }),
      ),
    ).toThrow(ValidationError);
    expect(() =>
      resolveVehicleNames(catalogue, input({ make: 'honda', model: 'not-a-honda' })),
    ).toThrow(/choose a model from the list/);
  });

  it('stores a typed make as plain text, or as the catalogue entry it names', () => {
    expect(
      resolveVehicleNames(
        catalogue,
        input({
          make: 'other',
          makeOther: '<b>Bespoke</b> Motors',
          model: 'other',
          modelOther: 'GT <i>1</i>',
        }),
      ),
    ).toEqual({
      make: 'bespoke-motors',
      makeLabel: 'Bespoke Motors',
      model: 'gt-1',
      modelLabel: 'GT 1',
    });
    expect(
      resolveVehicleNames(
        catalogue,
        input({ make: 'other', makeOther: 'HONDA', model: 'other', modelOther: 'civic' }),
      ),
    ).toMatchObject({
      make: 'honda',
      makeLabel: 'Honda',
      model: 'civic',
    });
  });

  it('lets an edit keep the make and model the listing already has', () => {
    const current = {
      category: 'cars',
      make: 'bespoke-motors',
      makeLabel: 'Bespoke Motors',
      model: 'gt-1',
      modelLabel: 'GT 1',
    };
    expect(
      resolveVehicleNames(catalogue, input({ make: 'bespoke-motors', model: 'gt-1' }), current),
    ).toEqual({
      make: 'bespoke-motors',
      makeLabel: 'Bespoke Motors',
      model: 'gt-1',
      modelLabel: 'GT 1',
    });
    expect(() =>
      resolveVehicleNames(catalogue, input({ make: 'another-make', model: 'gt-1' }), current),
    ).toThrow(ValidationError);
  });
});
