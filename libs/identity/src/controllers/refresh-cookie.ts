import { parseReferralCookie, REFERRAL_COOKIE_NAME } from '@market/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'wb_refresh';
const COOKIE_PATH = '/api/auth';
/**
 * Readable by the SPA and holding no secret: it only says a refresh cookie was set, so a
 * signed-out page load does not ask /api/auth/refresh for a session that cannot exist
 * (the refresh cookie itself is httpOnly and scoped to /api/auth).
 */
export const SESSION_MARKER_COOKIE = 'wb_session';

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies?.[
    REFRESH_COOKIE
  ];
}

/** The affiliate referral cookie (set by affiliates' track route), parsed; null without one. */
export function readReferralCookie(
  request: FastifyRequest,
): { code: string; issuedAt: Date } | null {
  return parseReferralCookie(
    (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies?.[
      REFERRAL_COOKIE_NAME
    ],
  );
}

export function setRefreshCookie(
  reply: FastifyReply,
  token: string,
  expires: Date,
  secure: boolean,
): void {
  (reply as FastifyReply & { setCookie: Function }).setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: COOKIE_PATH,
    expires,
  });
  (reply as FastifyReply & { setCookie: Function }).setCookie(SESSION_MARKER_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    expires,
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  (reply as FastifyReply & { clearCookie: Function }).clearCookie(REFRESH_COOKIE, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
  (reply as FastifyReply & { clearCookie: Function }).clearCookie(SESSION_MARKER_COOKIE, {
    path: '/',
    sameSite: 'lax',
    secure,
  });
}
