import { MAX_IMAGE_BYTES } from '@market/contracts';
import sharp from 'sharp';
import {
  IMAGE_VARIANTS,
  ImageRejectedError,
  type ImageRejection,
  type ProcessedImage,
  processListingImage,
  rotateListingImage,
  sniffImageType,
  variantFromFull,
} from './image-processor.js';

type Format = 'jpeg' | 'png' | 'webp';

/**
 * A real photo-like image: red on the left half, blue on the right, so a test can tell
 * which way it was turned.
 */
async function photo(
  width: number,
  height: number,
  format: Format,
  orientation?: number,
): Promise<Buffer> {
  const halves = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="${width / 2}" height="${height}" fill="#f00"/>
      <rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#00f"/>
    </svg>`,
  );
  const canvas = sharp({ create: { width, height, channels: 3, background: '#fff' } }).composite([
    { input: halves },
  ]);
  let image = canvas[format]();
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
}

/** Red or blue at a point, as a word, to compare orientations without exact colours. */
async function colourAt(webp: Buffer, x: number, y: number): Promise<'red' | 'blue' | 'other'> {
  const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  const [r, , b] = [data[offset], data[offset + 1], data[offset + 2]];
  if (r > 200 && b < 60) return 'red';
  if (b > 200 && r < 60) return 'blue';
  return 'other';
}

async function rejectionOf(work: Promise<unknown>): Promise<ImageRejection> {
  const error = await work.then(
    () => new Error('expected the image to be rejected'),
    (e: unknown) => e,
  );
  if (!(error instanceof ImageRejectedError)) throw error;
  return error.rejection;
}

async function expectWebpVariants(image: ProcessedImage): Promise<void> {
  expect(image.contentType).toBe('image/webp');
  for (const variant of Object.keys(IMAGE_VARIANTS) as (keyof typeof IMAGE_VARIANTS)[]) {
    const data = image.variants[variant];
    expect(sniffImageType(data)).toBe('image/webp');
    const meta = await sharp(data).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(IMAGE_VARIANTS[variant]);
  }
  const full = await sharp(image.variants.full).metadata();
  expect({ width: full.width, height: full.height }).toEqual({
    width: image.width,
    height: image.height,
  });
}

async function sizeOf(data: Buffer): Promise<[number, number]> {
  const { width, height } = await sharp(data).metadata();
  return [width, height];
}

describe('sniffImageType', () => {
  it('tells JPEG, PNG and WebP by their first bytes', async () => {
    expect(sniffImageType(await photo(8, 8, 'jpeg'))).toBe('image/jpeg');
    expect(sniffImageType(await photo(8, 8, 'png'))).toBe('image/png');
    expect(sniffImageType(await photo(8, 8, 'webp'))).toBe('image/webp');
  });

  it('answers null for anything else, however short', () => {
    expect(sniffImageType(Buffer.from('GIF89a....'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('processListingImage', () => {
  it.each<Format>(['jpeg', 'png', 'webp'])(
    'turns a %s photo into WebP variants',
    async (format) => {
      const image = await processListingImage({
        filename: `car.${format}`,
        data: await photo(800, 600, format),
      });

      await expectWebpVariants(image);
      expect([image.width, image.height]).toEqual([800, 600]);
      expect(await sizeOf(image.variants.medium)).toEqual([800, 600]);
      expect(await sizeOf(image.variants.card)).toEqual([640, 480]);
      expect(await sizeOf(image.variants.thumbnail)).toEqual([160, 120]);
    },
  );

  it('scales a large photo down to each longest edge', async () => {
    const image = await processListingImage({
      filename: 'big.jpg',
      data: await photo(3000, 2000, 'jpeg'),
    });

    await expectWebpVariants(image);
    expect([image.width, image.height]).toEqual([1600, 1067]);
    expect(await sizeOf(image.variants.medium)).toEqual([960, 640]);
    expect(await sizeOf(image.variants.card)).toEqual([640, 427]);
    expect(await sizeOf(image.variants.thumbnail)).toEqual([160, 107]);
  });

  it('never enlarges a small photo', async () => {
    const image = await processListingImage({
      filename: 'tiny.png',
      data: await photo(120, 90, 'png'),
    });

    expect([image.width, image.height]).toEqual([120, 90]);
    expect(await sizeOf(image.variants.medium)).toEqual([120, 90]);
    expect(await sizeOf(image.variants.card)).toEqual([120, 90]);
    expect(await sizeOf(image.variants.thumbnail)).toEqual([120, 90]);
  });

  it('stands a photo upright by its EXIF orientation, and drops the tag', async () => {
    // Stored 300×200 landscape with orientation 6: the camera was turned, the photo is portrait.
    const data = await photo(300, 200, 'jpeg', 6);
    expect((await sharp(data).metadata()).orientation).toBe(6);

    const image = await processListingImage({ filename: 'phone.jpg', data });

    expect([image.width, image.height]).toEqual([200, 300]);
    expect(await sizeOf(image.variants.thumbnail)).toEqual([107, 160]);
    // Orientation 6 turns the stored image a quarter clockwise: its left (red) half ends on top.
    expect(await colourAt(image.variants.full, 100, 20)).toBe('red');
    expect(await colourAt(image.variants.full, 100, 280)).toBe('blue');
    expect((await sharp(image.variants.full).metadata()).orientation).toBeUndefined();
  });

  it('strips EXIF metadata such as the camera and where the photo was taken', async () => {
    const data = await sharp(await photo(400, 300, 'jpeg'))
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Model X', Copyright: 'Jane Seller' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(data).metadata()).exif).toBeDefined();

    const image = await processListingImage({ filename: 'exif.jpg', data });

    for (const variant of Object.values(image.variants)) {
      const meta = await sharp(variant).metadata();
      expect(meta.exif).toBeUndefined();
      expect(variant.includes('PhoneMaker')).toBe(false);
    }
  });

  it('goes by the content, not the name: a JPEG called .png is accepted', async () => {
    const image = await processListingImage({
      filename: 'really-a-jpeg.png',
      data: await photo(200, 100, 'jpeg'),
    });
    expect([image.width, image.height]).toEqual([200, 100]);
  });

  it('refuses a text file called .jpg with 415, naming it', async () => {
    const rejection = await rejectionOf(
      processListingImage({
        filename: 'notes.jpg',
        data: Buffer.from('Just some notes about the car.\n'),
      }),
    );
    expect(rejection).toEqual({
      status: 415,
      message: '"notes.jpg" is not a JPEG, PNG or WebP image',
    });
  });

  it('refuses a GIF and an empty file with 415', async () => {
    const gif = Buffer.from(
      'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
      'base64',
    );
    expect(
      (await rejectionOf(processListingImage({ filename: 'anim.gif', data: gif }))).status,
    ).toBe(415);
    expect(
      (await rejectionOf(processListingImage({ filename: 'empty.jpg', data: Buffer.alloc(0) })))
        .status,
    ).toBe(415);
  });

  it('refuses a truncated JPEG with 400', async () => {
    const whole = await photo(1200, 800, 'jpeg');
    const rejection = await rejectionOf(
      processListingImage({
        filename: 'cut.jpg',
        data: whole.subarray(0, Math.floor(whole.length * 0.6)),
      }),
    );
    expect(rejection).toEqual({ status: 400, message: '"cut.jpg" could not be read as an image' });
  });

  it('refuses garbage behind a JPEG signature with 400', async () => {
    const data = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('not really a jpeg at all'),
    ]);
    expect(await rejectionOf(processListingImage({ filename: 'fake.jpg', data }))).toEqual({
      status: 400,
      message: '"fake.jpg" could not be read as an image',
    });
  });

  it('refuses absurd dimensions (over 50 megapixels) with 400 before decoding them', async () => {
    const data = await sharp({
      create: { width: 10_000, height: 5_001, channels: 3, background: '#fff' },
    })
      .jpeg({ quality: 10 })
      .toBuffer();
    expect(data.length).toBeLessThan(MAX_IMAGE_BYTES);

    const rejection = await rejectionOf(processListingImage({ filename: 'bomb.jpg', data }));
    expect(rejection).toEqual({ status: 400, message: '"bomb.jpg" could not be read as an image' });
  });

  it('refuses a file over 10 MB with 413, before looking inside', async () => {
    const data = Buffer.concat([await photo(16, 16, 'jpeg'), Buffer.alloc(11 * 1024 * 1024)]);
    expect(data.length).toBeGreaterThan(MAX_IMAGE_BYTES);

    expect(await rejectionOf(processListingImage({ filename: 'huge.jpg', data }))).toEqual({
      status: 413,
      message: '"huge.jpg" is larger than 10 MB',
    });
  });

  it('names the file without its folders, control characters or a paragraph of name', async () => {
    const text = Buffer.from('text');
    const messageFor = async (filename: string) =>
      (await rejectionOf(processListingImage({ filename, data: text }))).message;

    expect(await messageFor('C:\\Users\\me\\Pictures\\notes.jpg')).toBe(
      '"notes.jpg" is not a JPEG, PNG or WebP image',
    );
    expect(await messageFor('/home/me/car\u0007.png')).toBe(
      '"car.png" is not a JPEG, PNG or WebP image',
    );
    expect(await messageFor('')).toBe('"file" is not a JPEG, PNG or WebP image');
    const long = await messageFor(`${'very-long-name-'.repeat(20)}.jpeg`);
    const shown = /^"(.*)" is not/.exec(long)![1];
    expect(shown.length).toBe(80);
    expect(shown.endsWith('….jpeg')).toBe(true);
  });
});

describe('rotateListingImage', () => {
  let stored: ProcessedImage;

  beforeAll(async () => {
    stored = await processListingImage({
      filename: 'car.jpg',
      data: await photo(2400, 1600, 'jpeg'),
    });
  });

  it('turns a quarter clockwise by 90, swapping width and height in every variant', async () => {
    const rotated = await rotateListingImage(stored.variants.full, 90);

    await expectWebpVariants(rotated);
    expect([stored.width, stored.height]).toEqual([1600, 1067]);
    expect([rotated.width, rotated.height]).toEqual([1067, 1600]);
    expect(await sizeOf(rotated.variants.medium)).toEqual([640, 960]);
    expect(await sizeOf(rotated.variants.card)).toEqual([427, 640]);
    expect(await sizeOf(rotated.variants.thumbnail)).toEqual([107, 160]);
    expect(await colourAt(rotated.variants.full, 500, 100)).toBe('red');
    expect(await colourAt(rotated.variants.full, 500, 1500)).toBe('blue');
  });

  it('turns the other way by -90, and upside down by 180', async () => {
    const left = await rotateListingImage(stored.variants.full, -90);
    expect([left.width, left.height]).toEqual([1067, 1600]);
    expect(await colourAt(left.variants.full, 500, 100)).toBe('blue');

    const upsideDown = await rotateListingImage(stored.variants.full, 180);
    expect([upsideDown.width, upsideDown.height]).toEqual([1600, 1067]);
    expect(await colourAt(upsideDown.variants.full, 100, 500)).toBe('blue');
    expect(await colourAt(upsideDown.variants.full, 1500, 500)).toBe('red');
  });

  it('refuses a stored file it cannot read with 400', async () => {
    const rejection = await rejectionOf(rotateListingImage(Buffer.from('not an image'), 90));
    expect(rejection.status).toBe(400);
  });
});

describe('variantFromFull', () => {
  it('makes the medium variant of a stored photo: WebP, 960 px on the longest edge', async () => {
    const stored = await processListingImage({
      filename: 'portrait.jpg',
      data: await photo(1200, 1800, 'jpeg'),
    });

    const medium = await variantFromFull(stored.variants.full, 'medium');

    expect(sniffImageType(medium)).toBe('image/webp');
    expect(await sizeOf(medium)).toEqual([640, 960]);
    expect(medium.length).toBeLessThan(stored.variants.full.length);
  });

  it('never enlarges a photo smaller than the variant', async () => {
    const stored = await processListingImage({
      filename: 'small.png',
      data: await photo(700, 500, 'png'),
    });

    expect(await sizeOf(await variantFromFull(stored.variants.full, 'medium'))).toEqual([700, 500]);
  });

  it('throws when the stored file is not an image', async () => {
    await expect(variantFromFull(Buffer.from('not an image'), 'medium')).rejects.toThrow();
  });
});
