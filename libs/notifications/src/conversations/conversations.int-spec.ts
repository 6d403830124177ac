import { randomUUID } from 'node:crypto';
import { type EventData, type EventEnvelope, type EventType } from '@market/contracts';
import {
  createTestDatabase,
  describeWhen,
  eventually,
  postgresAvailability,
  type ServiceTestApp,
  startServiceTestApp,
  type TestDatabase,
} from '@market/platform/testing';
import { NotificationsModule } from '../notifications.module.js';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function envelope<T extends EventType>(
  type: T,
  data: EventData<T>,
): EventEnvelope<T, EventData<T>> {
  return { id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), data };
}

/** The message center: buyer ↔ private seller and buyer ↔ dealer threads, replies, unread counts, masked mails. */
describeWhen(postgresAvailability(), 'notifications: conversations', () => {
  let database: TestDatabase;
  let app: ServiceTestApp;
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
    database = await createTestDatabase('notifications_conversations');
    app = await startServiceTestApp({
      name: 'notifications',
      databaseUrl: database.url,
      module: NotificationsModule.register({
        sender: { baseDelayMs: 50, maxDelayMs: 200, pollIntervalMs: 100 },
      }),
      env: { SITE_NAME: 'Testbase', PUBLIC_URL: 'https://testbase.example' },
    });
    for (const who of ['buyer', 'seller', 'dealer', 'stranger'] as const)
      tokens[who] = await app.runtime.tokens.issue(
        { id: ids[who], email: emails[who], roles: ['user'] },
        randomUUID(),
      );
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  async function call(
    method: string,
    path: string,
    who?: string,
    body?: unknown,
  ): Promise<{ status: number; body: Body }> {
    const response = await fetch(new URL(path, app.baseUrl), {
      method,
      headers: {
        ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Body) : {} };
  }
  const mailsTo = async (to: string) =>
    (await call('GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`)).body.items as Body[];

  const listingMessage = (message: string) =>
    envelope('listings.contact.requested', {
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
    await app.runtime.bus.publish([first, first]);
    const sellerView = await eventually(
      () => call('GET', '/api/my/conversations', 'seller'),
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

    await app.runtime.bus.publish([listingMessage('Could I see it on Saturday?')]);
    await eventually(
      () => call('GET', '/api/my/conversations/unread', 'seller'),
      (r) => r.body.unreadCount === 2,
    );
    expect((await call('GET', '/api/my/conversations', 'seller')).body.items).toHaveLength(1);

    const buyerView = await call('GET', '/api/my/conversations', 'buyer');
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
    const thread = await call('GET', `/api/my/conversations/${conversationId}`, 'seller');
    expect(thread.status).toBe(200);
    expect(thread.body.messages.map((m: Body) => [m.body, m.fromMe, m.senderName])).toEqual([
      ['Is it still for sale?', false, 'Bob Buyer'],
      ['Could I see it on Saturday?', false, 'Bob Buyer'],
    ]);
    expect(JSON.stringify(thread.body)).not.toContain('@example.com');

    expect((await call('GET', `/api/my/conversations/${conversationId}`, 'stranger')).status).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/my/conversations/${conversationId}/read`, 'stranger')).status,
    ).toBe(404);
    expect(
      (
        await call('POST', `/api/my/conversations/${conversationId}/messages`, 'stranger', {
          body: 'Hi',
        })
      ).status,
    ).toBe(404);
    expect((await call('GET', '/api/my/conversations')).status).toBe(401);
    expect((await call('GET', '/api/my/conversations/not-a-uuid', 'seller')).status).toBe(404);

    const read = await call('POST', `/api/my/conversations/${conversationId}/read`, 'seller');
    expect(read.body).toEqual({ unreadCount: 0 });
    expect((await call('GET', '/api/my/conversations', 'seller')).body.items[0].unreadCount).toBe(
      0,
    );
  });

  it('takes replies from either side into the thread and e-mails the other side, masked', async () => {
    const bad = await call('POST', `/api/my/conversations/${conversationId}/messages`, 'seller', {
      body: '   ',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([
      expect.objectContaining({ path: 'body', message: 'Please write a message.' }),
    ]);

    const reply = await call('POST', `/api/my/conversations/${conversationId}/messages`, 'seller', {
      body: 'Yes, Saturday at 10 works.',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      fromMe: true,
      senderName: 'Sally Seller',
      body: 'Yes, Saturday at 10 works.',
      isRead: false,
    });

    const buyerUnread = await call('GET', '/api/my/conversations/unread', 'buyer');
    expect(buyerUnread.body.unreadCount).toBe(1);
    const buyerThread = await call('GET', `/api/my/conversations/${conversationId}`, 'buyer');
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

    await call('POST', `/api/my/conversations/${conversationId}/read`, 'buyer');
    const answer = await call('POST', `/api/my/conversations/${conversationId}/messages`, 'buyer', {
      body: 'See you then!',
    });
    expect(answer.status).toBe(201);
    expect((await call('GET', '/api/my/conversations/unread', 'seller')).body.unreadCount).toBe(1);
    expect((await call('GET', '/api/my/conversations/unread', 'buyer')).body.unreadCount).toBe(0);
  });

  it('lists a message to a dealer as a conversation both sides can continue, and keeps the dashboard inbox to first messages', async () => {
    const messageId = randomUUID();
    await app.runtime.bus.publish([
      envelope('dealers.contact.requested', {
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
      () => call('GET', '/api/my/conversations', 'dealer'),
      (r) => r.body.items?.length === 1,
    );
    expect(dealerView.body.items[0]).toMatchObject({
      id: messageId,
      context: 'dealer',
      role: 'seller',
      counterpartName: 'Bob Buyer',
    });
    const buyerList = await call('GET', '/api/my/conversations', 'buyer');
    expect(buyerList.body.items[0]).toMatchObject({
      id: messageId,
      role: 'buyer',
      counterpartName: 'Sunrise Motors',
    });

    await call('POST', `/api/my/conversations/${messageId}/messages`, 'dealer', { body: 'We do.' });
    await call('POST', `/api/my/conversations/${messageId}/messages`, 'buyer', {
      body: 'Great, thanks.',
    });
    const inbox = await call('GET', '/api/my/messages', 'dealer');
    expect(inbox.body.items.map((m: Body) => m.body)).toEqual(['Do you take trade-ins?']);
    const thread = await call('GET', `/api/my/conversations/${messageId}`, 'dealer');
    expect(thread.body.messages.map((m: Body) => m.body)).toEqual([
      'Do you take trade-ins?',
      'We do.',
      'Great, thanks.',
    ]);
  });
});
