import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport';
import type { AuthUser } from './token.service.js';
import { authenticate, type TokenChecks } from './authenticate.js';

/** The checks of the app a request reached (createHttpApp decorates each Fastify instance with its runtime's). */
declare module 'fastify' {
  interface FastifyInstance {
    tokenChecks: TokenChecks;
  }
}

type Verify = (
  request: FastifyRequest,
  done: (error: unknown, user?: AuthUser | false) => void,
) => void;

/** A Passport strategy reading `Authorization: Bearer <access token>`; what it checks is its verify callback's. */
class BearerTokenStrategy extends Strategy {
  constructor(private readonly verify: Verify) {
    super();
  }

  // Passport's types speak Express; under Fastify the request Passport hands over is Fastify's.
  override authenticate(request: unknown): void {
    this.verify(request as FastifyRequest, (error, user) => {
      if (error) this.error(error);
      else if (user) this.success(user);
      else this.fail(401);
    });
  }
}

/** Whether the route lets a suspended user through (set by the guard before Passport runs). */
const allowsSuspended = new WeakSet<FastifyRequest>();

export function letSuspendedThrough(request: FastifyRequest): void {
  allowsSuspended.add(request);
}

/**
 * The `jwt` Passport strategy the guards use (`AuthGuard('jwt')`): the access token's
 * signature under the key its `kid` names (current or kept for rotation, the keys of the
 * JWKS), its claims, then that its user is not suspended and its session still holds
 * (libs/platform/src/auth/authenticate.ts). Stateless: the keys and the session state are
 * those of the app the request reached, so several apps in one process each check their own.
 */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(BearerTokenStrategy, 'jwt') {
  async validate(request: FastifyRequest): Promise<AuthUser | false> {
    const user = await authenticate(request, request.server.tokenChecks, {
      allowSuspended: allowsSuspended.has(request),
    });
    return user ?? false;
  }
}
