import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTHeaderParameters } from 'jose';
import type { Role } from '@market/contracts';
import { keyIdOf, type SigningKeys } from './keys.js';

/** What a verified access token says about its holder. */
export interface AuthUser {
  id: string;
  email: string;
  roles: Role[];
  /** Token id, for logs. */
  tokenId?: string;
  /** The session (refresh-token family) the token belongs to: signing out ends it. */
  sessionId?: string;
  /** The user's session version when the token was issued; a role or password change raises it. */
  sessionVersion?: number;
}

/** The claims identity puts in a token besides the user's. */
export interface SessionClaims {
  tokenId: string;
  sessionId: string;
  sessionVersion: number;
}

export class InvalidTokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(
      reason === 'expired'
        ? 'Your session has expired. Please sign in again.'
        : 'Invalid access token',
    );
  }
}

/** A JSON Web Key Set as GET /api/auth/jwks publishes it (public keys only). */
export interface JsonWebKeySet {
  keys: { kty: string; crv: string; x: string; y: string; kid: string; alg: string; use: 'sig' }[];
}

const ALGORITHM = 'ES256';
/** RFC 9068's media type for access tokens, so an ID token or another JWT is never taken for one. */
const TOKEN_TYPE = 'at+jwt';
/** Clocks of the processes may disagree by this much. */
export const CLOCK_TOLERANCE_SECONDS = 30;
/** No access token lives longer (ACCESS_TOKEN_TTL_SECONDS is at most this). */
const MAX_TOKEN_AGE_SECONDS = 3600;

interface VerificationKey {
  kid: string;
  key: KeyObject;
}

/**
 * Issues (identity only) and verifies (every service) short-lived access tokens. Each
 * token names its signing key (`kid`, the key's JWK thumbprint); verification picks the
 * key by that id among the current and the previous public keys, so a key can be rotated
 * without signing anyone out (docs/security.md). `exp`, `iat`, `iss`, `aud`, `sub` and
 * `jti` are required, with a small clock tolerance.
 */
export class AccessTokens {
  private readonly privateKey?: KeyObject;
  private readonly signingKeyId: string;
  private readonly verificationKeys: Map<string, VerificationKey>;

  constructor(
    keys: SigningKeys,
    private readonly issuer: string,
    readonly ttlSeconds: number,
    private readonly audience = 'wheelbase-api',
  ) {
    this.signingKeyId = keyIdOf(keys.publicKeyPem);
    this.verificationKeys = new Map();
    for (const pem of [keys.publicKeyPem, ...(keys.previousPublicKeyPems ?? [])]) {
      const kid = keyIdOf(pem);
      this.verificationKeys.set(kid, { kid, key: createPublicKey(pem) });
    }
    if (keys.privateKeyPem) {
      this.privateKey = createPrivateKey(keys.privateKeyPem);
      // A private key that does not match JWT_PUBLIC_KEY would sign tokens nobody accepts.
      const derived = createPublicKey(this.privateKey)
        .export({ type: 'spki', format: 'pem' })
        .toString();
      if (keyIdOf(derived) !== this.signingKeyId) {
        throw new Error(
          'JWT_PRIVATE_KEY does not belong to JWT_PUBLIC_KEY: set the public key of the signing key',
        );
      }
    }
  }

  /** The `kid` new tokens carry. */
  get keyId(): string {
    return this.signingKeyId;
  }

  /**
   * A token for `user` in the session `claims` names. A bare token id (tests, tools) stands
   * for a session of its own at version 0, which any later change of the user ends.
   */
  async issue(
    user: Pick<AuthUser, 'id' | 'email' | 'roles'>,
    session: SessionClaims | string,
  ): Promise<string> {
    if (!this.privateKey)
      throw new Error('This process holds no signing key; only identity issues tokens');
    const claims =
      typeof session === 'string'
        ? { tokenId: session, sessionId: session, sessionVersion: 0 }
        : session;
    return new SignJWT({
      email: user.email,
      roles: user.roles,
      sid: claims.sessionId,
      sv: claims.sessionVersion,
    })
      .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE, kid: this.signingKeyId })
      .setSubject(user.id)
      .setIssuer(this.issuer)
      .setAudience(this.audience)
      .setJti(claims.tokenId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.privateKey);
  }

  async verify(token: string): Promise<AuthUser> {
    try {
      const { payload } = await jwtVerify(
        token,
        (header: JWTHeaderParameters) => this.keyFor(header),
        {
          issuer: this.issuer,
          audience: this.audience,
          algorithms: [ALGORITHM],
          typ: TOKEN_TYPE,
          requiredClaims: ['exp', 'iat', 'sub', 'jti'],
          maxTokenAge: MAX_TOKEN_AGE_SECONDS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        },
      );
      if (
        !payload.sub ||
        typeof payload.email !== 'string' ||
        !Array.isArray(payload.roles) ||
        typeof payload.sid !== 'string' ||
        typeof payload.sv !== 'number'
      ) {
        throw new InvalidTokenError('invalid');
      }
      return {
        id: payload.sub,
        email: payload.email,
        roles: payload.roles as Role[],
        tokenId: payload.jti,
        sessionId: payload.sid,
        sessionVersion: payload.sv,
      };
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (
        error instanceof joseErrors.JWTExpired &&
        (error as joseErrors.JWTExpired).claim === 'exp'
      ) {
        throw new InvalidTokenError('expired');
      }
      throw new InvalidTokenError('invalid');
    }
  }

  /** The public keys as a JWKS: the current one first, then those kept for the rotation overlap. */
  jwks(): JsonWebKeySet {
    return {
      keys: [...this.verificationKeys.values()].map(({ kid, key }) => {
        const jwk = key.export({ format: 'jwk' }) as {
          kty: string;
          crv: string;
          x: string;
          y: string;
        };
        return {
          kty: jwk.kty,
          crv: jwk.crv,
          x: jwk.x,
          y: jwk.y,
          kid,
          alg: ALGORITHM,
          use: 'sig' as const,
        };
      }),
    };
  }

  private keyFor(header: JWTHeaderParameters): KeyObject {
    const found =
      typeof header.kid === 'string' ? this.verificationKeys.get(header.kid) : undefined;
    if (!found) throw new InvalidTokenError('invalid');
    return found.key;
  }
}

export const ACCESS_TOKENS = Symbol('ACCESS_TOKENS');
