import { randomUUID } from 'node:crypto';
import { describeWhen, eventually, postgresAvailability } from '@market/platform/testing';
import { HttpTestHarness, newEnvelope, type TestBody as Body } from '@market/platform/test-kit';
import { NotificationsModule } from '../notifications.module.js';

/** Messages to dealers and reps reach the recipient's inbox and mailbox; applicants get their mails. */
describeWhen(
  postgresAvailability(),
  'notifications: conversation messages and dealer mails',
  () => {
    let api: HttpTestHarness;
    const dealerUser = randomUUID();
    const tokens: Record<string, string> = {};

    beforeAll(async () => {
      api = await HttpTestHarness.start({
        name: 'notifications',
        module: NotificationsModule.register({
          sender: { baseDelayMs: 50, maxDelayMs: 200, pollIntervalMs: 100 },
        }),
        env: { SITE_NAME: 'Testbase', PUBLIC_URL: 'https://testbase.example' },
      });
      tokens.dealer = await api.runtime.tokens.issue(
        { id: dealerUser, email: 'dealer@example.com', roles: ['user', 'dealer'] },
        randomUUID(),
      );
      tokens.other = await api.runtime.tokens.issue(
        { id: randomUUID(), email: 'other@example.com', roles: ['user'] },
        randomUUID(),
      );
    });
    afterAll(async () => {
      await api?.stop();
    });
    const mailsTo = async (to: string) =>
      (await api.call('GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`)).body.items as Body[];

    const message = (subject: string, senderUserId: string | null = null) =>
      newEnvelope('dealers.contact.requested', {
        messageId: randomUUID(),
        context: 'dealer',
        dealerId: randomUUID(),
        salesRepId: null,
        recipientUserId: dealerUser,
        recipientEmail: 'dealer@example.com',
        recipientName: 'Sunrise Motors',
        businessName: 'Sunrise Motors',
        senderUserId,
        senderFirstName: 'Ann',
        senderLastName: 'Buyer',
        senderEmail: 'ann@example.com',
        senderPhone: '555-0199',
        subject,
        message: 'Is the <b>Accord</b> still available?',
      });

    it('stores a message once in the recipient’s inbox and e-mails them once, however often it is delivered', async () => {
      const first = message('Inquiry about Sunrise Motors');
      await api.runtime.bus.publish([first, first]);
      const inbox = await eventually(
        () => api.call('GET', '/api/my/messages', undefined, tokens.dealer),
        (r) => r.body.items?.length === 1,
      );
      expect(inbox.body).toMatchObject({ unreadCount: 1, nextCursor: null });
      expect(inbox.body.items[0]).toMatchObject({
        id: first.data.messageId,
        senderId: null,
        senderName: 'Ann Buyer',
        senderEmail: 'ann@example.com',
        senderPhone: '555-0199',
        subject: 'Inquiry about Sunrise Motors',
        body: 'Is the <b>Accord</b> still available?',
        isRead: false,
        context: 'dealer',
      });
      const mails = await eventually(
        () => mailsTo('dealer@example.com'),
        (m) => m.length >= 1,
      );
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('New message from Ann Buyer: Inquiry about Sunrise Motors');
      expect(mails[0].text).toContain('Is the <b>Accord</b> still available?');
      expect(mails[0].html).toContain('Is the &lt;b&gt;Accord&lt;/b&gt; still available?');
      expect(mails[0].links).toContain('https://testbase.example/dealer-dashboard');
    });

    it('pages the inbox newest first and lets only the recipient mark a message read', async () => {
      for (const subject of ['Second', 'Third']) {
        await api.runtime.bus.publish([message(subject)]);
        await eventually(
          () => api.call('GET', '/api/my/messages', undefined, tokens.dealer),
          (r) => r.body.items?.[0]?.subject === subject,
        );
      }
      const page = await api.call('GET', '/api/my/messages?limit=2', undefined, tokens.dealer);
      expect(page.body.items.map((m: Body) => m.subject)).toEqual(['Third', 'Second']);
      expect(page.body.unreadCount).toBe(3);
      const rest = await api.call(
        'GET',
        `/api/my/messages?limit=2&cursor=${page.body.nextCursor}`,
        undefined,
        tokens.dealer,
      );
      expect(rest.body.items.map((m: Body) => m.subject)).toEqual(['Inquiry about Sunrise Motors']);

      const id = page.body.items[0].id;
      expect(
        (await api.call('POST', `/api/my/messages/${id}/read`, undefined, tokens.other)).status,
      ).toBe(404);
      expect(
        (await api.call('GET', '/api/my/messages', undefined, tokens.other)).body.items,
      ).toEqual([]);
      expect((await api.call('GET', '/api/my/messages')).status).toBe(401);
      const read = await api.call('POST', `/api/my/messages/${id}/read`, undefined, tokens.dealer);
      expect(read.status).toBe(200);
      expect(read.body.isRead).toBe(true);
      expect(
        (await api.call('GET', '/api/my/messages', undefined, tokens.dealer)).body.unreadCount,
      ).toBe(2);
    });

    it('mails applicants: receipt, approval (new or existing account) and rejection with the reason', async () => {
      const applicationId = randomUUID();
      await api.runtime.bus.publish([
        newEnvelope('dealers.application.submitted', {
          applicationId,
          email: 'new@example.com',
          contactPerson: 'Maria Lopez',
          businessName: 'Sunrise Motors',
        }),
        newEnvelope('dealers.dealer.approved', {
          dealerId: randomUUID(),
          applicationId,
          userId: randomUUID(),
          email: 'new@example.com',
          contactPerson: 'Maria Lopez',
          businessName: 'Sunrise Motors',
          accountCreated: true,
        }),
        newEnvelope('dealers.dealer.approved', {
          dealerId: randomUUID(),
          applicationId: randomUUID(),
          userId: randomUUID(),
          email: 'old@example.com',
          contactPerson: 'Tom',
          businessName: 'Old Autos',
          accountCreated: false,
        }),
        newEnvelope('dealers.application.rejected', {
          applicationId: randomUUID(),
          email: 'no@example.com',
          contactPerson: 'Jo',
          businessName: 'Nope Cars',
          reason: 'No dealer licence on file',
        }),
      ]);
      const fresh = await eventually(
        () => mailsTo('new@example.com'),
        (m) => m.length === 2,
      );
      expect(fresh.map((m) => m.subject).sort()).toEqual([
        'We received your dealer application for Sunrise Motors',
        'Your dealer application for Sunrise Motors is approved',
      ]);
      expect(fresh.find((m) => /approved/.test(m.subject))!.text).toContain(
        'the password you chose on your application',
      );
      const existing = await eventually(
        () => mailsTo('old@example.com'),
        (m) => m.length === 1,
      );
      expect(existing[0].text).toContain(
        'Sign in with your existing Testbase account (old@example.com)',
      );
      const rejected = await eventually(
        () => mailsTo('no@example.com'),
        (m) => m.length === 1,
      );
      expect(rejected[0].text).toContain('Reason: No dealer licence on file');
    });

    it('mails the consent between reps and dealerships: a request to the dealer, an invitation, and each answer', async () => {
      const base = {
        dealerId: randomUUID(),
        businessName: 'Sunrise Motors',
        repUserId: randomUUID(),
        repName: 'Riley Rep',
      };
      await api.runtime.bus.publish([
        newEnvelope('dealers.rep-affiliation.requested', {
          ...base,
          affiliationId: randomUUID(),
          recipientEmail: 'owner@sunrise.example',
          recipientName: 'Sunrise Motors',
        }),
        newEnvelope('dealers.rep-affiliation.invited', {
          ...base,
          repUserId: null,
          repName: null,
          affiliationId: randomUUID(),
          recipientEmail: 'casey@example.com',
          recipientName: null,
          invitedEmail: 'casey@example.com',
        }),
        newEnvelope('dealers.rep-affiliation.answered', {
          ...base,
          affiliationId: randomUUID(),
          recipientEmail: 'riley@example.com',
          recipientName: 'Riley Rep',
          kind: 'request',
          accepted: true,
        }),
      ]);
      const [request] = await eventually(
        () => mailsTo('owner@sunrise.example'),
        (m) => m.length === 1,
      );
      expect(request.subject).toBe('Riley Rep asks to join Sunrise Motors as a sales rep');
      expect(request.links).toContain('https://testbase.example/dealer-dashboard');
      const [invitation] = await eventually(
        () => mailsTo('casey@example.com'),
        (m) => m.length === 1,
      );
      expect(invitation.subject).toBe(
        'Sunrise Motors invites you to join as a sales rep on Testbase',
      );
      expect(invitation.links).toContain('https://testbase.example/sales-rep-dashboard');
      expect(invitation.text).toContain(
        'https://testbase.example/auth?tab=sign-up&account_type=sales_rep',
      );
      const [answer] = await eventually(
        () => mailsTo('riley@example.com'),
        (m) => m.length === 1,
      );
      expect(answer.subject).toBe('Sunrise Motors accepted your request to join');
    });
  },
);
