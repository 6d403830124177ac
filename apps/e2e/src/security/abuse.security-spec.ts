import { DEMO_ACCOUNTS } from '@market/identity';
import { type Harness, uniqueEmail } from '../support/marketplace-harness.js';
import { demoClient, newUser, startSecurityHarness } from './security-support.js';

/**
 * Abuse and privacy (docs/security.md, "Abuse"): limits that a forged header cannot dodge,
 * sign-in failures limited per account, answers that do not tell which e-mails exist,
 * common passwords, dealer applications for someone else's account, the embedded app
 * listening on this machine only.
 */
describe('security: abuse paths stay closed', () => {
  let harness: Harness;
  const seller = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;

  beforeAll(async () => {
    // The default sign-in limit per client (20 per 15 minutes); HOST left to its default.
    harness = await startSecurityHarness({
      AUTH_RATE_LIMIT_PER_15_MINUTES: '20',
      HOST: '',
      SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR: '5',
    });
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('listens on 127.0.0.1 unless HOST says otherwise', () => {
    const address = harness.marketplace.app.getHttpServer().address();
    expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
  });

  it('locks an account after repeated failed sign-ins, with a 429, Retry-After and an e-mail to its owner', async () => {
    const { email, password } = await newUser(harness);
    const attacker = harness.api.session();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      // A new forwarded address each time: it changes nothing.
      const wrong = await attacker.request(
        'POST',
        '/api/auth/sign-in',
        { email, password: `guess-${attempt}` },
        { 'x-forwarded-for': `198.51.100.${attempt}` },
      );
      expect(wrong.status).toBe(401);
    }
    const locked = await attacker.post('/api/auth/sign-in', { email, password: 'guess-6' });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('SIGN_IN_THROTTLED');
    expect(locked.body.error.message).toMatch(
      /Too many failed sign-in attempts for this account\. Please try again in \d+ minutes?, or reset your password\./,
    );
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits: the lock is the account's.
    expect(
      (await harness.api.session().post('/api/auth/sign-in', { email, password })).status,
    ).toBe(429);
    // Another account is not affected.
    expect((await harness.api.session().signIn(seller.email, seller.password)).status).toBe(200);
    const alert = await attacker.mailLink(email, /failed sign-in attempts/i);
    expect(alert).toContain('/auth?forgot=1');
  });

  it('answers a password reset request the same for known and unknown e-mails, the work done after the answer', async () => {
    const known = await harness.api.post('/api/auth/password-reset/request', {
      email: seller.email,
    });
    const unknown = await harness.api.post('/api/auth/password-reset/request', {
      email: uniqueEmail('nobody'),
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    // The mail still goes out, after the answer.
    expect(await harness.api.mailLink(seller.email, /reset/i)).toMatch(/\/reset-password\?token=/);
  });

  it('refuses the most common passwords and blank ones, saying why, and keeps the minimum of 6', async () => {
    const signUp = (password: string) =>
      harness.api.post('/api/auth/sign-up', { email: uniqueEmail('pw'), password });
    const common = await signUp('password1');
    expect(common.status).toBe(400);
    expect(common.body.error.details).toContainEqual({
      path: 'password',
      message:
        'This password is one of the 10,000 most common passwords, which attackers try first. Please choose a less common one.',
    });
    expect((await signUp('Qwerty123')).status).toBe(400);
    const blank = await signUp('        ');
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toMatch(/cannot be only spaces/);
    expect((await signUp('12345')).body.error.details).toContainEqual({
      path: 'password',
      message: 'Password must be at least 6 characters long.',
    });
    expect((await signUp('tractor-orchard-51')).status).toBe(201);
  });

  it('never makes someone else’s account a dealer through an application with its e-mail', async () => {
    const admin = await demoClient(harness, 'admin');
    const application = (email: string, businessName: string) => ({
      businessName,
      contactPerson: 'Mallory Attacker',
      email,
      password: 'takeover-pass-9',
      confirmPassword: 'takeover-pass-9',
      phone: '(555) 010-9999',
      businessAddress: '1 Evil Way',
      city: 'Austin',
      state: 'TX',
      zipCode: '73301',
      dealershipType: 'used_car',
    });
    const submitted = await harness.api
      .session()
      .post('/api/dealer-applications', application(seller.email, 'Takeover Motors'));
    expect(submitted.status).toBe(201);
    expect(submitted.body.confirmationRequired).toBe(true);
    const approve = await admin.post(
      `/api/admin/dealer-applications/${submitted.body.id}/approve`,
      {},
    );
    expect(approve.status).toBe(409);
    expect(approve.body.error.message).toMatch(/has not confirmed it yet/);
    const sellerClient = await demoClient(harness, 'user');
    expect((await sellerClient.get('/api/me')).body.roles).toEqual(['user']);
    // The link went to the account's own mailbox, not to the applicant.
    expect(await harness.api.mailLink(seller.email, /confirm the dealer application/i)).toMatch(
      /\/dealer-application\/confirm\?token=/,
    );

    // The owner applying while signed in needs no link, and the approval makes them a dealer.
    const owner = await newUser(harness);
    const own = await owner.client.post(
      '/api/dealer-applications',
      application(owner.email, 'Honest Autos'),
    );
    expect(own.body.confirmationRequired).toBe(false);
    expect(
      (await admin.post(`/api/admin/dealer-applications/${own.body.id}/approve`, {})).status,
    ).toBe(200);
    let roles: string[] = [];
    for (let i = 0; i < 100 && !roles.includes('dealer'); i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      const refreshed = await owner.client.post('/api/auth/refresh');
      roles = refreshed.body?.user?.roles ?? [];
    }
    expect(roles).toContain('dealer');
  });

  it('keys the per-client limits and the audit log on the socket address, not on X-Forwarded-For', async () => {
    const admin = await demoClient(harness, 'admin');
    let limited = 0;
    for (let attempt = 1; attempt <= 25 && !limited; attempt += 1) {
      const answer = await harness.api.request(
        'POST',
        '/api/auth/sign-in',
        { email: uniqueEmail('rotating'), password: 'not-the-password' },
        { 'x-forwarded-for': `203.0.113.${attempt}` },
      );
      if (answer.status === 429) limited = attempt;
    }
    expect(limited).toBeGreaterThan(0);
    const audit = await admin.get('/api/admin/audit-log?action=auth.sign_in_failed&limit=50');
    const addresses = new Set(
      audit.body.items.map((entry: { ipAddress: string }) => entry.ipAddress),
    );
    expect([...addresses].some((ip) => String(ip).startsWith('203.0.113.'))).toBe(false);
    expect([...addresses].every((ip) => ip === '127.0.0.1' || ip === '::ffff:127.0.0.1')).toBe(
      true,
    );
  });
});
