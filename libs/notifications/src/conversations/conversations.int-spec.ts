import { randomUUID } from 'node:crypto';
import { describeWhen, eventually, postgresAvailability } from '@market/platform/testing';
import { HttpTestHarness, newEnvelope, type TestBody as Body } from '@market/platform/test-kit';
import { NotificationsModule } from '../notifications.module.js';

/** The message center: buyer ↔ private seller and buyer ↔ dealer threads, replies, unread counts, masked mails. */
describeWhen(postgresAvailability(), 'notifications: conversations', () => {
  let api: HttpTestHarness;
  const ids = {
    buyer: randomUUID(),
    seller: randomUUID(),
    dealer: randomUUID(),
    stranger: randomUUID(),
  };
  const emails = {
    buyer: 'bob.buyer@example.com',
    seller: 'sally.seller@example.com',
    dealer: 'dealer@example.com',
    stranger: 'stranger@example.com',
  };
  const tokens: Record<string, string> = {};
  const listingId = randomUUID();

  beforeAll(async () => {
    api = await HttpTestHarness.start({
      name: 'notifications',
      module: NotificationsModule.register({
        sender: { baseDelayMs: 50, maxDelayMs: 200, pollIntervalMs: 100 },
      }),
      env: { SITE_NAME: 'Testbase', PUBLIC_URL: 'https://testbase.example' },
    });
    for (const who of ['buyer', 'seller', 'dealer', 'stranger'] as const)
      tokens[who] = await api.runtime.tokens.issue(
        { id: ids[who], email: emails[who], roles: ['user'] },
        randomUUID(),
      );
  });
  afterAll(async () => {
    await api?.stop();
  });
  const mailsTo = async (to: string) =>
    (await api.call('GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`)).body.items as Body[];

  const listingMessage = (message: string) =>
    newEnvelope('listings.contact.requested', {
      messageId: randomUUID(),
      listingId,
      listingTitle: '2019 Honda Civic',
      recipientUserId: ids.seller,
      recipientEmail: emails.seller,
      recipientName: 'Sally Seller',
      senderUserId: ids.buyer,
      senderEmail: emails.buyer,
      senderName: 'Bob Buyer',
      subject: 'Inquiry about 2019 Honda Civic',
      message,
    });

  let conversationId: string;

  it('files a buyer’s messages about a listing in one conversation, once each, and tells the seller without addresses', async () => {
    const first = listingMessage('Is it still for sale?');
    await api.runtime.bus.publish([first, first]);
    const sellerView = await eventually(
      () => api.call('GET', '/api/my/conversations', undefined, tokens.seller),
      (r) => r.body.items?.length === 1,
    );
    expect(sellerView.body).toMatchObject({ unreadCount: 1, nextCursor: null });
    expect(sellerView.body.items[0]).toMatchObject({
      context: 'private',
      role: 'seller',
      counterpartName: 'Bob Buyer',
      listingId,
      listingTitle: '2019 Honda Civic',
      unreadCount: 1,
      counterpartSignedIn: true,
      lastMessage: { body: 'Is it still for sale?', fromMe: false },
    });
    conversationId = sellerView.body.items[0].id;

    await api.runtime.bus.publish([listingMessage('Could I see it on Saturday?')]);
    await eventually(
      () => api.call('GET', '/api/my/conversations/unread', undefined, tokens.seller),
      (r) => r.body.unreadCount === 2,
    );
    expect(
      (await api.call('GET', '/api/my/conversations', undefined, tokens.seller)).body.items,
    ).toHaveLength(1);

    const buyerView = await api.call('GET', '/api/my/conversations', undefined, tokens.buyer);
    expect(buyerView.body).toMatchObject({ unreadCount: 0 });
    expect(buyerView.body.items[0]).toMatchObject({
      id: conversationId,
      role: 'buyer',
      counterpartName: 'Sally Seller',
    });

    const mails = await eventually(
      () => mailsTo(emails.seller),
      (m) => m.length >= 2,
    );
    expect(mails).toHaveLength(2);
    const mail = mails.find((m) => m.text.includes('Is it still for sale?'))!;
    expect(mail.subject).toBe('New message from Bob Buyer: Inquiry about 2019 Honda Civic');
    expect(mail.links).toContain(`https://testbase.example/messages/${conversationId}`);
    expect(mail.text).not.toContain(emails.buyer);
    expect(mail.html).not.toContain(emails.buyer);
  });

  it('shows the thread to its two participants only, and counts and clears unread messages', async () => {
    const thread = await api.call(
      'GET',
      `/api/my/conversations/${conversationId}`,
      undefined,
      tokens.seller,
    );
    expect(thread.status).toBe(200);
    expect(thread.body.messages.map((m: Body) => [m.body, m.fromMe, m.senderName])).toEqual([
      ['Is it still for sale?', false, 'Bob Buyer'],
      ['Could I see it on Saturday?', false, 'Bob Buyer'],
    ]);
    expect(JSON.stringify(thread.body)).not.toContain('@example.com');

    expect(
      (await api.call('GET', `/api/my/conversations/${conversationId}`, undefined, tokens.stranger))
        .status,
    ).toBe(404);
    expect(
      (
        await api.call(
          'POST',
          `/api/my/conversations/${conversationId}/read`,
          undefined,
          tokens.stranger,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await api.call(
          'POST',
          `/api/my/conversations/${conversationId}/messages`,
          {
            body: 'Hi',
          },
          tokens.stranger,
        )
      ).status,
    ).toBe(404);
    expect((await api.call('GET', '/api/my/conversations')).status).toBe(401);
    expect(
      (await api.call('GET', '/api/my/conversations/not-a-uuid', undefined, tokens.seller)).status,
    ).toBe(404);

    const read = await api.call(
      'POST',
      `/api/my/conversations/${conversationId}/read`,
      undefined,
      tokens.seller,
    );
    expect(read.body).toEqual({ unreadCount: 0 });
    expect(
      (await api.call('GET', '/api/my/conversations', undefined, tokens.seller)).body.items[0]
        .unreadCount,
    ).toBe(0);
  });

  it('takes replies from either side into the thread and e-mails the other side, masked', async () => {
    const bad = await api.call(
      'POST',
      `/api/my/conversations/${conversationId}/messages`,
      {
        body: '   ',
      },
      tokens.seller,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([
      expect.objectContaining({ path: 'body', message: 'Please write a message.' }),
    ]);

    const reply = await api.call(
      'POST',
      `/api/my/conversations/${conversationId}/messages`,
      {
        body: 'Yes, Saturday at 10 works.',
      },
      tokens.seller,
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      fromMe: true,
      senderName: 'Sally Seller',
      body: 'Yes, Saturday at 10 works.',
      isRead: false,
    });

    const buyerUnread = await api.call(
      'GET',
      '/api/my/conversations/unread',
      undefined,
      tokens.buyer,
    );
    expect(buyerUnread.body.unreadCount).toBe(1);
    const buyerThread = await api.call(
      'GET',
      `/api/my/conversations/${conversationId}`,
      undefined,
      tokens.buyer,
    );
    expect(buyerThread.body.messages.at(-1)).toMatchObject({
      fromMe: false,
      senderName: 'Sally Seller',
      body: 'Yes, Saturday at 10 works.',
    });
    expect(buyerThread.body.conversation.lastMessage).toMatchObject({
      body: 'Yes, Saturday at 10 works.',
      fromMe: false,
    });

    const mails = await eventually(
      () => mailsTo(emails.buyer),
      (m) => m.length >= 1,
    );
    expect(mails[0].subject).toBe('New message from Sally Seller: Inquiry about 2019 Honda Civic');
    expect(mails[0].text).toContain('Yes, Saturday at 10 works.');
    expect(mails[0].text).not.toContain(emails.seller);
    expect(mails[0].links).toContain(`https://testbase.example/messages/${conversationId}`);

    await api.call('POST', `/api/my/conversations/${conversationId}/read`, undefined, tokens.buyer);
    const answer = await api.call(
      'POST',
      `/api/my/conversations/${conversationId}/messages`,
      {
        body: 'See you then!',
      },
      tokens.buyer,
    );
    expect(answer.status).toBe(201);
    expect(
      (await api.call('GET', '/api/my/conversations/unread', undefined, tokens.seller)).body
        .unreadCount,
    ).toBe(1);
    expect(
      (await api.call('GET', '/api/my/conversations/unread', undefined, tokens.buyer)).body
        .unreadCount,
    ).toBe(0);
  });

  it('lists a message to a dealer as a conversation both sides can continue, and keeps the dashboard inbox to first messages', async () => {
    const messageId = randomUUID();
    await api.runtime.bus.publish([
      newEnvelope('dealers.contact.requested', {
        messageId,
        context: 'dealer',
        dealerId: randomUUID(),
        salesRepId: null,
        recipientUserId: ids.dealer,
        recipientEmail: emails.dealer,
        recipientName: 'Sunrise Motors',
        businessName: 'Sunrise Motors',
        senderUserId: ids.buyer,
        senderFirstName: 'Bob',
        senderLastName: 'Buyer',
        senderEmail: emails.buyer,
        senderPhone: null,
        subject: 'Inquiry about Sunrise Motors',
        message: 'Do you take trade-ins?',
      }),
    ]);
    const dealerView = await eventually(
      () => api.call('GET', '/api/my/conversations', undefined, tokens.dealer),
      (r) => r.body.items?.length === 1,
    );
    expect(dealerView.body.items[0]).toMatchObject({
      id: messageId,
      context: 'dealer',
      role: 'seller',
      counterpartName: 'Bob Buyer',
    });
    const buyerList = await api.call('GET', '/api/my/conversations', undefined, tokens.buyer);
    expect(buyerList.body.items[0]).toMatchObject({
      id: messageId,
      role: 'buyer',
      counterpartName: 'Sunrise Motors',
    });

    await api.call(
      'POST',
      `/api/my/conversations/${messageId}/messages`,
      { body: 'We do.' },
      tokens.dealer,
    );
    await api.call(
      'POST',
      `/api/my/conversations/${messageId}/messages`,
      {
        body: 'Great, thanks.',
      },
      tokens.buyer,
    );
    const inbox = await api.call('GET', '/api/my/messages', undefined, tokens.dealer);
    expect(inbox.body.items.map((m: Body) => m.body)).toEqual(['Do you take trade-ins?']);
    const thread = await api.call(
      'GET',
      `/api/my/conversations/${messageId}`,
      undefined,
      tokens.dealer,
    );
    expect(thread.body.messages.map((m: Body) => m.body)).toEqual([
      'Do you take trade-ins?',
      'We do.',
      'Great, thanks.',
    ]);
  });
});
