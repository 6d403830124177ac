import { isMultipart, type ResponseOf, type RouteSpec } from '@market/contracts';
import { ApiError, apiErrorFrom, apiUrl, currentAccessToken, refreshAccessToken } from './api';
import { routeUrl } from './apiCall';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  params?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** One attempt; XHR rather than fetch because only XHR reports upload progress. */
function send(
  url: string,
  form: FormData,
  token: string | null,
  { onProgress, signal }: UploadOptions,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(url));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
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
 * Uploads files to a multipart route described in libs/contracts (its one file field takes
 * them), with progress. Authenticates like apiCall: the bearer token when signed in, one
 * refresh and retry on a 401.
 */
export async function uploadFiles<R extends RouteSpec>(
  route: R,
  files: readonly File[],
  options: UploadOptions = {},
): Promise<ResponseOf<R>> {
  if (!isMultipart(route.body)) throw new Error(`${route.method} ${route.path} takes no files`);
  const [field] = Object.keys(route.body.files);
  const form = new FormData();
  for (const file of files) form.append(field, file, file.name);
  const url = routeUrl(route, options.params);
  const signedIn = route.auth !== 'public';
  let answer = await send(url, form, signedIn ? currentAccessToken() : null, options);
  if (answer.status === 401 && signedIn) {
    const fresh = await refreshAccessToken();
    if (fresh) answer = await send(url, form, fresh, options);
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body as ResponseOf<R>;
  throw apiErrorFrom(answer.status, answer.body);
}
