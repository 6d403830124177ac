import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import { authRoutes } from '@market/contracts';
import { ControlCharactersPipe, parseOrThrow, requestMeta } from '@market/platform';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import { type IssuedSession, SessionService } from '../services/session.service.js';

/**
 * The `local` Passport strategy of POST /api/auth/sign-in: e-mail and password from the body,
 * checked by SessionService (the per-account lock, the throttle, the decoy hash for unknown
 * e-mails, the audit of failures), which issues the session the controller answers with.
 */
@Injectable()
export class LocalSignInStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly sessions: SessionService) {
    super({
      usernameField: 'email',
      passwordField: 'password',
      passReqToCallback: true,
      session: false,
    });
  }

  /** The whole body is read with the route's schema first: a bad one is a 400 naming the field, as on every route. */
  async validate(request: FastifyRequest): Promise<IssuedSession> {
    const body = readSignInBody(request);
    return this.sessions.signIn(body, requestMeta(request));
  }
}

/**
 * The body as the route's pipes would read it, which a guard runs before: a control character
 * first (400 naming its field, as the global pipe says), then the schema (400 naming the field).
 */
function readSignInBody(request: FastifyRequest) {
  new ControlCharactersPipe().transform(request.body, { type: 'body' });
  return parseOrThrow(authRoutes.signIn.body, request.body, 'request');
}

/** `AuthGuard('local')`: a missing e-mail or password is the schema's 400, never Passport's bare 400. */
@Injectable()
export class LocalSignInGuard extends AuthGuard('local') {
  override handleRequest<S = IssuedSession>(
    error: unknown,
    session: S | false,
    _info: unknown,
    context: ExecutionContext,
  ): S {
    if (error) throw error;
    if (!session) {
      readSignInBody(context.switchToHttp().getRequest<FastifyRequest>());
      throw new Error('Sign-in refused without a reason');
    }
    return session;
  }
}
