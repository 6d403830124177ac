import { DEALER_TEXTS } from '@market/contracts';
import { describeWhen, postgresAvailability } from '@market/platform/testing';
import sharp from 'sharp';
import { DealersTestHarness, envelope, type TestUser, newDealer } from './dealers.test-support.js';

describeWhen(
  postgresAvailability(),
  'dealer applications: validation, state machine, provisioning',
  () => {
    const h = new DealersTestHarness();
    let admin: TestUser;
    let member: TestUser;

    beforeAll(async () => {
      await h.start();
      admin = await h.user(['user', 'admin']);
      member = await h.user(['user']);
    });
    afterAll(() => h.stop());

    const submit = (body: Record<string, unknown>) =>
      h.call('POST', '/api/dealer-applications', undefined, body);
    const act = (id: string, verb: 'approve' | 'reject' | 'reset', body?: unknown) =>
      h.call('POST', `/api/admin/dealer-applications/${id}/${verb}`, admin, body ?? {});

    it('refuses bad applications with SPEC.md §5 texts, naming each field', async () => {
      const mismatch = await submit(newDealer('a@example.com', { confirmPassword: 'other1' }));
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.error.message).toBe(
        'Passwords do not match. Please check and try again.',
      );
      const short = await submit(
        newDealer('a@example.com', { password: 'abc', confirmPassword: 'abc' }),
      );
      expect(short.body.error.message).toBe('Password must be at least 6 characters long.');
      const missing = await submit({
        ...newDealer('a@example.com'),
        businessName: '',
        zipCode: undefined,
        yearsInBusiness: -2,
      });
      expect(missing.status).toBe(400);
      expect(missing.body.error.details).toEqual(
        expect.arrayContaining([
          { path: 'businessName', message: 'Business name is required.' },
          { path: 'zipCode', message: 'ZIP code is required.' },
          { path: 'yearsInBusiness', message: 'Years in business must be 0 or more' },
        ]),
      );
      const foreignLogo = await submit(
        newDealer('a@example.com', { logoUrl: 'https://evil.example/logo.png' }),
      );
      expect(foreignLogo.status).toBe(400);
    });

    it('stores an application with a hashed password and empty optional fields as null; one pending per e-mail', async () => {
      const created = await submit(
        newDealer('store@example.com', {
          websiteUrl: '',
          taxId: '',
          message: '',
          yearsInBusiness: '7',
        }),
      );
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        status: 'pending',
        message: DEALER_TEXTS.applicationSubmitted,
        confirmationRequired: false,
      });
      const { rows } = await h.sql.query(
        `SELECT * FROM dealers.dealer_applications WHERE id = $1`,
        [created.body.id],
      );
      expect(rows[0]).toMatchObject({
        website_url: null,
        tax_id: null,
        message: null,
        years_in_business: 7,
        status: 'pending',
      });
      expect(rows[0].password_hash).toMatch(/^scrypt\$/);
      expect(JSON.stringify(rows[0])).not.toContain('dealer-pass-1');
      const viewed = await h.call(
        'GET',
        `/api/admin/dealer-applications/${created.body.id}`,
        admin,
      );
      expect(viewed.body).not.toHaveProperty('passwordHash');
      expect(JSON.stringify(h.seen)).not.toContain('dealer-pass-1');

      const again = await submit(newDealer('STORE@example.com'));
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(
        'An application for this email is already pending review.',
      );
      const submitted = await h.until(async () =>
        h
          .eventsOf('dealers.application.submitted')
          .find((e) => e.applicationId === created.body.id),
      );
      expect(submitted).toMatchObject({
        email: 'store@example.com',
        businessName: 'Sunrise Motors',
      });
    });

    it('approves and rejects only pending, resets only approved, with clear 409s', async () => {
      const a = (await submit(newDealer('machine-a@example.com'))).body.id as string;
      const b = (await submit(newDealer('machine-b@example.com'))).body.id as string;

      expect((await act(a, 'reset')).body.error.message).toBe(
        'Only approved applications can be reset. This one is pending.',
      );
      const rejected = await act(b, 'reject', { reason: 'No dealer licence on file' });
      expect(rejected.status).toBe(200);
      expect(rejected.body).toMatchObject({
        status: 'rejected',
        adminNotes: 'No dealer licence on file',
        processedBy: admin.id,
      });
      expect(rejected.body.processedAt).toEqual(expect.any(String));
      expect((await act(b, 'approve')).body.error.message).toBe(
        'Only pending applications can be approved. This one is rejected.',
      );
      expect((await act(b, 'reset')).status).toBe(409);

      const approved = await act(a, 'approve');
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ status: 'approved', processedBy: admin.id });
      const again = await act(a, 'approve');
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(
        'Only pending applications can be approved. This one is approved.',
      );
      expect((await act(a, 'reject')).body.error.message).toBe(
        'Only pending applications can be rejected. This one is approved.',
      );

      const reset = await act(a, 'reset');
      expect(reset.status).toBe(200);
      expect(reset.body).toMatchObject({
        status: 'pending',
        processedAt: null,
        processedBy: null,
        adminNotes: null,
      });
      expect((await act('00000000-0000-4000-8000-000000000000', 'approve')).status).toBe(404);
    });

    it('lists applications newest first, filtered by status; admins only', async () => {
      const list = await h.call(
        'GET',
        '/api/admin/dealer-applications?status=pending&pageSize=50',
        admin,
      );
      expect(list.status).toBe(200);
      const times = list.body.items.map((item: { createdAt: string }) => item.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect(list.body.items.every((item: { status: string }) => item.status === 'pending')).toBe(
        true,
      );
      expect((await h.call('GET', '/api/admin/dealer-applications', member)).status).toBe(403);
      expect((await h.call('GET', '/api/admin/dealer-applications')).status).toBe(401);
      expect(
        (
          await h.call(
            'POST',
            `/api/admin/dealer-applications/${list.body.items[0].id}/approve`,
            member,
          )
        ).status,
      ).toBe(403);
    });

    it('lets exactly one of two racing approvals through: one account, one dealer', async () => {
      const id = (await submit(newDealer('race@example.com'))).body.id as string;
      const answers = await Promise.all([
        act(id, 'approve'),
        act(id, 'approve'),
        act(id, 'approve'),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      await h.until(
        async () =>
          (await h.call('GET', `/api/admin/dealer-applications/${id}`, admin)).body.dealerId,
      );
      await h.flush();
      expect(await h.recorded('dealers.application.approved', 'applicationId', id)).toBe(1);
      const { rows } = await h.sql.query(
        `SELECT count(*)::int AS n FROM dealers.dealers WHERE application_id = $1`,
        [id],
      );
      expect(rows[0].n).toBe(1);
    });

    it('provisions idempotently: a redelivered answer from identity creates nothing twice', async () => {
      const { applicationId, dealerId } = await h.approvedDealer(admin, 'redeliver@example.com');
      const answer = h.seen.find(
        (e) =>
          e.type === 'identity.dealer-account.provisioned' &&
          (e.data as { applicationId: string }).applicationId === applicationId,
      )!;
      await h.publish(answer, answer);
      await h.flush();
      const { rows } = await h.sql.query(`SELECT id FROM dealers.dealers WHERE user_id = $1`, [
        h.accounts.get('redeliver@example.com'),
      ]);
      expect(rows.map((r) => r.id)).toEqual([dealerId]);
      expect(await h.recorded('dealers.dealer.created', 'dealerId', dealerId)).toBe(1);
      expect(await h.recorded('dealers.dealer.approved', 'dealerId', dealerId)).toBe(1);
      const approval = await h.until(async () =>
        h.eventsOf('dealers.dealer.approved').find((e) => e.dealerId === dealerId),
      );
      expect(approval).toMatchObject({
        accountCreated: true,
        email: 'redeliver@example.com',
        businessName: 'Sunrise Motors',
      });
    });

    it('links an existing account that applied signed in as itself (its password kept by identity) and tells the e-mail so', async () => {
      const existing = await h.user(['user'], 'already@example.com');
      const submitted = await h.call(
        'POST',
        '/api/dealer-applications',
        existing,
        newDealer('already@example.com'),
      );
      expect(submitted.body.confirmationRequired).toBe(false);
      expect((await act(submitted.body.id, 'approve')).status).toBe(200);
      const dealerId = await h.until(
        async () =>
          (await h.call('GET', `/api/admin/dealer-applications/${submitted.body.id}`, admin)).body
            .dealerId as string | null,
      );
      const dealer = await h.call('GET', '/api/my/dealer', await h.signIn('already@example.com'));
      expect(dealer.body).toMatchObject({
        id: dealerId,
        userId: existing.id,
        status: 'approved',
        isActive: true,
      });
      await h.until(async () =>
        h.eventsOf('dealers.dealer.approved').find((e) => e.dealerId === dealerId),
      );
      expect(
        h.eventsOf('dealers.dealer.approved').find((e) => e.dealerId === dealerId)?.accountCreated,
      ).toBe(false);
      const approved = h
        .eventsOf('dealers.application.approved')
        .find((e) => e.email === 'already@example.com')!;
      expect(approved).toMatchObject({
        firstName: 'Maria',
        lastName: 'Lopez',
        passwordHash: expect.stringMatching(/^scrypt\$/),
      });
    });

    it('waits for an existing account to confirm an application naming its e-mail, by the link mailed to it', async () => {
      const victim = await h.user(['user'], 'victim@example.com');
      await h.publish(
        envelope('identity.user.registered', {
          userId: victim.id,
          email: victim.email,
          firstName: 'Vic',
          lastName: null,
          accountType: 'private_seller',
          selectedPlan: null,
          roles: ['user'],
        }),
      );
      await h.until(
        async () =>
          (await h.sql.query(`SELECT 1 FROM dealers.users WHERE user_id = $1`, [victim.id]))
            .rowCount,
      );

      const submitted = await submit(
        newDealer('victim@example.com', { businessName: 'Takeover Motors' }),
      );
      expect(submitted.status).toBe(201);
      expect(submitted.body).toMatchObject({
        confirmationRequired: true,
        message: expect.stringContaining(DEALER_TEXTS.confirmationRequired),
      });
      const asked = await h.until(async () =>
        h
          .eventsOf('dealers.application.confirmation-requested')
          .find((e) => e.applicationId === submitted.body.id),
      );
      expect(asked).toMatchObject({
        email: 'victim@example.com',
        confirmUrl: expect.stringMatching(/\/dealer-application\/confirm\?token=/),
      });

      const early = await act(submitted.body.id, 'approve');
      expect(early.status).toBe(409);
      expect(early.body.error.message).toBe(DEALER_TEXTS.applicationUnconfirmed);
      expect(
        (await h.call('GET', `/api/admin/dealer-applications/${submitted.body.id}`, admin)).body,
      ).toMatchObject({ status: 'pending', accountConfirmation: 'awaiting' });

      const token = new URL(asked!.confirmUrl).searchParams.get('token')!;
      expect(
        (
          await h.call('POST', '/api/dealer-applications/confirm', undefined, {
            token: 'x'.repeat(40),
          })
        ).status,
      ).toBe(400);
      const confirmed = await h.call('POST', '/api/dealer-applications/confirm', undefined, {
        token,
      });
      expect(confirmed).toMatchObject({
        status: 200,
        body: { message: DEALER_TEXTS.applicationConfirmed },
      });
      expect(
        (await h.call('POST', '/api/dealer-applications/confirm', undefined, { token })).status,
      ).toBe(400);

      expect((await act(submitted.body.id, 'approve')).status).toBe(200);
      await h.until(
        async () =>
          (await h.call('GET', `/api/admin/dealer-applications/${submitted.body.id}`, admin)).body
            .dealerId,
      );
      const approved = h
        .eventsOf('dealers.application.approved')
        .find((e) => e.applicationId === submitted.body.id);
      expect(approved?.confirmedUserId).toBe(victim.id);
    });

    it('puts an application back to pending and asks the account when identity refuses an unconfirmed one', async () => {
      // The directory has not heard of this account: dealers approves, identity refuses.
      const account = await h.user(['user'], 'late@example.com');
      const submitted = await submit(newDealer('late@example.com'));
      expect(submitted.body.confirmationRequired).toBe(false);
      expect((await act(submitted.body.id, 'approve')).status).toBe(200);
      const asked = await h.until(async () =>
        h
          .eventsOf('dealers.application.confirmation-requested')
          .find((e) => e.applicationId === submitted.body.id),
      );
      expect(asked?.email).toBe('late@example.com');
      const row = (
        await h.call('GET', `/api/admin/dealer-applications/${submitted.body.id}`, admin)
      ).body;
      expect(row).toMatchObject({
        status: 'pending',
        dealerId: null,
        accountConfirmation: 'awaiting',
      });
      expect(
        h.eventsOf('identity.dealer-account.provisioned').some((e) => e.userId === account.id),
      ).toBe(false);
    });

    it('reset hides the dealer (account kept); approving again reactivates the same record', async () => {
      const { applicationId, dealerId } = await h.approvedDealer(admin, 'reapprove@example.com', {
        businessName: 'Again Autos',
      });
      expect((await h.call('GET', `/api/dealers/${dealerId}`)).status).toBe(200);
      await act(applicationId, 'reset');
      const owner = await h.signIn('reapprove@example.com');
      expect((await h.call('GET', '/api/my/dealer', owner)).body).toMatchObject({
        id: dealerId,
        status: 'pending',
        isActive: false,
      });
      expect((await h.call('GET', `/api/dealers/${dealerId}`)).status).toBe(404);
      const reset = await h.until(async () =>
        h
          .eventsOf('dealers.dealer.updated')
          .find((e) => e.dealerId === dealerId && e.status === 'pending'),
      );
      expect(reset.isPublic).toBe(false);
      expect((await act(applicationId, 'approve')).status).toBe(200);
      await h.until(async () => (await h.call('GET', `/api/dealers/${dealerId}`)).status === 200);
      await h.flush();
      const { rows } = await h.sql.query(
        `SELECT count(*)::int AS n FROM dealers.dealers WHERE user_id = $1`,
        [owner.id],
      );
      expect(rows[0].n).toBe(1);
      expect(await h.recorded('dealers.dealer.created', 'dealerId', dealerId)).toBe(1);
      expect(await h.recorded('dealers.dealer.approved', 'dealerId', dealerId)).toBe(2);
    });

    it('uploads a logo checked by its content and accepts it on an application', async () => {
      const png = await sharp({
        create: { width: 600, height: 200, channels: 3, background: '#225588' },
      })
        .png()
        .toBuffer();
      const upload = (name: string, data: Buffer, type: string) =>
        h.api.upload('/api/dealer-applications/logo', { data, name, type });
      const good = await upload('logo.png', png, 'image/png');
      expect(good.status).toBe(201);
      expect(good.body.logoUrl).toMatch(/^\/api\/dealers\/logos\/[a-f0-9]{16}\/logo\.webp$/);
      const served = await fetch(new URL(good.body.logoUrl, h.app.baseUrl));
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(400);

      const renamed = await upload('logo.png', Buffer.from('not an image at all'), 'image/png');
      expect(renamed.status).toBe(415);
      expect(renamed.body.error.message).toContain('is not a JPEG, PNG, WebP or SVG image');
      const big = await upload('huge.png', Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'image/png');
      expect(big.status).toBe(413);

      const created = await submit(newDealer('logo@example.com', { logoUrl: good.body.logoUrl }));
      expect(created.status).toBe(201);
    });

    it('ignores an approval answer for an unknown application', async () => {
      await h.publish(
        envelope('identity.dealer-account.provisioned', {
          applicationId: '00000000-0000-4000-8000-0000000000aa',
          userId: '00000000-0000-4000-8000-0000000000bb',
          email: 'ghost@example.com',
          created: true,
        }),
      );
      await h.flush();
      const { rows } = await h.sql.query(
        `SELECT 1 FROM dealers.dealers WHERE user_id = '00000000-0000-4000-8000-0000000000bb'`,
      );
      expect(rows).toHaveLength(0);
    });
  },
);
