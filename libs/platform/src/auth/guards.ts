import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@market/contracts';
import type { FastifyRequest } from 'fastify';
import { AccountSuspendedError, ForbiddenError, InvalidAccessTokenError, UnauthorizedError } from '../http/app-errors.js';
import { ACCESS_TOKENS, type AccessTokens, type AuthUser, InvalidTokenError } from './token.service.js';
import { DENY_LIST, type DenyList } from './deny-list.js';
import { SESSION_STATE, type SessionState } from './session-state.js';

const ROLES_KEY = 'market:roles';
const ALLOW_SUSPENDED_KEY = 'market:allow-suspended';

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
  if (!options.allowSuspended && (await checks.denyList.isDenied(user.id))) throw new AccountSuspendedError();
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

@Injectable()
export class SignedInGuard implements CanActivate {
  private readonly checks: TokenChecks;

  constructor(
    @Inject(ACCESS_TOKENS) tokens: AccessTokens,
    @Inject(DENY_LIST) denyList: DenyList,
    @Inject(SESSION_STATE) sessions: SessionState,
    private readonly reflector: Reflector,
  ) {
    this.checks = { tokens, denyList, sessions };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const allowSuspended = this.reflector.getAllAndOverride<boolean>(ALLOW_SUSPENDED_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const user = await authenticate(request, this.checks, { allowSuspended });
    if (!user) throw new UnauthorizedError();
    request.user = user;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (roles?.length && !roles.some((role) => user.roles.includes(role))) {
      throw new ForbiddenError(
        roles.includes('admin') && roles.length === 1 ? 'Access denied. Admin privileges required.' : undefined,
      );
    }
    return true;
  }
}

/** Reads the token when one is sent, for routes that are public but answer more to signed-in users. */
@Injectable()
export class OptionalUserGuard implements CanActivate {
  private readonly checks: TokenChecks;

  constructor(
    @Inject(ACCESS_TOKENS) tokens: AccessTokens,
    @Inject(DENY_LIST) denyList: DenyList,
    @Inject(SESSION_STATE) sessions: SessionState,
  ) {
    this.checks = { tokens, denyList, sessions };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    request.user = (await authenticate(request, this.checks).catch((error) => {
      if (error instanceof AccountSuspendedError) throw error;
      return null;
    })) ?? undefined;
    return true;
  }
}

/** The route needs a signed-in, active user. */
export const SignedIn = () => UseGuards(SignedInGuard);

/** The route needs one of these roles. */
export const Roles = (...roles: Role[]) => applyDecorators(SetMetadata(ROLES_KEY, roles), UseGuards(SignedInGuard));

/** A suspended user may still call this route (only sign-out). */
export const AllowSuspended = () => SetMetadata(ALLOW_SUSPENDED_KEY, true);

export const OptionalUser = () => UseGuards(OptionalUserGuard);

export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthUser | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);

export function isAdmin(user: AuthUser | undefined): boolean {
  return !!user?.roles.includes('admin');
}

/** Owner-or-admin rule, for services to call with the row's owner. */
export function assertOwnerOrAdmin(user: AuthUser, ownerId: string | null | undefined, message?: string): void {
  if (isAdmin(user) || (ownerId && ownerId === user.id)) return;
  throw new ForbiddenError(message);
}
