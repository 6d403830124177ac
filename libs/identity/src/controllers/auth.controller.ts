import { Body, Controller, Get, Header, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  changePasswordRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  resendVerificationRequestSchema,
  type SessionResponse,
  signInRequestSchema,
  signUpRequestSchema,
  verifyEmailRequestSchema,
} from '@market/contracts';
import {
  ACCESS_TOKENS,
  type AccessTokens,
  AllowSuspended,
  type AuthUser,
  bearerToken,
  CurrentUser,
  type JsonWebKeySet,
  Meta,
  PLATFORM_CONFIG,
  type PlatformConfig,
  type RequestMeta,
  SignedIn,
  ZodPipe,
} from '@market/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AccountService } from '../services/account.service.js';
import { type IssuedSession, SessionService } from '../services/session.service.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';

@Controller('auth')
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

  @Post('sign-up')
  @HttpCode(201)
  signUp(@Body(new ZodPipe(signUpRequestSchema)) body: z.infer<typeof signUpRequestSchema>, @Meta() meta: RequestMeta) {
    return this.accounts.signUp(body, meta);
  }

  @Post('sign-in')
  @HttpCode(200)
  async signIn(
    @Body(new ZodPipe(signInRequestSchema)) body: z.infer<typeof signInRequestSchema>,
    @Meta() meta: RequestMeta,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    return this.withCookie(reply, await this.sessions.signIn(body, meta));
  }

  @Post('refresh')
  @HttpCode(200)
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

  @Post('sign-out')
  @HttpCode(204)
  @AllowSuspended()
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.sessions.signOut(readRefreshCookie(request), await this.sessionOfBearer(request));
    clearRefreshCookie(reply, this.secureCookies);
  }

  /** Every session of the account ends; this one continues with a new session (answered like a sign-in). */
  @Post('change-password')
  @HttpCode(200)
  @SignedIn()
  async changePassword(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(changePasswordRequestSchema)) body: z.infer<typeof changePasswordRequestSchema>,
    @Meta() meta: RequestMeta,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    return this.withCookie(reply, await this.accounts.changePassword(user, body, meta));
  }

  /** The public keys access tokens are signed with, by `kid` (RFC 7517), for anyone verifying them. */
  @Get('jwks')
  @Header('cache-control', 'public, max-age=300')
  jwks(): JsonWebKeySet {
    return this.tokens.jwks();
  }

  @Post('verify-email')
  @HttpCode(200)
  verifyEmail(@Body(new ZodPipe(verifyEmailRequestSchema)) body: { token: string }, @Meta() meta: RequestMeta) {
    return this.accounts.verifyEmail(body.token, meta);
  }

  @Post('resend-verification')
  @HttpCode(202)
  resendVerification(@Body(new ZodPipe(resendVerificationRequestSchema)) body: { email: string }, @Meta() meta: RequestMeta) {
    return this.accounts.resendVerification(body.email, meta);
  }

  @Post('password-reset/request')
  @HttpCode(202)
  requestReset(@Body(new ZodPipe(passwordResetRequestSchema)) body: { email: string }, @Meta() meta: RequestMeta) {
    return this.accounts.requestPasswordReset(body.email, meta);
  }

  @Post('password-reset/confirm')
  @HttpCode(200)
  confirmReset(
    @Body(new ZodPipe(passwordResetConfirmSchema)) body: z.infer<typeof passwordResetConfirmSchema>,
    @Meta() meta: RequestMeta,
  ) {
    return this.accounts.confirmPasswordReset(body, meta);
  }

  /** The session of a validly signed bearer token, even an expired or ended one: signing out needs no more. */
  private async sessionOfBearer(request: FastifyRequest): Promise<{ userId: string; sessionId: string } | null> {
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
