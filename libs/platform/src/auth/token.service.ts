import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '@market/contracts';
import type { SigningKeys } from './keys.js';

/** What a verified access token says about its holder. */
export interface AuthUser {
  id: string;
  email: string;
  roles: Role[];
  /** Token id, for logs. */
  tokenId?: string;
}

export class InvalidTokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'Your session has expired. Please sign in again.' : 'Invalid access token');
  }
}

const ALGORITHM = 'ES256';

/** Issues (identity only) and verifies (every service) short-lived access tokens. */
export class AccessTokens {
  private readonly privateKey?: KeyObject;
  private readonly publicKey: KeyObject;

  constructor(
    keys: SigningKeys,
    private readonly issuer: string,
    readonly ttlSeconds: number,
  ) {
    this.publicKey = createPublicKey(keys.publicKeyPem);
    if (keys.privateKeyPem) this.privateKey = createPrivateKey(keys.privateKeyPem);
  }

  async issue(user: AuthUser, tokenId: string): Promise<string> {
    if (!this.privateKey) throw new Error('This process holds no signing key; only identity issues tokens');
    return new SignJWT({ email: user.email, roles: user.roles })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(user.id)
      .setIssuer(this.issuer)
      .setJti(tokenId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.privateKey);
  }

  async verify(token: string): Promise<AuthUser> {
    try {
      const { payload } = await jwtVerify(token, this.publicKey, { issuer: this.issuer, algorithms: [ALGORITHM] });
      if (!payload.sub || typeof payload.email !== 'string' || !Array.isArray(payload.roles)) {
        throw new InvalidTokenError('invalid');
      }
      return { id: payload.sub, email: payload.email, roles: payload.roles as Role[], tokenId: payload.jti };
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw new InvalidTokenError('expired');
      throw new InvalidTokenError('invalid');
    }
  }
}

export const ACCESS_TOKENS = Symbol('ACCESS_TOKENS');
