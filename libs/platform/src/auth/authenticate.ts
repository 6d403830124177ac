import type { FastifyRequest } from 'fastify';
import { AccountSuspendedError, InvalidAccessTokenError } from '../http/app-errors.js';
import type { AccessTokens, AuthUser } from './token.service.js';
import { InvalidTokenError } from './token.service.js';
import type { DenyList } from './deny-list.js';
import type { SessionState } from './session-state.js';

export type AuthenticatedRequest = FastifyRequest & { user?: AuthUser };

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/** What checking a bearer token takes: the keys, the deny-list of suspended users and the session state. */
export interface TokenChecks {
  tokens: AccessTokens;
  denyList: DenyList;
  sessions: SessionState;
}

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

interface Checked {
  token: string;
  user: Promise<AuthUser>;
  current: Promise<boolean>;
}

const checked = new WeakMap<FastifyRequest, Checked>();

/**
 * Verifies the bearer token (signature, key id, claims), then that its user is not
 * suspended (403 ACCOUNT_SUSPENDED, so the SPA shows the suspended screen) and that its
 * session still holds (not signed out, no role or password change since: a 401, after
 * which the SPA refreshes once); answers the user, or null when no token was sent. Each
 * check runs once per request, however many guards ask (the edge and a route's guard).
 */
export async function authenticate(
  request: FastifyRequest,
  checks: TokenChecks,
  options: { allowSuspended?: boolean } = {},
): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  let entry = checked.get(request);
  if (!entry || entry.token !== token) {
    const user = verifyToken(token, checks.tokens);
    entry = { token, user, current: user.then((u) => checks.sessions.isCurrent(u)) };
    entry.current.catch(() => undefined);
    checked.set(request, entry);
  }
  const user = await entry.user;
  if (!options.allowSuspended && (await checks.denyList.isDenied(user.id)))
    throw new AccountSuspendedError();
  if (!(await entry.current)) throw new InvalidAccessTokenError(SESSION_ENDED_MESSAGE);
  return user;
}

async function verifyToken(token: string, tokens: AccessTokens): Promise<AuthUser> {
  try {
    return await tokens.verify(token);
  } catch (error) {
    const message = error instanceof InvalidTokenError ? error.message : 'Invalid access token';
    throw new InvalidAccessTokenError(message);
  }
}
