import sharp from 'sharp';
import { BODY_TYPES } from './bodies.js';
import { renderVehiclePhotos, vehicleSvg } from './vehicle-photo.js';

describe('vehicle photos', () => {
  it('draws every body style', () => {
    for (const body of BODY_TYPES)
      expect(vehicleSvg({ body, paint: 'Red', scene: 'studio', facing: 'left' })).toContain(
        'id="vehicle"',
      );
  });

  it('renders a JPEG pair (both sides) at the requested size, in the paint asked for', async () => {
    const [left, right] = await renderVehiclePhotos({
      body: 'sedan',
      paint: 'Red',
      scene: 'studio',
      facing: 'left',
      width: 480,
    });
    for (const photo of [left, right])
      expect(await sharp(photo).metadata()).toMatchObject({
        format: 'jpeg',
        width: 480,
        height: 320,
      });
    // The middle of the car's door is its paint: red dominates there.
    const { data } = await sharp(left)
      .extract({ left: 230, top: 205, width: 20, height: 8 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    let r = 0,
      g = 0,
      b = 0;
    for (let i = 0; i < data.length; i += 3)
      [r, g, b] = [r + data[i], g + data[i + 1], b + data[i + 2]];
    expect(r).toBeGreaterThan(2 * g);
    expect(r).toBeGreaterThan(2 * b);
  });
});
