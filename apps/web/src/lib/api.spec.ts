import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, apiRequest, configureApi } from './api';

type FetchMock = jest.Mock<typeof fetch>;

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const envelope = (
  code: string,
  message: string,
  details?: { path: string; message: string }[],
) => ({
  error: { code, message, details },
});

describe('apiRequest', () => {
  let fetchMock: FetchMock;
  let unplug: () => void = () => undefined;

  beforeEach(() => {
    fetchMock = jest.fn<typeof fetch>();
    globalThis.fetch = fetchMock;
  });

  afterEach(() => unplug());

  const headersOf = (call: number) =>
    fetchMock.mock.calls[call][1]?.headers as Record<string, string>;

  it('sends JSON with the bearer token and the cookies, and parses the answer', async () => {
    unplug = configureApi({ getAccessToken: () => 'tok-1' });
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));

    await expect(apiRequest('/me', { method: 'PATCH', body: { bio: 'x' } })).resolves.toEqual({
      ok: true,
    });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/me');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"bio":"x"}');
    expect(headersOf(0).Authorization).toBe('Bearer tok-1');
    expect(headersOf(0)['Content-Type']).toBe('application/json');
  });

  it('answers undefined for 204', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('/auth/sign-out', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('turns the error envelope into an ApiError with field errors', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        400,
        envelope('VALIDATION_FAILED', 'Invalid input', [{ path: 'phone', message: 'Bad phone' }]),
      ),
    );
    const error = await apiRequest('/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid input',
    });
    expect((error as ApiError).fieldErrors()).toEqual({ phone: 'Bad phone' });
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    const refresh = jest.fn(async () => 'tok-2');
    unplug = configureApi({ getAccessToken: () => 'tok-1', refreshAccessToken: refresh });
    fetchMock
      .mockResolvedValueOnce(json(401, envelope('UNAUTHORIZED', 'Expired')))
      .mockResolvedValueOnce(json(200, { id: 'u1' }));

    await expect(apiRequest('/me')).resolves.toEqual({ id: 'u1' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(headersOf(1).Authorization).toBe('Bearer tok-2');
  });

  it('gives up after one retry and when there is no session to refresh', async () => {
    unplug = configureApi({
      getAccessToken: () => 'tok-1',
      refreshAccessToken: async () => 'tok-2',
    });
    fetchMock.mockImplementation(async () => json(401, envelope('UNAUTHORIZED', 'Nope')));
    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockClear();
    unplug = configureApi({ refreshAccessToken: async () => null });
    await expect(apiRequest('/me')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for auth: false calls', async () => {
    const refresh = jest.fn(async () => 'tok-2');
    unplug = configureApi({ refreshAccessToken: refresh });
    fetchMock.mockResolvedValueOnce(json(401, envelope('INVALID_CREDENTIALS', 'Wrong password')));
    await expect(apiRequest('/auth/sign-in', { body: {}, auth: false })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('reports ACCOUNT_SUSPENDED from any answer', async () => {
    const onAccountSuspended = jest.fn();
    unplug = configureApi({ onAccountSuspended });
    fetchMock.mockResolvedValueOnce(json(403, envelope('ACCOUNT_SUSPENDED', 'Deactivated')));
    await expect(apiRequest('/listings')).rejects.toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect(onAccountSuspended).toHaveBeenCalledTimes(1);
  });

  it('maps answers without an envelope and network failures to ApiError', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad Gateway', { status: 502 }));
    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });

    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
