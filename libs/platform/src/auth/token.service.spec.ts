import { AccessTokens, InvalidTokenError } from './token.service.js';
import { generateSigningKeys } from './keys.js';

describe('AccessTokens', () => {
  const keys = generateSigningKeys();
  const issuer = new AccessTokens(keys, 'wheelbase', 60);
  const verifier = new AccessTokens({ publicKeyPem: keys.publicKeyPem }, 'wheelbase', 60);
  const user = { id: '0b6f1f5e-8f2a-4f3c-9a55-0a0c7d2f6b11', email: 'a@example.com', roles: ['user' as const, 'dealer' as const] };

  it('issues tokens that a process holding only the public key verifies', async () => {
    const token = await issuer.issue(user, 'token-1');
    await expect(verifier.verify(token)).resolves.toEqual({ ...user, tokenId: 'token-1' });
  });

  it('refuses tampered, foreign and expired tokens', async () => {
    const token = await issuer.issue(user, 't');
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), roles: ['admin'] })).toString('base64url');
    await expect(verifier.verify(`${header}.${forged}.${signature}`)).rejects.toBeInstanceOf(InvalidTokenError);

    const foreign = new AccessTokens(generateSigningKeys(), 'wheelbase', 60);
    await expect(verifier.verify(await foreign.issue(user, 't'))).rejects.toMatchObject({ reason: 'invalid' });

    const otherIssuer = new AccessTokens(keys, 'someone-else', 60);
    await expect(verifier.verify(await otherIssuer.issue(user, 't'))).rejects.toMatchObject({ reason: 'invalid' });

    const shortLived = new AccessTokens(keys, 'wheelbase', 1);
    const expiring = await shortLived.issue(user, 't');
    await new Promise((r) => setTimeout(r, 2_100));
    await expect(verifier.verify(expiring)).rejects.toMatchObject({ reason: 'expired' });
  });

  it('cannot issue without the private key', async () => {
    await expect(verifier.issue(user, 't')).rejects.toThrow(/only identity issues tokens/);
  });
});
