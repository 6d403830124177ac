import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'wb_refresh';
const COOKIE_PATH = '/api/auth';

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies?.[REFRESH_COOKIE];
}

export function setRefreshCookie(reply: FastifyReply, token: string, expires: Date, secure: boolean): void {
  (reply as FastifyReply & { setCookie: Function }).setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: COOKIE_PATH,
    expires,
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  (reply as FastifyReply & { clearCookie: Function }).clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
}
