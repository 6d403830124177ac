import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Role } from '@market/contracts';
import { AccountSuspendedError, ForbiddenError, UnauthorizedError } from '../http/app-errors.js';
import type { AuthUser } from './token.service.js';
import { letSuspendedThrough } from './access-token.strategy.js';
import type { AuthenticatedRequest } from './authenticate.js';

export {
  authenticate,
  type AuthenticatedRequest,
  bearerToken,
  SESSION_ENDED_MESSAGE,
  type TokenChecks,
} from './authenticate.js';

const ROLES_KEY = 'market:roles';
const ALLOW_SUSPENDED_KEY = 'market:allow-suspended';

/**
 * Passport's `AuthGuard('jwt')` (AccessTokenStrategy) for routes that need a signed-in user,
 * with the role rule on top: 401 without a valid, current token, 403 ACCOUNT_SUSPENDED for a
 * suspended user (unless the route allows it), 403 without one of the route's roles.
 */
@Injectable()
export class SignedInGuard extends AuthGuard('jwt') implements CanActivate {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (
      this.reflector.getAllAndOverride<boolean>(ALLOW_SUSPENDED_KEY, [
        context.getHandler(),
        context.getClass(),
      ])
    ) {
      letSuspendedThrough(request);
    }
    await super.canActivate(context);
    const user = request.user!;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (roles?.length && !roles.some((role) => user.roles.includes(role))) {
      throw new ForbiddenError(
        roles.includes('admin') && roles.length === 1
          ? 'Access denied. Admin privileges required.'
          : undefined,
      );
    }
    return true;
  }

  override handleRequest<U = AuthUser>(error: unknown, user: U | false): U {
    if (error) throw error;
    if (!user) throw new UnauthorizedError();
    return user;
  }
}

/** Reads the token when one is sent, for routes that are public but answer more to signed-in users. */
@Injectable()
export class OptionalUserGuard extends AuthGuard('jwt') implements CanActivate {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    return true;
  }

  /** A missing, expired or ended token reads as signed out; a suspended user is still told so. */
  override handleRequest<U = AuthUser>(error: unknown, user: U | false): U | undefined {
    if (error instanceof AccountSuspendedError) throw error;
    return (!error && user) || undefined;
  }
}

/** The route needs a signed-in, active user. */
export const SignedIn = () => UseGuards(SignedInGuard);

/** The route needs one of these roles. */
export const Roles = (...roles: Role[]) =>
  applyDecorators(SetMetadata(ROLES_KEY, roles), UseGuards(SignedInGuard));

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
export function assertOwnerOrAdmin(
  user: AuthUser,
  ownerId: string | null | undefined,
  message?: string,
): void {
  if (isAdmin(user) || (ownerId && ownerId === user.id)) return;
  throw new ForbiddenError(message);
}
