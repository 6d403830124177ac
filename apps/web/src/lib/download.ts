import { apiErrorFrom, apiUrl, currentAccessToken, refreshAccessToken } from './api';

/**
 * Downloads a file route with the signed-in token (a plain link would carry none): the server
 * streams it, the browser saves it under the name the server gives.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const fetchWith = (token: string | null) =>
    fetch(apiUrl(path), {
      credentials: 'include',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  let response = await fetchWith(currentAccessToken());
  if (response.status === 401) response = await fetchWith(await refreshAccessToken());
  if (!response.ok) throw apiErrorFrom(response.status, await response.json().catch(() => null));
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
