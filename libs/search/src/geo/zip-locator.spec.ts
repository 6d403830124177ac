import { boundingBox, milesBetween, ZipLocator } from './zip-locator.js';

describe('ZipLocator', () => {
  const zips = new ZipLocator();

  it('places real US ZIP codes', () => {
    expect(zips.locate('78701')).toEqual({
      lat: expect.closeTo(30.27, 1),
      lon: expect.closeTo(-97.74, 1),
    });
    expect(zips.locate('90210-1234')).toEqual({
      lat: expect.closeTo(34.09, 1),
      lon: expect.closeTo(-118.41, 1),
    });
    expect(zips.locate('00000')).toBeNull();
    expect(zips.locate('abc')).toBeNull();
    expect(zips.locate(null)).toBeNull();
  });

  it('measures miles between ZIP centres, and boxes a radius', () => {
    const austin = zips.locate('78701')!;
    const dallas = zips.locate('75201')!;
    expect(milesBetween(austin, dallas)).toBeGreaterThan(180);
    expect(milesBetween(austin, dallas)).toBeLessThan(200);
    const box = boundingBox(austin, 200);
    expect(dallas.lat).toBeGreaterThan(box.minLat);
    expect(dallas.lat).toBeLessThan(box.maxLat);
    expect(dallas.lon).toBeGreaterThan(box.minLon);
    expect(dallas.lon).toBeLessThan(box.maxLon);
  });
});
