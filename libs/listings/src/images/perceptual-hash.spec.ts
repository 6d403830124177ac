import sharp from 'sharp';
import { differenceHash, hashDistance } from './perceptual-hash.js';

/** A picture with structure (a gradient and a block), so its hash has both kinds of bits. */
async function picture(
  width: number,
  height: number,
  block: { left: number; top: number },
): Promise<Buffer> {
  const gradient = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      gradient.fill(Math.round((x / width) * 255), (y * width + x) * 3, (y * width + x) * 3 + 3);
  const square = await sharp({
    create: {
      width: Math.round(width / 4),
      height: Math.round(height / 4),
      channels: 3,
      background: '#fff',
    },
  })
    .png()
    .toBuffer();
  return sharp(gradient, { raw: { width, height, channels: 3 } })
    .composite([
      { input: square, left: Math.round(block.left * width), top: Math.round(block.top * height) },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('differenceHash', () => {
  it('gives a resized, recompressed copy the same hash and a different picture a distant one', async () => {
    const original = await picture(800, 600, { left: 0.1, top: 0.2 });
    const copy = await sharp(original).resize(320, 240).webp({ quality: 60 }).toBuffer();
    const other = await sharp(await picture(800, 600, { left: 0.6, top: 0.6 }))
      .flop()
      .toBuffer();
    const [a, b, c] = await Promise.all([
      differenceHash(original),
      differenceHash(copy),
      differenceHash(other),
    ]);
    expect(hashDistance(a, b)).toBeLessThanOrEqual(2);
    expect(hashDistance(a, c)).toBeGreaterThan(8);
    expect(BigInt(a)).toBeGreaterThanOrEqual(-(2n ** 63n));
  });
});
