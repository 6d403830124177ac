import type { ConversationMessage, InboxPage } from '@market/contracts';
import type { CursorListState } from '../../lib/useCursorList';

/** The inbox after one message was read: that row marked read, the unread count one lower. */
export function markedRead(
  state: CursorListState<InboxPage>,
  messageId: string,
): CursorListState<InboxPage> {
  const target = state.items.find((m) => m.id === messageId);
  if (!target || target.isRead) return state;
  return {
    ...state,
    items: state.items.map((m) => (m.id === messageId ? { ...m, isRead: true } : m)),
    first: state.first
      ? { ...state.first, unreadCount: Math.max(0, state.first.unreadCount - 1) }
      : state.first,
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
