import { createHmac, generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { type Harness, tokenOf } from '../support/marketplace-harness.js';
import {
  bearer,
  claimsFor,
  decodePayload,
  demoClient,
  newUser,
  signWithAppKey,
  startSecurityHarness,
} from './security-support.js';

/**
 * Tokens and sessions (docs/security.md, "Sessions"): forged tokens are refused, and a role
 * change, a deactivation, a password change or reset and a sign-out take effect on the very
 * next request, not when the access token expires.
 */
describe('security: tokens and sessions follow the account', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startSecurityHarness();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('refuses forged, re-signed, alg:none, key-confused, expired and incomplete tokens', async () => {
    const { client, id, email } = await newUser(harness);
    const real = client.accessToken!;
    expect((await client.get('/api/me')).status).toBe(200);
    const [header, payload, signature] = real.split('.');
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

    const asAdmin = b64({ ...decodePayload(real), roles: ['user', 'admin'] });
    const foreign = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const jwksKey = ((await harness.api.get('/api/auth/jwks')).body as { keys: unknown[] }).keys[0];
    const hmacInput = `${b64({ alg: 'HS256', typ: 'at+jwt', kid: decodeHeader(real).kid })}.${payload}`;
    const forgeries: Record<string, string> = {
      tampered: `${header}.${asAdmin}.${signature}`,
      'signed by another key under our kid': await new SignJWT(decodePayload(real))
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: decodeHeader(real).kid as string })
        .sign(foreign),
      'alg none': `${b64({ alg: 'none', typ: 'at+jwt', kid: decodeHeader(real).kid })}.${asAdmin}.`,
      'HS256 keyed with the published public key': `${hmacInput}.${createHmac('sha256', JSON.stringify(jwksKey)).update(hmacInput).digest('base64url')}`,
      expired: await signWithAppKey(
        harness,
        claimsFor({ id, email }, { iat: now() - 900, exp: now() - 60 }),
      ),
      'no exp': await signWithAppKey(harness, claimsFor({ id, email }, { exp: undefined })),
      'no iat': await signWithAppKey(harness, claimsFor({ id, email }, { iat: undefined })),
      'no iss': await signWithAppKey(harness, claimsFor({ id, email }, { iss: undefined })),
      'no aud': await signWithAppKey(harness, claimsFor({ id, email }, { aud: undefined })),
      'another audience': await signWithAppKey(
        harness,
        claimsFor({ id, email }, { aud: 'another-api' }),
      ),
      'issued in the future': await signWithAppKey(
        harness,
        claimsFor({ id, email }, { iat: now() + 600, exp: now() + 900 }),
      ),
      'no kid': await signWithAppKey(harness, claimsFor({ id, email }), { kid: undefined }),
    };
    for (const [name, token] of Object.entries(forgeries)) {
      const answer = await bearer(harness, token).get('/api/me');
      expect({ name, status: answer.status, code: answer.body?.error?.code }).toEqual({
        name,
        status: 401,
        code: 'INVALID_TOKEN',
      });
    }
    // The same hand-made token with every claim is accepted: the refusals above are the claims'.
    const complete = await signWithAppKey(harness, claimsFor({ id, email }));
    expect((await bearer(harness, complete).get('/api/me')).status).toBe(200);
  });

  it('publishes the signing key as a JWKS under the kid the tokens carry', async () => {
    const { client } = await newUser(harness);
    const jwks = await harness.api.get('/api/auth/jwks');
    expect(jwks.status).toBe(200);
    expect(jwks.body.keys.map((k: { kid: string }) => k.kid)).toContain(
      decodeHeader(client.accessToken!).kid,
    );
    expect(jwks.body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.body.keys[0]).not.toHaveProperty('d');
  });

  it('demotes an admin at once: the old token neither lists users nor restores itself', async () => {
    const admin = await demoClient(harness, 'admin');
    const target = await newUser(harness);
    expect((await admin.put(`/api/admin/users/${target.id}/role`, { role: 'admin' })).status).toBe(
      200,
    );
    // Promoted: the old token is over, the refresh carries the admin role.
    expect((await bearer(harness, target.client.accessToken!).get('/api/admin/users')).status).toBe(
      401,
    );
    const promoted = await target.client.post('/api/auth/refresh');
    expect(promoted.body.user.roles).toEqual(['user', 'admin']);
    target.client.accessToken = promoted.body.accessToken;
    const oldAdminToken = promoted.body.accessToken as string;
    expect((await target.client.get('/api/admin/users')).status).toBe(200);

    expect((await admin.put(`/api/admin/users/${target.id}/role`, { role: 'user' })).status).toBe(
      200,
    );
    const stale = bearer(harness, oldAdminToken);
    expect((await stale.get('/api/admin/users')).status).toBe(401);
    expect((await stale.put(`/api/admin/users/${target.id}/role`, { role: 'admin' })).status).toBe(
      401,
    );

    const refreshed = await target.client.post('/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user.roles).toEqual(['user']);
    expect(decodePayload(refreshed.body.accessToken).roles).toEqual(['user']);
    target.client.accessToken = refreshed.body.accessToken;
    expect((await target.client.get('/api/admin/users')).status).toBe(403);
    expect(
      (await target.client.put(`/api/admin/users/${target.id}/role`, { role: 'admin' })).status,
    ).toBe(403);
  });

  it('never lets an admin change their own role', async () => {
    const admin = await demoClient(harness, 'admin');
    const me = await admin.get('/api/me');
    const own = await admin.put(`/api/admin/users/${me.body.id}/role`, { role: 'user' });
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe(
      'You cannot change your own role. Ask another admin to do it.',
    );
    expect((await admin.get('/api/me')).body.roles).toContain('admin');
  });

  it('ends the access token at sign-out, on the next request', async () => {
    const { client } = await newUser(harness);
    const token = client.accessToken!;
    const otherDevice = harness.api.session();
    // A second session of the same account survives the first one's sign-out.
    await otherDevice.signIn((await client.get('/api/me')).body.email, 'plain-sailing-42');
    expect((await client.post('/api/auth/sign-out')).status).toBe(204);
    expect((await bearer(harness, token).get('/api/me')).status).toBe(401);
    expect((await client.post('/api/auth/refresh')).status).toBe(401);
    expect((await otherDevice.get('/api/me')).status).toBe(200);
  });

  it('ends every session at a password reset', async () => {
    const { client, email } = await newUser(harness);
    const token = client.accessToken!;
    const anonymous = harness.api.session();
    expect((await anonymous.post('/api/auth/password-reset/request', { email })).status).toBe(202);
    const link = await anonymous.mailLink(email, /reset/i);
    expect(
      (
        await anonymous.post('/api/auth/password-reset/confirm', {
          token: tokenOf(link),
          password: 'brand-new-secret-9',
        })
      ).status,
    ).toBe(200);
    expect((await bearer(harness, token).get('/api/me')).status).toBe(401);
    expect((await client.post('/api/auth/refresh')).status).toBe(401);
    expect((await anonymous.signIn(email, 'brand-new-secret-9')).status).toBe(200);
  });

  it('ends the other sessions at a password change and keeps this one', async () => {
    const { client, email, password } = await newUser(harness);
    const laptop = harness.api.session();
    await laptop.signIn(email, password);
    const before = client.accessToken!;
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'changed-secret-77',
    });
    expect(changed.status).toBe(200);
    client.accessToken = changed.body.accessToken;
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await bearer(harness, before).get('/api/me')).status).toBe(401);
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await laptop.post('/api/auth/refresh')).status).toBe(401);
    const wrong = await client.post('/api/auth/change-password', {
      currentPassword: 'nope-nope',
      newPassword: 'another-secret-88',
    });
    expect(wrong.status).toBe(400);
  });

  it('refuses a deactivated user at once, everywhere but sign-out', async () => {
    const admin = await demoClient(harness, 'admin');
    const { client, id } = await newUser(harness);
    expect((await admin.put(`/api/admin/users/${id}/active`, { isActive: false })).status).toBe(
      200,
    );
    const refused = await client.get('/api/me');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('ACCOUNT_SUSPENDED');
    expect((await client.post('/api/auth/refresh')).status).toBe(403);
    expect((await client.post('/api/auth/sign-out')).status).toBe(204);
  });

  it('revokes the whole family, access token included, when a refresh token is used twice', async () => {
    const { client } = await newUser(harness);
    const stolenCookie = client.cookie;
    const rotated = await client.post('/api/auth/refresh');
    expect(rotated.status).toBe(200);
    const thief = harness.api.session();
    thief.cookie = stolenCookie;
    expect((await thief.post('/api/auth/refresh')).status).toBe(401);
    expect((await client.post('/api/auth/refresh')).status).toBe(401);
    expect((await bearer(harness, rotated.body.accessToken).get('/api/me')).status).toBe(401);
  });
});

const now = () => Math.floor(Date.now() / 1000);

function decodeHeader(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()) as Record<
    string,
    unknown
  >;
}
