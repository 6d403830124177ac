import { Controller, Header, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { authRoutes, type ParsedBodyOf, type SessionResponse } from '@market/contracts';
import {
  ACCESS_TOKENS,
  type AccessTokens,
  type AuthUser,
  bearerToken,
  CurrentUser,
  Endpoint,
  type JsonWebKeySet,
  Meta,
  PLATFORM_CONFIG,
  type PlatformConfig,
  type RequestMeta,
  RouteBody,
} from '@market/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountService } from '../services/account.service.js';
import { type IssuedSession, SessionService } from '../services/session.service.js';
import { LocalSignInGuard } from './local-sign-in.strategy.js';
import {
  clearRefreshCookie,
  readReferralCookie,
  readRefreshCookie,
  setRefreshCookie,
} from './refresh-cookie.js';

@Controller()
export class AuthController {
  private readonly secureCookies: boolean;

  constructor(
    private readonly accounts: AccountService,
    private readonly sessions: SessionService,
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
    @Inject(ACCESS_TOKENS) private readonly tokens: AccessTokens,
  ) {
    this.secureCookies = config.PUBLIC_URL.startsWith('https:');
  }

  @Endpoint(authRoutes.signUp)
  signUp(
    @RouteBody(authRoutes.signUp) body: ParsedBodyOf<typeof authRoutes.signUp>,
    @Meta() meta: RequestMeta,
    @Req() request: FastifyRequest,
  ) {
    // The affiliate referral cookie a `?ref=` visit set: affiliates attributes the sign-up.
    return this.accounts.signUp(body, meta, readReferralCookie(request));
  }

  /** The `local` Passport strategy checked the credentials and issued the session (local-sign-in.strategy.ts). */
  @Endpoint(authRoutes.signIn)
  @UseGuards(LocalSignInGuard)
  async signIn(
    @RouteBody(authRoutes.signIn) _body: ParsedBodyOf<typeof authRoutes.signIn>,
    @Req() request: FastifyRequest & { user?: IssuedSession },
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    return this.withCookie(reply, request.user!);
  }

  @Endpoint(authRoutes.refresh)
  async refresh(
    @Req() request: FastifyRequest,
    @Meta() meta: RequestMeta,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    try {
      return this.withCookie(reply, await this.sessions.refresh(readRefreshCookie(request), meta));
    } catch (error) {
      clearRefreshCookie(reply, this.secureCookies);
      throw error;
    }
  }

  @Endpoint(authRoutes.signOut)
  async signOut(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.sessions.signOut(readRefreshCookie(request), await this.sessionOfBearer(request));
    clearRefreshCookie(reply, this.secureCookies);
  }

  /** Every session of the account ends; this one continues with a new session (answered like a sign-in). */
  @Endpoint(authRoutes.changePassword)
  async changePassword(
    @CurrentUser() user: AuthUser,
    @RouteBody(authRoutes.changePassword) body: ParsedBodyOf<typeof authRoutes.changePassword>,
    @Meta() meta: RequestMeta,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    return this.withCookie(reply, await this.accounts.changePassword(user, body, meta));
  }

  /** The public keys access tokens are signed with, by `kid` (RFC 7517), for anyone verifying them. */
  @Header('cache-control', 'public, max-age=300')
  @Endpoint(authRoutes.jwks)
  jwks(): JsonWebKeySet {
    return this.tokens.jwks();
  }

  @Endpoint(authRoutes.verifyEmail)
  verifyEmail(
    @RouteBody(authRoutes.verifyEmail) body: ParsedBodyOf<typeof authRoutes.verifyEmail>,
    @Meta() meta: RequestMeta,
  ) {
    return this.accounts.verifyEmail(body.token, meta);
  }

  @Endpoint(authRoutes.resendVerification)
  resendVerification(
    @RouteBody(authRoutes.resendVerification)
    body: ParsedBodyOf<typeof authRoutes.resendVerification>,
    @Meta() meta: RequestMeta,
  ) {
    return this.accounts.resendVerification(body.email, meta);
  }

  @Endpoint(authRoutes.requestPasswordReset)
  requestReset(
    @RouteBody(authRoutes.requestPasswordReset)
    body: ParsedBodyOf<typeof authRoutes.requestPasswordReset>,
    @Meta() meta: RequestMeta,
  ) {
    return this.accounts.requestPasswordReset(body.email, meta);
  }

  @Endpoint(authRoutes.confirmPasswordReset)
  confirmReset(
    @RouteBody(authRoutes.confirmPasswordReset)
    body: ParsedBodyOf<typeof authRoutes.confirmPasswordReset>,
    @Meta() meta: RequestMeta,
  ) {
    return this.accounts.confirmPasswordReset(body, meta);
  }

  /** The session of a validly signed bearer token, even an expired or ended one: signing out needs no more. */
  private async sessionOfBearer(
    request: FastifyRequest,
  ): Promise<{ userId: string; sessionId: string } | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const user = await this.tokens.verify(token).catch(() => null);
    return user?.sessionId ? { userId: user.id, sessionId: user.sessionId } : null;
  }

  private withCookie(reply: FastifyReply, session: IssuedSession): SessionResponse {
    setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt, this.secureCookies);
    return session.response;
  }
}
