import { readFileSync } from 'node:fs';
import { createPrivateKey } from 'node:crypto';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '@market/identity';
import { SignJWT } from 'jose';
import {
  type ApiClient,
  startHarness,
  type Harness,
  uniqueEmail,
} from '../support/marketplace-harness.js';

/** Limits high enough that the suites' own traffic never meets them, unless a suite sets them. */
export const ROOMY_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_RATE_LIMIT_PER_15_MINUTES: '100000',
  SUBMISSION_RATE_LIMIT_PER_HOUR: '100000',
  UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
  VIN_DECODE_RATE_LIMIT_PER_MINUTE: '100000',
};

/** The embedded app as `npm start` runs it, sign-in without the e-mail round trip. */
export function startSecurityHarness(env: Record<string, string> = {}): Promise<Harness> {
  return startHarness({ ...ROOMY_LIMITS, REQUIRE_EMAIL_VERIFICATION: 'false', ...env });
}

export type DemoRole = 'admin' | 'dealer' | 'sales_rep' | 'user';

/** A client signed in as the demo account of `role`. */
export async function demoClient(harness: Harness, role: DemoRole): Promise<ApiClient> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  const client = harness.api.session();
  const signIn = await client.signIn(account.email, account.password);
  if (signIn.status !== 200)
    throw new Error(
      `demo ${role} could not sign in: ${signIn.status} ${JSON.stringify(signIn.body)}`,
    );
  return client;
}

/** A new, signed-in private seller. */
export async function newUser(
  harness: Harness,
  password = 'plain-sailing-42',
): Promise<{ client: ApiClient; email: string; id: string; password: string }> {
  const client = harness.api.session();
  const email = uniqueEmail('sec');
  const signUp = await client.post('/api/auth/sign-up', { email, password });
  if (signUp.status !== 201)
    throw new Error(`sign-up answered ${signUp.status}: ${JSON.stringify(signUp.body)}`);
  const signIn = await client.signIn(email, password);
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  return { client, email, id: signUp.body.user.id, password };
}

/** A client carrying `token` as its bearer token and nothing else. */
export function bearer(harness: Harness, token: string): ApiClient {
  const client = harness.api.session();
  client.accessToken = token;
  return client;
}

/**
 * Signs claims of the test's choosing with the app's own private key (the embedded mode
 * keeps it under DATA_DIR/keys): tokens only a key holder could make, minus a required claim.
 */
export async function signWithAppKey(
  harness: Harness,
  claims: Record<string, unknown>,
  header: Record<string, unknown> = {},
): Promise<string> {
  const key = createPrivateKey(
    readFileSync(path.join(harness.dataDir, 'keys', 'jwt-private.pem'), 'utf8'),
  );
  const jwks = (await harness.api.get('/api/auth/jwks')).body as { keys: { kid: string }[] };
  const payload = Object.fromEntries(
    Object.entries(claims).filter(([, value]) => value !== undefined),
  );
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: jwks.keys[0].kid, ...header } as never)
    .sign(key);
}

/** The claims the app itself would put in a token for `user`. */
export function claimsFor(
  user: { id: string; email: string },
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: user.id,
    email: user.email,
    roles: ['user'],
    sid: '00000000-0000-4000-8000-000000000000',
    sv: 1,
    jti: 'hand-made',
    iss: 'wheelbase',
    aud: 'wheelbase-api',
    iat: now,
    exp: now + 300,
    ...extra,
  };
}

export function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<
    string,
    unknown
  >;
}
