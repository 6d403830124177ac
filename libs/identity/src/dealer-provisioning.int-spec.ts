import { randomUUID } from 'node:crypto';
import { type EventEnvelope, eventCatalogue } from '@market/contracts';
import { hashPassword } from '@market/platform';
import { describeWhen, postgresAvailability } from '@market/platform/testing';
import { HttpTestHarness, newEnvelope } from '@market/platform/test-kit';
import pg from 'pg';
import { IdentityModule } from './identity.module.js';

/** identity's side of a dealer approval, against the real module and database. */
describeWhen(postgresAvailability(), 'identity provisions dealer accounts', () => {
  let api: HttpTestHarness;
  let sql: pg.Client;
  const seen: EventEnvelope[] = [];

  beforeAll(async () => {
    api = await HttpTestHarness.start({
      name: 'identity_dealers',
      module: IdentityModule.register(),
      beforeStart: async (runtime) => {
        await runtime.bus.subscribe({
          group: 'observer',
          types: Object.keys(eventCatalogue),
          handle: async (e) => void seen.push(e),
        });
      },
    });
    sql = new pg.Client({ connectionString: api.database.url });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await api?.stop();
  });

  const post = (path: string, body: unknown) => api.call('POST', path, body);
  const answers = (applicationId: string) =>
    seen.filter(
      (e) =>
        e.type === 'identity.dealer-account.provisioned' &&
        (e.data as { applicationId: string }).applicationId === applicationId,
    );
  async function until<T>(read: () => T | Promise<T>, ok: (v: T) => boolean): Promise<T> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const value = await read();
      if (ok(value) || Date.now() > deadline) return value;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  /** The identity group drains in order: once this marker's answer is out, everything before it was handled. */
  async function flush(): Promise<void> {
    const marker = newEnvelope('dealers.application.approved', {
      applicationId: randomUUID(),
      email: `${randomUUID()}@marker.test`,
      firstName: null,
      lastName: null,
      businessName: 'M',
      passwordHash: 'x',
      approvedBy: null,
      confirmedUserId: null,
    });
    await api.runtime.bus.publish([marker]);
    await until(
      () => answers(marker.data.applicationId),
      (a) => a.length === 1,
    );
  }
  const approval = async (email: string, password: string, confirmedUserId: string | null = null) =>
    newEnvelope('dealers.application.approved', {
      applicationId: randomUUID(),
      email,
      firstName: 'Maria',
      lastName: 'Lopez',
      businessName: 'Sunrise Motors',
      passwordHash: await hashPassword(password),
      approvedBy: randomUUID(),
      confirmedUserId,
    });

  it('creates a verified dealer account with the chosen password, once, however often the approval is delivered', async () => {
    const approved = await approval('new.dealer@example.com', 'chosen-pw');
    await api.runtime.bus.publish([approved, approved]);
    const [answer] = await until(
      () => answers(approved.data.applicationId),
      (a) => a.length >= 1,
    );
    await flush();
    expect(answers(approved.data.applicationId)).toHaveLength(1);
    expect(answer.data).toMatchObject({ email: 'new.dealer@example.com', created: true });
    const { rows } = await sql.query(
      `SELECT id FROM identity.users WHERE email = 'new.dealer@example.com'`,
    );
    expect(rows).toHaveLength(1);

    const signIn = await post('/api/auth/sign-in', {
      email: 'new.dealer@example.com',
      password: 'chosen-pw',
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({
      roles: ['user', 'dealer'],
      emailVerified: true,
      firstName: 'Maria',
      lastName: 'Lopez',
    });

    // Approved again after a reset: the same account answers, nothing new is created.
    const again = newEnvelope('dealers.application.approved', { ...approved.data });
    await api.runtime.bus.publish([again]);
    await until(
      () => answers(approved.data.applicationId),
      (a) => a.length === 2,
    );
    expect(answers(approved.data.applicationId)[1].data).toMatchObject({
      userId: (answer.data as { userId: string }).userId,
      created: false,
    });
    expect(
      (await sql.query(`SELECT id FROM identity.users WHERE email = 'new.dealer@example.com'`))
        .rows,
    ).toHaveLength(1);
  });

  it('never makes an existing account a dealer through an application it did not confirm', async () => {
    const signUp = await post('/api/auth/sign-up', {
      email: 'victim@example.com',
      password: 'original-pw',
    });
    expect(signUp.status).toBe(201);
    const approved = await approval('victim@example.com', 'attacker-pw');
    await api.runtime.bus.publish([approved]);
    const refused = await until(
      () =>
        seen.find(
          (e) =>
            e.type === 'identity.dealer-account.refused' &&
            (e.data as { applicationId: string }).applicationId === approved.data.applicationId,
        ),
      Boolean,
    );
    expect(refused?.data).toMatchObject({ userId: signUp.body.user.id, reason: 'unconfirmed' });
    expect(answers(approved.data.applicationId)).toHaveLength(0);
    const { rows } = await sql.query(`SELECT role FROM identity.user_roles WHERE user_id = $1`, [
      signUp.body.user.id,
    ]);
    expect(rows.map((r: { role: string }) => r.role)).toEqual(['user']);
  });

  it('adds the dealer role to an existing account that confirmed the application, and keeps its password', async () => {
    const signUp = await post('/api/auth/sign-up', {
      email: 'seller@example.com',
      password: 'original-pw',
    });
    expect(signUp.status).toBe(201);
    await sql.query(
      `UPDATE identity.users SET email_verified_at = now() WHERE email = 'seller@example.com'`,
    );
    const approved = await approval('seller@example.com', 'other-pw', signUp.body.user.id);
    await api.runtime.bus.publish([approved]);
    const [answer] = await until(
      () => answers(approved.data.applicationId),
      (a) => a.length === 1,
    );
    expect(answer.data).toMatchObject({ created: false });
    expect(
      (await post('/api/auth/sign-in', { email: 'seller@example.com', password: 'other-pw' }))
        .status,
    ).toBe(401);
    const signIn = await post('/api/auth/sign-in', {
      email: 'seller@example.com',
      password: 'original-pw',
    });
    expect(signIn.body.user.roles).toEqual(['user', 'dealer']);
    const roleEvent = await until(
      () =>
        seen.find(
          (e) =>
            e.type === 'identity.user.role-changed' &&
            (e.data as { roles: string[]; userId: string }).userId === signIn.body.user.id &&
            (e.data as { roles: string[] }).roles.includes('dealer'),
        ),
      Boolean,
    );
    expect(roleEvent).toBeTruthy();
  });

  it('sends the standard reset e-mail when the dealers context asks for a dealer', async () => {
    const approved = await approval('reset.dealer@example.com', 'chosen-pw');
    await api.runtime.bus.publish([approved]);
    const [answer] = await until(
      () => answers(approved.data.applicationId),
      (a) => a.length === 1,
    );
    const userId = (answer.data as { userId: string }).userId;
    await api.runtime.bus.publish([
      newEnvelope('dealers.dealer.password-reset-requested', {
        dealerId: randomUUID(),
        userId,
        requestedBy: randomUUID(),
      }),
    ]);
    const reset = await until(
      () =>
        seen.find(
          (e) =>
            e.type === 'identity.password-reset.requested' &&
            (e.data as { userId: string }).userId === userId,
        ),
      Boolean,
    );
    expect((reset!.data as { resetUrl: string }).resetUrl).toMatch(/\/reset-password\?token=/);
  });
});
