import { MAX_LOGO_BYTES } from '@market/contracts';
import { readUploadedFiles, type UploadedFile } from '@market/platform';
import type { FastifyRequest } from 'fastify';

/** One logo from the multipart field `file`, at most 5 MB (a larger one is refused by name). */
export async function readLogo(request: FastifyRequest): Promise<UploadedFile> {
  const [logo] = await readUploadedFiles(request, {
    maxBytes: MAX_LOGO_BYTES,
    maxFiles: 1,
    notMultipart: 'Send the logo as multipart/form-data in the field "file".',
    noFile: 'Please choose a logo image to upload.',
    tooMany: 'Please upload one logo at a time.',
  });
  return logo;
}
