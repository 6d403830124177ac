import { randomUUID } from 'node:crypto';
import { describeWhen, postgresAvailability } from '@market/platform/testing';
import { DealersTestHarness, envelope, type TestUser } from './dealers.test-support.js';

/** A rep joins a dealership only with the dealer's consent: by request or by invitation. */
describeWhen(postgresAvailability(), 'sales reps and dealerships: consent both ways', () => {
  const h = new DealersTestHarness();
  let admin: TestUser;
  let sunrise: { dealerId: string; owner: TestUser };
  let zenith: { dealerId: string; owner: TestUser };

  /** A verified sales rep account, as identity's events make it. */
  async function rep(email: string, name = 'Riley'): Promise<TestUser> {
    const id = randomUUID();
    await h.publish(
      envelope('identity.user.role-changed', {
        userId: id,
        roles: ['user', 'sales_rep'],
        byUserId: null,
      }),
      envelope('identity.user.profile-updated', {
        userId: id,
        email,
        firstName: name,
        lastName: 'Rep',
        phone: null,
        emailVerified: true,
      }),
    );
    await h.flush();
    return {
      id,
      email,
      token: await h.app.runtime.tokens.issue(
        { id, email, roles: ['user', 'sales_rep'] },
        randomUUID(),
      ),
    };
  }

  const dealerOf = async (who: TestUser) =>
    (await h.call('GET', '/api/my/sales-rep', who)).body.dealer;
  const mails = (
    type:
      | 'dealers.rep-affiliation.requested'
      | 'dealers.rep-affiliation.invited'
      | 'dealers.rep-affiliation.answered',
  ) => h.eventsOf(type);

  beforeAll(async () => {
    await h.start();
    admin = await h.user(['user', 'admin']);
    const a = await h.approvedDealer(admin, 'sunrise@example.com', {
      businessName: 'Sunrise Motors',
    });
    sunrise = { dealerId: a.dealerId, owner: await h.signIn('sunrise@example.com') };
    const b = await h.approvedDealer(admin, 'zenith@example.com', { businessName: 'Zenith Cars' });
    zenith = { dealerId: b.dealerId, owner: await h.signIn('zenith@example.com') };
    await h.publish(
      envelope('identity.user.profile-updated', {
        userId: sunrise.owner.id,
        email: 'sunrise@example.com',
        firstName: 'Sunny',
        lastName: 'Owner',
        phone: null,
      }),
      envelope('identity.user.profile-updated', {
        userId: zenith.owner.id,
        email: 'zenith@example.com',
        firstName: 'Zed',
        lastName: 'Owner',
        phone: null,
      }),
    );
    await h.flush();
  });
  afterAll(() => h.stop());

  it('joins a dealership only once the dealer accepts the request; declines and withdrawals change nothing', async () => {
    const riley = await rep('riley@example.com');
    const first = await h.call('POST', '/api/my/sales-rep/dealership/requests', riley, {
      dealerId: sunrise.dealerId,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      kind: 'request',
      status: 'pending',
      dealer: { id: sunrise.dealerId, businessName: 'Sunrise Motors' },
    });
    expect(await dealerOf(riley)).toBeNull();
    expect((await h.call('GET', `/api/sales-reps/${riley.id}`)).body.dealer).toBeNull();
    const asked = await h.until(async () =>
      mails('dealers.rep-affiliation.requested').find((m) => m.affiliationId === first.body.id),
    );
    expect(asked).toMatchObject({
      recipientEmail: 'sunrise@example.com',
      businessName: 'Sunrise Motors',
      repName: 'Riley Rep',
    });

    // A new request replaces the open one.
    const second = await h.call('POST', '/api/my/sales-rep/dealership/requests', riley, {
      dealerId: zenith.dealerId,
    });
    expect(second.status).toBe(201);
    expect((await h.call('GET', '/api/my/dealer/reps', sunrise.owner)).body.requests).toEqual([]);
    const zenithSees = (await h.call('GET', '/api/my/dealer/reps', zenith.owner)).body;
    expect(zenithSees.requests).toEqual([
      expect.objectContaining({
        id: second.body.id,
        rep: expect.objectContaining({
          id: riley.id,
          name: 'Riley Rep',
          email: 'riley@example.com',
        }),
      }),
    ]);
    // Another dealer cannot answer it.
    expect(
      (await h.call('POST', `/api/my/dealer/reps/requests/${second.body.id}/accept`, sunrise.owner))
        .status,
    ).toBe(404);
    const declined = await h.call(
      'POST',
      `/api/my/dealer/reps/requests/${second.body.id}/decline`,
      zenith.owner,
    );
    expect(declined.status).toBe(200);
    expect(declined.body.requests).toEqual([]);
    expect(await dealerOf(riley)).toBeNull();
    const told = await h.until(async () =>
      mails('dealers.rep-affiliation.answered').find((m) => m.affiliationId === second.body.id),
    );
    expect(told).toMatchObject({
      kind: 'request',
      accepted: false,
      recipientEmail: 'riley@example.com',
    });
    expect(
      (await h.call('POST', `/api/my/dealer/reps/requests/${second.body.id}/accept`, zenith.owner))
        .status,
    ).toBe(409);

    const third = await h.call('POST', '/api/my/sales-rep/dealership/requests', riley, {
      dealerId: sunrise.dealerId,
    });
    expect((await h.call('GET', '/api/my/sales-rep/dealership', riley)).body).toMatchObject({
      dealer: null,
      request: { id: third.body.id, status: 'pending' },
    });
    const accepted = await h.call(
      'POST',
      `/api/my/dealer/reps/requests/${third.body.id}/accept`,
      sunrise.owner,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.reps.map((r: { id: string }) => r.id)).toEqual([riley.id]);
    expect(await dealerOf(riley)).toEqual({ id: sunrise.dealerId, businessName: 'Sunrise Motors' });
    expect((await h.call('GET', `/api/sales-reps/${riley.id}`)).body.dealer).toMatchObject({
      id: sunrise.dealerId,
    });
    expect(
      (
        await h.call('POST', '/api/my/sales-rep/dealership/requests', riley, {
          dealerId: sunrise.dealerId,
        })
      ).status,
    ).toBe(409);

    // The dealer may take the rep off; the rep may leave.
    expect((await h.call('DELETE', `/api/my/dealer/reps/${riley.id}`, zenith.owner)).status).toBe(
      404,
    );
    expect((await h.call('DELETE', `/api/my/dealer/reps/${riley.id}`, sunrise.owner)).status).toBe(
      204,
    );
    expect(await dealerOf(riley)).toBeNull();

    // Only approved, active dealers; only reps; only signed in.
    expect(
      (
        await h.call('POST', '/api/my/sales-rep/dealership/requests', riley, {
          dealerId: randomUUID(),
        })
      ).body.error.message,
    ).toBe('Please choose a dealer from the list');
    expect(
      (
        await h.call('POST', '/api/my/sales-rep/dealership/requests', sunrise.owner, {
          dealerId: zenith.dealerId,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await h.call('POST', '/api/my/sales-rep/dealership/requests', undefined, {
          dealerId: zenith.dealerId,
        })
      ).status,
    ).toBe(401);
    expect((await h.call('GET', '/api/my/dealer/reps', riley)).status).toBe(404);
  });

  it('lets a dealer invite an address; the rep holding it accepts or declines, even one who signs up later', async () => {
    const invited = await h.call('POST', '/api/my/dealer/reps/invitations', zenith.owner, {
      email: 'Casey@Example.com',
    });
    expect(invited.status).toBe(201);
    // An open invitation names no one: the dealer does not learn whose address it is.
    expect(invited.body).toMatchObject({
      kind: 'invitation',
      status: 'pending',
      invitedEmail: 'casey@example.com',
      rep: null,
    });
    const mail = await h.until(async () =>
      mails('dealers.rep-affiliation.invited').find((m) => m.affiliationId === invited.body.id),
    );
    expect(mail).toMatchObject({
      recipientEmail: 'casey@example.com',
      businessName: 'Zenith Cars',
    });
    expect(
      (
        await h.call('POST', '/api/my/dealer/reps/invitations', zenith.owner, {
          email: 'casey@example.com',
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await h.call('POST', '/api/my/dealer/reps/invitations', zenith.owner, {
          email: 'not-an-email',
        })
      ).body.error.message,
    ).toBe('Please enter a valid email address');

    // Casey signs up as a rep after the invitation was sent.
    const casey = await rep('casey@example.com', 'Casey');
    const open = (await h.call('GET', '/api/my/sales-rep/dealership', casey)).body;
    expect(open.invitations).toEqual([
      expect.objectContaining({
        id: invited.body.id,
        dealer: { id: zenith.dealerId, businessName: 'Zenith Cars' },
      }),
    ]);
    // Nobody else can answer it.
    const other = await rep('other@example.com', 'Otto');
    expect(
      (
        await h.call(
          'POST',
          `/api/my/sales-rep/dealership/invitations/${invited.body.id}/accept`,
          other,
        )
      ).status,
    ).toBe(404);
    const joined = await h.call(
      'POST',
      `/api/my/sales-rep/dealership/invitations/${invited.body.id}/accept`,
      casey,
    );
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ dealer: { id: zenith.dealerId }, invitations: [] });
    const answered = await h.until(async () =>
      mails('dealers.rep-affiliation.answered').find((m) => m.affiliationId === invited.body.id),
    );
    expect(answered).toMatchObject({
      kind: 'invitation',
      accepted: true,
      recipientEmail: 'zenith@example.com',
      repName: 'Casey Rep',
    });
    expect(
      (
        await h.call('POST', '/api/my/dealer/reps/invitations', zenith.owner, {
          email: 'casey@example.com',
        })
      ).body.error.message,
    ).toBe('This sales rep already works with your dealership.');

    // Declining and withdrawing.
    const second = await h.call('POST', '/api/my/dealer/reps/invitations', sunrise.owner, {
      email: 'casey@example.com',
    });
    expect(
      (
        await h.call(
          'POST',
          `/api/my/sales-rep/dealership/invitations/${second.body.id}/decline`,
          casey,
        )
      ).body.dealer,
    ).toMatchObject({ id: zenith.dealerId });
    const third = await h.call('POST', '/api/my/dealer/reps/invitations', sunrise.owner, {
      email: 'someone@example.com',
    });
    expect(
      (await h.call('GET', '/api/my/dealer/reps', sunrise.owner)).body.invitations.map(
        (i: { id: string }) => i.id,
      ),
    ).toEqual([third.body.id]);
    expect(
      (await h.call('DELETE', `/api/my/dealer/reps/invitations/${third.body.id}`, sunrise.owner))
        .status,
    ).toBe(204);
    expect((await h.call('GET', '/api/my/dealer/reps', sunrise.owner)).body.invitations).toEqual(
      [],
    );
  });

  it('takes a rep on at once when the dealer had already invited them; an inactive dealership takes no one on', async () => {
    const drew = await rep('drew@example.com', 'Drew');
    await h.call('POST', '/api/my/dealer/reps/invitations', sunrise.owner, {
      email: 'drew@example.com',
    });
    const request = await h.call('POST', '/api/my/sales-rep/dealership/requests', drew, {
      dealerId: sunrise.dealerId,
    });
    expect(request.status).toBe(201);
    expect(request.body).toMatchObject({ kind: 'invitation', status: 'accepted' });
    expect(await dealerOf(drew)).toMatchObject({ id: sunrise.dealerId });

    expect(
      (
        await h.call('PUT', `/api/admin/dealers/${zenith.dealerId}/active`, admin, {
          isActive: false,
        })
      ).status,
    ).toBe(200);
    const refused = await h.call('POST', '/api/my/dealer/reps/invitations', zenith.owner, {
      email: 'new@example.com',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/not active/);
    expect(
      (
        await h.call('POST', '/api/my/sales-rep/dealership/requests', drew, {
          dealerId: zenith.dealerId,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await h.call('PUT', `/api/admin/dealers/${zenith.dealerId}/active`, admin, {
          isActive: true,
        })
      ).status,
    ).toBe(200);
  });
});
