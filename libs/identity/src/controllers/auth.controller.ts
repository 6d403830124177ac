import { Controller, Inject, Req, Res } from '@nestjs/common';
import { authRoutes, type ParsedBodyOf, type SessionResponse } from '@market/contracts';
import { Endpoint, Meta, PLATFORM_CONFIG, type PlatformConfig, type RequestMeta, RouteBody } from '@market/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountService } from '../services/account.service.js';
import { type IssuedSession, SessionService } from '../services/session.service.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';

const routes = authRoutes;

@Controller()
export class AuthController {
  private readonly secureCookies: boolean;

  constructor(
    private readonly accounts: AccountService,
    private readonly sessions: SessionService,
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
  ) {
    this.secureCookies = config.PUBLIC_URL.startsWith('https:');
  }

  @Endpoint(routes.signUp)
  signUp(@RouteBody(routes.signUp) body: ParsedBodyOf<typeof routes.signUp>, @Meta() meta: RequestMeta) {
    return this.accounts.signUp(body, meta);
  }

  @Endpoint(routes.signIn)
  async signIn(
    @RouteBody(routes.signIn) body: ParsedBodyOf<typeof routes.signIn>,
    @Meta() meta: RequestMeta,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    return this.withCookie(reply, await this.sessions.signIn(body, meta));
  }

  @Endpoint(routes.refresh)
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

  /** Public: a suspended user, or one whose access token has lapsed, can still end the session. */
  @Endpoint(routes.signOut)
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.sessions.signOut(readRefreshCookie(request));
    clearRefreshCookie(reply, this.secureCookies);
  }

  @Endpoint(routes.verifyEmail)
  verifyEmail(@RouteBody(routes.verifyEmail) body: ParsedBodyOf<typeof routes.verifyEmail>, @Meta() meta: RequestMeta) {
    return this.accounts.verifyEmail(body.token, meta);
  }

  @Endpoint(routes.resendVerification)
  resendVerification(
    @RouteBody(routes.resendVerification) body: ParsedBodyOf<typeof routes.resendVerification>,
    @Meta() meta: RequestMeta,
  ) {
    return this.accounts.resendVerification(body.email, meta);
  }

  @Endpoint(routes.requestPasswordReset)
  requestReset(
    @RouteBody(routes.requestPasswordReset) body: ParsedBodyOf<typeof routes.requestPasswordReset>,
    @Meta() meta: RequestMeta,
  ) {
    return this.accounts.requestPasswordReset(body.email, meta);
  }

  @Endpoint(routes.confirmPasswordReset)
  confirmReset(
    @RouteBody(routes.confirmPasswordReset) body: ParsedBodyOf<typeof routes.confirmPasswordReset>,
    @Meta() meta: RequestMeta,
  ) {
    return this.accounts.confirmPasswordReset(body, meta);
  }

  private withCookie(reply: FastifyReply, session: IssuedSession): SessionResponse {
    setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt, this.secureCookies);
    return session.response;
  }
}
