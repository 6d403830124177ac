import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type AppError,
  ImageTooLargeError,
  InvalidImageError,
  UnsupportedImageTypeError,
  ValidationError,
} from './app-errors.js';

export interface UploadedFile {
  /** The client's file name without any path, at most 80 characters (for messages). */
  filename: string;
  data: Buffer;
}

export interface UploadRules {
  /** Largest accepted file; a larger one is refused by name with a 413. */
  maxBytes: number;
  maxFiles: number;
  /** Messages for a request that is not multipart, holds no file, or holds too many. */
  notMultipart: string;
  noFile: string;
  tooMany?: string;
}

export const uploadDisplayName = (filename: string) =>
  (filename.split(/[\\/]/).pop() || 'image').slice(0, 80);

/** The error an upload refused by its content or size answers with (413, 415, else 400). */
export function imageRejected(status: 400 | 413 | 415, message: string): AppError {
  if (status === 413) return new ImageTooLargeError(message);
  return status === 415 ? new UnsupportedImageTypeError(message) : new InvalidImageError(message);
}

/**
 * Reads a multipart request's files into memory, each capped at `maxBytes`: a file over it
 * is refused by name before anything is processed or stored.
 */
export async function readUploadedFiles(
  request: FastifyRequest,
  rules: UploadRules,
): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new ValidationError(rules.notMultipart);
  const files: UploadedFile[] = [];
  try {
    const parts = request.files({
      limits: { fileSize: rules.maxBytes, files: rules.maxFiles, fields: 5 },
      throwFileSizeLimit: false,
    });
    for await (const part of parts) {
      const data = await part.toBuffer();
      const filename = uploadDisplayName(part.filename);
      if (part.file.truncated)
        throw imageRejected(413, `"${filename}" is larger than ${rules.maxBytes / 1024 / 1024} MB`);
      files.push({ filename, data });
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT' && rules.tooMany)
      throw new ValidationError(rules.tooMany);
    throw error;
  }
  if (files.length === 0) throw new ValidationError(rules.noFile);
  return files;
}

/** JPEG, PNG or WebP by their first bytes, whatever the file is called. */
export function sniffImageType(data: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return 'image/jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (
    data.length >= 12 &&
    data.toString('ascii', 0, 4) === 'RIFF' &&
    data.toString('ascii', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/**
 * Sends a stored file whose URL changes with every version, so browsers and CDNs may keep
 * it for a year.
 */
export async function sendImmutableFile(
  reply: FastifyReply,
  file: { body: Buffer; contentType: string },
  headers: Record<string, string> = {},
): Promise<void> {
  reply
    .header('content-type', file.contentType)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff');
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  await reply.send(file.body);
}
