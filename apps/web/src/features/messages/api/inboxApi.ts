import type { ConversationMessage, InboxPage } from '@market/contracts';
import { api } from '../../../lib/api';

/** The signed-in user's inbox (answered by the notifications service). */
export const inboxApi = {
  list: (cursor?: string | null, signal?: AbortSignal) =>
    api.get<InboxPage>(`/my/messages${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, {
      signal,
    }),
  markRead: (messageId: string) =>
    api.post<ConversationMessage>(`/my/messages/${encodeURIComponent(messageId)}/read`),
};
