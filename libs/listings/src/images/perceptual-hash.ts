import sharp from 'sharp';

/**
 * The difference hash (dHash) of a picture: shrunk to 9×8 grey pixels, each bit says whether
 * a pixel is brighter than its right neighbour. Resizing, recompressing or re-encoding a
 * photo keeps its hash, so a photo copied from another seller's listing is recognised.
 * Answered as a signed 64-bit decimal (a PostgreSQL bigint).
 */
export async function differenceHash(image: Buffer): Promise<string> {
  const pixels = await sharp(image).grayscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y += 1) {
    for (let x = 0; x < 8; x += 1) {
      hash = (hash << 1n) | (pixels[y * 9 + x] > pixels[y * 9 + x + 1] ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash).toString();
}

/** Bits that differ between two hashes (0: the same picture). */
export function hashDistance(a: string, b: string): number {
  let diff = BigInt.asUintN(64, BigInt(a) ^ BigInt(b));
  let bits = 0;
  while (diff) {
    bits += Number(diff & 1n);
    diff >>= 1n;
  }
  return bits;
}
