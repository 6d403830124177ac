import { eventually } from '@market/platform/testing';
import { DEMO_ACCOUNTS } from '@market/identity';
import { createRepPlan } from '../support/billing.js';
import {
  committedOpenApi,
  startHarness,
  tokenOf,
  uniqueEmail,
  type Harness,
} from '../support/marketplace-harness.js';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

describe('identity through the gateway (embedded marketplace)', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  async function verifiedUser(password = 'secret-pass') {
    const client = harness.api.session();
    const email = uniqueEmail();
    expect(
      (
        await client.post('/api/auth/sign-up', {
          email,
          password,
          firstName: 'Pat',
          lastName: 'Buyer',
        })
      ).status,
    ).toBe(201);
    const link = await client.mailLink(email, /verify/i);
    expect((await client.post('/api/auth/verify-email', { token: tokenOf(link) })).status).toBe(
      200,
    );
    expect((await client.signIn(email, password)).status).toBe(200);
    return { client, email, password };
  }

  it('signs up, refuses sign-in until the e-mail link is followed, then signs in', async () => {
    const client = harness.api.session();
    const email = uniqueEmail('newcomer');
    const signUp = await client.post('/api/auth/sign-up', {
      email: email.toUpperCase(),
      password: 'secret-pass',
    });
    expect(signUp.status).toBe(201);
    expect(signUp.body.message).toBe(
      'Account created! Please check your email to verify your account.',
    );
    expect(signUp.body.user).toMatchObject({
      email,
      roles: ['user'],
      isActive: true,
      emailVerified: false,
      accountType: 'private_seller',
    });

    const early = await client.signIn(email, 'secret-pass');
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe('EMAIL_NOT_VERIFIED');

    const link = await client.mailLink(email, /verify/i);
    expect(link).toMatch(new RegExp(`^${harness.url}/auth/verify\\?token=`));
    const verified = await client.post('/api/auth/verify-email', { token: tokenOf(link) });
    expect(verified.status).toBe(200);
    const again = await client.post('/api/auth/verify-email', { token: tokenOf(link) });
    expect(again.status).toBe(400);

    await client.mailLink(email, /welcome/i);
    const signIn = await client.signIn(email, 'secret-pass');
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.emailVerified).toBe(true);
    expect(signIn.cookie).toMatch(/HttpOnly/i);
    expect(signIn.cookie).toMatch(/SameSite=Lax/i);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, roles: ['user'], isActive: true, phone: null });
  });

  it('answers bad sign-ups with the texts of the spec', async () => {
    const client = harness.api.session();
    const { email } = await verifiedUser();
    const duplicate = await client.post('/api/auth/sign-up', { email, password: 'another-pass' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists. Please sign in instead.',
    });

    const short = await client.post('/api/auth/sign-up', {
      email: uniqueEmail(),
      password: '12345',
    });
    expect(short.status).toBe(400);
    expect(short.body.error.details).toContainEqual({
      path: 'password',
      message: 'Password must be at least 6 characters long.',
    });

    const rep = await client.post('/api/auth/sign-up', {
      email: uniqueEmail(),
      password: 'secret-pass',
      accountType: 'sales_rep',
    });
    expect(rep.status).toBe(400);
    expect(rep.body.error.message).toBe('Please select a membership plan to continue.');

    // A plan must be a real, active one: a made-up name is refused like a missing one.
    const madeUp = await client.post('/api/auth/sign-up', {
      email: uniqueEmail('rep'),
      password: 'secret-pass',
      accountType: 'sales_rep',
      selectedPlan: 'free-forever-plan',
    });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.error.details).toContainEqual({
      path: 'selectedPlan',
      message: 'Please select a membership plan to continue.',
    });
    const planId = await createRepPlan(harness);
    const withPlan = await client.post('/api/auth/sign-up', {
      email: uniqueEmail('rep'),
      password: 'secret-pass',
      accountType: 'sales_rep',
      selectedPlan: planId,
    });
    expect(withPlan.status).toBe(201);
    // The role comes with the paid membership, not with the sign-up.
    expect(withPlan.body.user).toMatchObject({
      roles: ['user'],
      selectedPlan: planId,
      accountType: 'sales_rep',
    });
    expect(withPlan.body.checkoutToken).toEqual(expect.any(String));

    const wrong = await client.signIn(email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
  });

  it('edits the profile', async () => {
    const { client } = await verifiedUser();
    const updated = await client.patch('/api/me', {
      firstName: 'Alex',
      lastName: 'Doe',
      phone: '+1 555 0100',
      bio: 'Collector of old trucks',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      firstName: 'Alex',
      lastName: 'Doe',
      phone: '+1 555 0100',
      bio: 'Collector of old trucks',
    });
    expect((await client.get('/api/me')).body.phone).toBe('+1 555 0100');
    const bad = await client.patch('/api/me', { phone: 'call me maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0]).toEqual({
      path: 'phone',
      message: 'Please enter a valid phone number',
    });
    const anonymous = await harness.api.session().get('/api/me');
    expect(anonymous.status).toBe(401);
  });

  it('rotates refresh tokens and revokes the family when an old one is replayed', async () => {
    const { client } = await verifiedUser();
    const firstCookie = client.cookie!;
    const refreshed = await client.post('/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.accessToken).toEqual(expect.any(String));
    const secondCookie = client.cookie!;
    expect(secondCookie).not.toBe(firstCookie);

    const thief = harness.api.session();
    thief.cookie = firstCookie;
    expect((await thief.post('/api/auth/refresh')).status).toBe(401);
    // The replay revoked the family: the legitimate newer token is dead too.
    const victim = harness.api.session();
    victim.cookie = secondCookie;
    expect((await victim.post('/api/auth/refresh')).status).toBe(401);
  });

  it('resets a password by a single-use e-mailed link, answering the same for unknown e-mails', async () => {
    const { email } = await verifiedUser('old-password');
    const client = harness.api.session();
    const unknown = await client.post('/api/auth/password-reset/request', {
      email: uniqueEmail('nobody'),
    });
    const known = await client.post('/api/auth/password-reset/request', { email });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);

    const link = await client.mailLink(email, /reset/i);
    expect(link).toMatch(new RegExp(`^${harness.url}/reset-password\\?token=`));
    const mismatch = await client.post('/api/auth/password-reset/confirm', {
      token: tokenOf(link),
      password: 'new-password',
      confirmPassword: 'other',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.message).toBe("Passwords don't match");
    expect(
      (
        await client.post('/api/auth/password-reset/confirm', {
          token: tokenOf(link),
          password: 'new-password',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await client.post('/api/auth/password-reset/confirm', {
          token: tokenOf(link),
          password: 'third-password',
        })
      ).status,
    ).toBe(400);
    expect((await client.signIn(email, 'old-password')).status).toBe(401);
    expect((await client.signIn(email, 'new-password')).status).toBe(200);
  });

  it('suspends a user from the next request on, except signing out', async () => {
    const { client, email, password } = await verifiedUser();
    const adminClient = harness.api.session();
    expect((await adminClient.signIn(admin.email, admin.password)).status).toBe(200);
    const me = await client.get('/api/me');

    const deactivated = await adminClient.put(`/api/admin/users/${me.body.id}/active`, {
      isActive: false,
    });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.isActive).toBe(false);

    const refused = await client.get('/api/me');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('ACCOUNT_SUSPENDED');
    expect((await client.get('/api/dev/mailbox')).status).toBe(403);
    expect((await client.post('/api/auth/refresh')).status).toBe(403);
    // A reload of the SPA refreshes with the cookie alone: it learns the account is suspended.
    const cookieOnly = harness.api.session();
    cookieOnly.cookie = client.cookie;
    const reloaded = await cookieOnly.post('/api/auth/refresh');
    expect(reloaded.status).toBe(403);
    expect(reloaded.body.error.code).toBe('ACCOUNT_SUSPENDED');
    expect((await client.post('/api/auth/sign-out')).status).toBe(204);
    const signIn = await harness.api.session().signIn(email, password);
    expect(signIn.status).toBe(403);
    expect(signIn.body.error.code).toBe('ACCOUNT_SUSPENDED');

    expect(
      (await adminClient.put(`/api/admin/users/${me.body.id}/active`, { isActive: true })).status,
    ).toBe(200);
    const back = harness.api.session();
    expect((await back.signIn(email, password)).status).toBe(200);
    expect((await back.get('/api/me')).status).toBe(200);
  });

  it('lets only admins manage users, and never removes the last admin', async () => {
    const { client } = await verifiedUser();
    expect((await client.get('/api/admin/users')).status).toBe(403);
    expect((await harness.api.session().get('/api/admin/users')).status).toBe(401);

    const adminClient = harness.api.session();
    await adminClient.signIn(admin.email, admin.password);
    const me = await client.get('/api/me');
    const list = await adminClient.get(`/api/admin/users?q=${encodeURIComponent(me.body.email)}`);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.items[0].id).toBe(me.body.id);
    expect((await adminClient.get('/api/admin/users?pageSize=1000')).status).toBe(400);

    const promoted = await adminClient.put(`/api/admin/users/${me.body.id}/role`, {
      role: 'dealer',
    });
    expect(promoted.body.roles).toEqual(['user', 'dealer']);
    const changed = await adminClient.put(`/api/admin/users/${me.body.id}/role`, {
      role: 'sales_rep',
    });
    expect(changed.body.roles).toEqual(['user', 'sales_rep']);
    const back = await adminClient.put(`/api/admin/users/${me.body.id}/role`, { role: 'user' });
    expect(back.body.roles).toEqual(['user']);

    const edited = await adminClient.patch(`/api/admin/users/${me.body.id}`, {
      firstName: 'Edited',
    });
    expect(edited.body.firstName).toBe('Edited');

    const adminMe = await adminClient.get('/api/me');
    const selfDelete = await adminClient.delete(`/api/admin/users/${adminMe.body.id}`);
    expect(selfDelete.status).toBe(400);
    // Admins never change their own role (so the last one cannot demote itself either).
    const ownRole = await adminClient.put(`/api/admin/users/${adminMe.body.id}/role`, {
      role: 'user',
    });
    expect(ownRole.status).toBe(403);
    expect(ownRole.body.error.message).toBe(
      'You cannot change your own role. Ask another admin to do it.',
    );

    expect((await adminClient.delete(`/api/admin/users/${me.body.id}`)).status).toBe(204);
    expect((await adminClient.get(`/api/admin/users/${me.body.id}`)).status).toBe(404);
    expect((await client.get('/api/me')).status).toBe(403);

    // Admin actions reach the audit log through the outbox (platform.admin-action.recorded).
    const audit = await eventually(
      async () => (await adminClient.get('/api/admin/audit-log?limit=200')).body,
      (body) => body.items?.some((e: { action: string }) => e.action === 'identity.user.deleted'),
    );
    const actions = audit.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'auth.sign_in',
        'identity.user.role-changed',
        'identity.user.updated',
        'identity.user.deleted',
      ]),
    );
    const deletion = audit.items.find(
      (e: { action: string }) => e.action === 'identity.user.deleted',
    );
    expect(deletion).toMatchObject({
      actorId: adminMe.body.id,
      targetType: 'user',
      targetId: me.body.id,
      ipAddress: expect.any(String),
      after: null,
    });
  });

  it('answers unknown API routes with a JSON 404 and reports health', async () => {
    const missing = await harness.api.get('/api/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
    const health = await harness.api.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.checks).toMatchObject({
      'identity-database': { status: 'up' },
      cache: { status: 'up' },
      events: { status: 'up' },
    });
    const headers = (await harness.api.get('/api/health')).headers;
    expect(headers.get('x-request-id')).toBeTruthy();
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    const docs = await harness.api.get('/api/docs/openapi.json');
    expect(docs.status).toBe(200);
    // The process serves the descriptions of the routes it registered: the committed document.
    expect(docs.body).toEqual(committedOpenApi());
  });
});

describe('gateway rate limits', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ AUTH_RATE_LIMIT_PER_15_MINUTES: '3' });
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('limits sign-in attempts per client more strictly than other routes', async () => {
    const client = harness.api.session();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await client.signIn('someone@example.com', 'wrong-password')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await client.signIn('someone@example.com', 'wrong-password');
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await client.get('/api/health')).status).toBe(200);
  });
});
