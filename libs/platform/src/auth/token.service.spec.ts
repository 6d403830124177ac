import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { AccessTokens, InvalidTokenError } from './token.service.js';
import { generateSigningKeys, keyIdOf } from './keys.js';

describe('AccessTokens', () => {
  const keys = generateSigningKeys();
  const issuer = new AccessTokens(keys, 'wheelbase', 60);
  const verifier = new AccessTokens({ publicKeyPem: keys.publicKeyPem }, 'wheelbase', 60);
  const user = {
    id: '0b6f1f5e-8f2a-4f3c-9a55-0a0c7d2f6b11',
    email: 'a@example.com',
    roles: ['user' as const, 'dealer' as const],
  };
  const session = {
    tokenId: 'token-1',
    sessionId: '7d4b7a39-1a45-4c1e-9d4f-2b0f3a3c1e11',
    sessionVersion: 3,
  };

  /** A token signed with our key but with claims of the test's choosing. */
  function handMade(claims: Record<string, unknown>, header: Record<string, unknown> = {}) {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      sub: user.id,
      email: user.email,
      roles: user.roles,
      sid: session.sessionId,
      sv: 1,
      jti: 'j',
      iss: 'wheelbase',
      aud: 'wheelbase-api',
      iat: now,
      exp: now + 60,
      ...claims,
    };
    for (const [key, value] of Object.entries(payload))
      if (value === undefined) delete payload[key as keyof typeof payload];
    return new SignJWT(payload)
      .setProtectedHeader({
        alg: 'ES256',
        typ: 'at+jwt',
        kid: keyIdOf(keys.publicKeyPem),
        ...header,
      } as never)
      .sign(createPrivateKey(keys.privateKeyPem));
  }

  it('issues tokens, naming their key, that a process holding only the public key verifies', async () => {
    const token = await issuer.issue(user, session);
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
    expect(header).toEqual({ alg: 'ES256', typ: 'at+jwt', kid: keyIdOf(keys.publicKeyPem) });
    await expect(verifier.verify(token)).resolves.toEqual({
      ...user,
      ...session,
      tokenId: 'token-1',
    });
  });

  it('refuses tampered, foreign, other-issuer, other-audience and expired tokens', async () => {
    const token = await issuer.issue(user, session);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        roles: ['admin'],
      }),
    ).toString('base64url');
    await expect(verifier.verify(`${header}.${forged}.${signature}`)).rejects.toBeInstanceOf(
      InvalidTokenError,
    );

    const foreign = new AccessTokens(generateSigningKeys(), 'wheelbase', 60);
    await expect(verifier.verify(await foreign.issue(user, session))).rejects.toMatchObject({
      reason: 'invalid',
    });

    const otherIssuer = new AccessTokens(keys, 'someone-else', 60);
    await expect(verifier.verify(await otherIssuer.issue(user, session))).rejects.toMatchObject({
      reason: 'invalid',
    });

    const otherAudience = new AccessTokens(keys, 'wheelbase', 60, 'another-api');
    await expect(verifier.verify(await otherAudience.issue(user, session))).rejects.toMatchObject({
      reason: 'invalid',
    });

    // Past the expiry by more than the 30 s the clocks may disagree.
    await expect(
      verifier.verify(
        await handMade({
          iat: Math.floor(Date.now() / 1000) - 120,
          exp: Math.floor(Date.now() / 1000) - 31,
        }),
      ),
    ).rejects.toMatchObject({ reason: 'expired' });
  });

  it('allows 30 seconds of clock difference, and no more', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expect(verifier.verify(await handMade({ exp: now - 10 }))).resolves.toMatchObject({
      id: user.id,
    });
    await expect(verifier.verify(await handMade({ iat: now + 20 }))).resolves.toMatchObject({
      id: user.id,
    });
    await expect(
      verifier.verify(await handMade({ iat: now + 120, exp: now + 180 })),
    ).rejects.toMatchObject({ reason: 'invalid' });
  });

  it.each(['exp', 'iat', 'iss', 'aud', 'sub', 'jti', 'sid', 'sv'])(
    'refuses a token without %s',
    async (claim) => {
      await expect(verifier.verify(await handMade({ [claim]: undefined }))).rejects.toBeInstanceOf(
        InvalidTokenError,
      );
    },
  );

  it('refuses alg none, a missing or unknown kid, and another token type', async () => {
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt', kid: issuer.keyId })).toString('base64url')}.${(await handMade({})).split('.')[1]}.`;
    await expect(verifier.verify(none)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(verifier.verify(await handMade({}, { kid: undefined }))).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
    await expect(verifier.verify(await handMade({}, { kid: 'not-a-key' }))).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
    await expect(verifier.verify(await handMade({}, { typ: 'JWT' }))).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
  });

  it('verifies by kid across a rotation: the previous key keeps working until it is dropped', async () => {
    const next = generateSigningKeys();
    const oldToken = await issuer.issue(user, session);
    const rotatedIssuer = new AccessTokens(
      { ...next, previousPublicKeyPems: [keys.publicKeyPem] },
      'wheelbase',
      60,
    );
    const rotatedVerifier = new AccessTokens(
      { publicKeyPem: next.publicKeyPem, previousPublicKeyPems: [keys.publicKeyPem] },
      'wheelbase',
      60,
    );
    const newToken = await rotatedIssuer.issue(user, session);
    await expect(rotatedVerifier.verify(oldToken)).resolves.toMatchObject({ id: user.id });
    await expect(rotatedVerifier.verify(newToken)).resolves.toMatchObject({ id: user.id });
    // A verifier that learnt the next key before identity switched accepts both too.
    const early = new AccessTokens(
      { publicKeyPem: keys.publicKeyPem, previousPublicKeyPems: [next.publicKeyPem] },
      'wheelbase',
      60,
    );
    await expect(early.verify(newToken)).resolves.toMatchObject({ id: user.id });
    // Once the overlap is over, the old key's tokens are refused.
    const afterOverlap = new AccessTokens({ publicKeyPem: next.publicKeyPem }, 'wheelbase', 60);
    await expect(afterOverlap.verify(oldToken)).rejects.toBeInstanceOf(InvalidTokenError);

    expect(rotatedIssuer.jwks().keys.map((k) => k.kid)).toEqual([
      keyIdOf(next.publicKeyPem),
      keyIdOf(keys.publicKeyPem),
    ]);
    expect(rotatedIssuer.jwks().keys[0]).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      use: 'sig',
    });
    expect(JSON.stringify(rotatedIssuer.jwks())).not.toMatch(/"d"/);
  });

  it('cannot issue without the private key, nor with one that does not match the public key', async () => {
    await expect(verifier.issue(user, session)).rejects.toThrow(/only identity issues tokens/);
    expect(
      () =>
        new AccessTokens(
          { privateKeyPem: keys.privateKeyPem, publicKeyPem: generateSigningKeys().publicKeyPem },
          'wheelbase',
          60,
        ),
    ).toThrow(/does not belong to JWT_PUBLIC_KEY/);
  });
});
