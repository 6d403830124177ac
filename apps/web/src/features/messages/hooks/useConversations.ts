import { useQuery } from '@tanstack/react-query';
import { conversationRoutes } from '@market/contracts';
import { routeQuery, useCursorQuery, useRouteMutation } from '../../../lib/query';
import { useAuth } from '../../auth';

/** How often an open thread and the header badge look for new messages. */
const THREAD_POLL_MS = 15_000;
const UNREAD_POLL_MS = 30_000;

/** What a new or read message changes wherever it is shown. */
const CONVERSATION_READS = [
  conversationRoutes.list,
  conversationRoutes.get,
  conversationRoutes.unread,
];

/** The caller's conversations, newest activity first. */
export function useConversationList() {
  return useCursorQuery(conversationRoutes.list);
}

/** One thread, refreshed while it is open. */
export function useConversationThread(id: string | undefined) {
  return useQuery({
    ...routeQuery(conversationRoutes.get, { params: { id: id ?? '' } }),
    enabled: !!id,
    refetchInterval: THREAD_POLL_MS,
  });
}

/** The header badge: messages to the signed-in user not read yet. */
export function useUnreadMessages(): number {
  const { status } = useAuth();
  const query = useQuery({
    ...routeQuery(conversationRoutes.unread),
    enabled: status === 'signedIn',
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
  return status === 'signedIn' ? (query.data?.unreadCount ?? 0) : 0;
}

export function useMarkConversationRead() {
  return useRouteMutation(conversationRoutes.markRead, {
    invalidates: [conversationRoutes.list, conversationRoutes.unread],
    onError: (error) => console.error('Failed to mark the conversation read', error),
  });
}

export function useReply() {
  return useRouteMutation(conversationRoutes.reply, { invalidates: CONVERSATION_READS });
}
