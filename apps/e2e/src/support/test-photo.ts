import sharp from 'sharp';
import type { Harness } from './marketplace-harness.js';

/** Uploads one plain photo as the signed-in seller (publishing a listing needs one); its image id. */
export async function uploadTestPhoto(harness: Harness, accessToken: string): Promise<string> {
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#335577' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
  const response = await fetch(`${harness.url}/api/listing-images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`photo upload answered ${response.status}`);
  return ((await response.json()) as { items: { id: string }[] }).items[0].id;
}
