import sharp from 'sharp';
import { processLogoImage } from './logo-image.js';

const MB = 1024 * 1024;
const logo = (inner: string) =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80">${inner}</svg>`,
  );

describe('processLogoImage', () => {
  it('draws an inert SVG to a PNG that fits 800×320, so no SVG document is ever stored', async () => {
    const file = await processLogoImage(
      'logo.svg',
      logo('<rect width="200" height="80" fill="#1d4ed8"/>'),
      5 * MB,
    );
    expect(file).toMatchObject({ name: 'logo.png', contentType: 'image/png' });
    expect(file.body.subarray(1, 4).toString()).toBe('PNG');
    const meta = await sharp(file.body).metadata();
    expect(meta.width).toBe(800);
    expect(meta.height).toBe(320);
    expect(file.body.includes('<svg')).toBe(false);
  });

  it.each([
    ['<set attributeName="onmouseover" to="alert(1)"/>', 'contains event handlers'],
    ['<use href="data:image/svg+xml;base64,PHN2Zy8+"/>', 'embeds another document'],
    ['<style>@import url(https://evil.example/x.css);</style>', 'references external files'],
  ])('refuses %s by name with a 400', async (payload, problem) => {
    await expect(processLogoImage('evil.svg', logo(payload), 5 * MB)).rejects.toMatchObject({
      status: 400,
      message: `"evil.svg" ${problem}; please upload a plain SVG, PNG or JPEG logo`,
    });
  });

  it('turns rasters into a WebP of at most 400×160 and refuses other files and oversized ones', async () => {
    const png = await sharp({
      create: { width: 1000, height: 1000, channels: 3, background: '#888' },
    })
      .png()
      .toBuffer();
    const file = await processLogoImage('logo.png', png, 5 * MB);
    expect(file).toMatchObject({ name: 'logo.webp', contentType: 'image/webp' });
    expect((await sharp(file.body).metadata()).height).toBe(160);
    await expect(processLogoImage('notes.txt', Buffer.from('hello'), 5 * MB)).rejects.toMatchObject(
      { status: 415 },
    );
    await expect(processLogoImage('big.png', png, 100)).rejects.toMatchObject({ status: 413 });
  });
});
