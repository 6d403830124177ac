import type { ListingImage } from '@market/contracts';
import {
  ApiError,
  apiErrorFrom,
  apiUrl,
  currentAccessToken,
  refreshAccessToken,
} from '../../../lib/api';

export interface UploadProgress {
  loaded: number;
  total: number;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

function send(
  files: readonly File[],
  token: string | null,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/listing-images'));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () =>
      reject(
        new ApiError(
          0,
          'NETWORK_ERROR',
          'We could not reach the server. Check your connection and try again.',
        ),
      );
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * POST /api/listing-images (multipart field `files`) with upload progress, which fetch cannot
 * report. Authenticates like apiRequest: bearer token, one refresh and retry on a 401.
 */
export async function uploadListingImages(
  files: readonly File[],
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<ListingImage[]> {
  let answer = await send(files, currentAccessToken(), onProgress, signal);
  if (answer.status === 401) {
    const fresh = await refreshAccessToken();
    if (fresh) answer = await send(files, fresh, onProgress, signal);
  }
  if (answer.status >= 200 && answer.status < 300) {
    return (answer.body as { items: ListingImage[] }).items;
  }
  throw apiErrorFrom(answer.status, answer.body);
}
