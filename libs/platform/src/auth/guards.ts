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

const ROLES_KEY = 'market:roles';
const ALLOW_SUSPENDED_KEY = 'market:allow-suspended';

export type AuthenticatedRequest = FastifyRequest & { user?: AuthUser };

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/** Verifies the bearer token and the deny-list; answers the user or null when no token was sent. */
export async function authenticate(
  request: FastifyRequest,
  tokens: AccessTokens,
  denyList: DenyList,
  options: { allowSuspended?: boolean } = {},
): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  let user: AuthUser;
  try {
    user = await tokens.verify(token);
  } catch (error) {
    const message = error instanceof InvalidTokenError ? error.message : 'Invalid access token';
    throw new InvalidAccessTokenError(message);
  }
  if (!options.allowSuspended && (await denyList.isDenied(user.id))) throw new AccountSuspendedError();
  return user;
}

@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(
    @Inject(ACCESS_TOKENS) private readonly tokens: AccessTokens,
    @Inject(DENY_LIST) private readonly denyList: DenyList,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const allowSuspended = this.reflector.getAllAndOverride<boolean>(ALLOW_SUSPENDED_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const user = await authenticate(request, this.tokens, this.denyList, { allowSuspended });
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
  constructor(
    @Inject(ACCESS_TOKENS) private readonly tokens: AccessTokens,
    @Inject(DENY_LIST) private readonly denyList: DenyList,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    request.user = (await authenticate(request, this.tokens, this.denyList).catch((error) => {
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
