import { useCallback } from 'react';
import type { InboxPage } from '@market/contracts';
import { useCursorList } from '../../../lib/useCursorList';
import { inboxApi } from '../api/inboxApi';
import { markedRead } from '../inboxState';

/** The signed-in user's messages, newest first, with the unread count. */
export function useInbox(userId: string) {
  const list = useCursorList<InboxPage>((cursor, signal) => inboxApi.list(cursor, signal), userId);
  const { update } = list;

  /** Marks it read at once; the server is told in the background (a failure only logs). */
  const markRead = useCallback(
    (messageId: string) => {
      update((state) => markedRead(state, messageId));
      inboxApi.markRead(messageId).catch((error: unknown) => {
        console.error('Failed to mark message as read', error);
      });
    },
    [update],
  );

  return { ...list, unreadCount: list.first?.unreadCount ?? 0, markRead };
}
