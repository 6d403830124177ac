import { describe, expect, it } from '@jest/globals';
import type { ConversationMessage, InboxPage } from '@market/contracts';
import { markedRead, replyHref, replySubject } from './inboxState';

const message = (id: string, isRead: boolean): ConversationMessage => ({
  id,
  senderId: null,
  senderName: 'Ann Buyer',
  senderEmail: 'ann@example.com',
  senderPhone: null,
  recipientId: '00000000-0000-4000-8000-000000000001',
  context: 'dealer',
  dealerId: '00000000-0000-4000-8000-000000000002',
  salesRepId: null,
  subject: 'Inquiry about Sunset Motors',
  body: 'Is the truck\nstill available?',
  isRead,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const inbox = (items: ConversationMessage[], unreadCount: number) => ({
  pages: [{ items, nextCursor: null, unreadCount } satisfies InboxPage],
  pageParams: [null],
});

describe('inbox state', () => {
  it('marks one message read and lowers the unread count once', () => {
    const before = inbox([message('a', false), message('b', false)], 2);
    const after = markedRead(before, 'a');
    expect(after.pages[0].items.map((m) => m.isRead)).toEqual([true, false]);
    expect(after.pages[0].unreadCount).toBe(1);
    expect(markedRead(after, 'a')).toBe(after);
    expect(markedRead(after, 'missing')).toBe(after);
  });

  it('answers by e-mail with one "Re:" and the message quoted', () => {
    expect(replySubject('Re: Hello')).toBe('Re: Hello');
    expect(replySubject('Hello')).toBe('Re: Hello');
    const href = replyHref(message('a', false));
    expect(
      href.startsWith(
        'mailto:ann@example.com?subject=Re%3A%20Inquiry%20about%20Sunset%20Motors&body=',
      ),
    ).toBe(true);
    expect(decodeURIComponent(href.split('&body=')[1])).toContain(
      '> Is the truck\n> still available?',
    );
  });
});
