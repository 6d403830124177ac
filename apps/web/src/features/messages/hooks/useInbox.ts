import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { inboxRoutes, type InboxPage } from '@market/contracts';
import { useCursorQuery, useRouteMutation } from '../../../lib/query';
import { markedRead } from '../inboxState';

/** The signed-in user's messages, newest first, with the unread count. */
export function useInbox() {
  const client = useQueryClient();
  const list = useCursorQuery(inboxRoutes.list);
  const markRead = useRouteMutation(inboxRoutes.markRead, {
    // Marked read at once; a failure on the server only logs.
    onMutate: ({ params }) =>
      client.setQueryData<InfiniteData<InboxPage, string | null>>(list.queryKey, (inbox) =>
        inbox ? markedRead(inbox, params.id) : inbox,
      ),
    onError: (error) => console.error('Failed to mark message as read', error),
  });

  return {
    ...list,
    unreadCount: list.first?.unreadCount ?? 0,
    markRead: (messageId: string) => markRead.mutate({ params: { id: messageId } }),
  };
}
