import {
  ApiError,
  apiErrorFrom,
  apiUrl,
  currentAccessToken,
  refreshAccessToken,
} from '../../../lib/api';

async function send(path: string, file: File, token: string | null): Promise<Response> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(apiUrl(path), {
      method: 'POST',
      body: form,
      headers,
      credentials: 'include',
    });
  } catch {
    throw new ApiError(
      0,
      'NETWORK_ERROR',
      'We could not reach the server. Check your connection and try again.',
    );
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/**
 * POSTs one file as multipart field `file` (the logo routes). apiRequest only sends JSON, so
 * this repeats its auth handling: bearer token when signed in, one refresh and retry on a 401.
 */
export async function uploadFile<T>(path: string, file: File): Promise<T> {
  let response = await send(path, file, currentAccessToken());
  if (response.status === 401) {
    const fresh = await refreshAccessToken();
    if (fresh) response = await send(path, file, fresh);
  }
  const body = await readJson(response);
  if (response.ok) return body as T;
  throw apiErrorFrom(response.status, body);
}
