import type { InfiniteData } from '@tanstack/react-query';
import type { ConversationMessage, InboxPage } from '@market/contracts';

/** The loaded inbox pages after one message was read: that row read, every page's unread count one lower. */
export function markedRead(
  inbox: InfiniteData<InboxPage, string | null>,
  messageId: string,
): InfiniteData<InboxPage, string | null> {
  const target = inbox.pages.flatMap((page) => page.items).find((m) => m.id === messageId);
  if (!target || target.isRead) return inbox;
  return {
    ...inbox,
    pages: inbox.pages.map((page) => ({
      ...page,
      unreadCount: Math.max(0, page.unreadCount - 1),
      items: page.items.map((m) => (m.id === messageId ? { ...m, isRead: true } : m)),
    })),
  };
}

/** "Re: …" once, however often a thread is answered. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
}

/** A mailto: answer to the sender, quoting the message. */
export function replyHref(
  message: Pick<ConversationMessage, 'senderEmail' | 'subject' | 'body' | 'senderName'>,
): string {
  const quoted = message.body
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `\n\n${message.senderName} wrote:\n${quoted}`;
  return `mailto:${message.senderEmail}?subject=${encodeURIComponent(replySubject(message.subject))}&body=${encodeURIComponent(body)}`;
}
