import { Link } from 'react-router-dom';
import type { ConversationSummary } from '@market/contracts';
import { Button, cx, EmptyState, LoadMoreButton, MessageIcon, Skeleton } from '../../../ui';
import { formatDate } from '../../../lib/format';
import { useConversationList } from '../hooks/useConversations';

const CONTEXT_LABELS: Record<ConversationSummary['context'], string> = {
  dealer: 'Dealer',
  sales_rep: 'Sales rep',
  private: 'Private seller',
};

/** What the conversation is with, from the caller's side. */
export function contextLabel(conversation: ConversationSummary): string {
  return conversation.role === 'buyer' ? CONTEXT_LABELS[conversation.context] : 'Buyer';
}

/** The left column of Messages: each conversation with its last message and unread count. */
export function ConversationList({ activeId }: { activeId?: string }) {
  const list = useConversationList();

  if (list.status === 'loading')
    return (
      <div className="stack stack--sm" role="status" aria-label="Loading conversations">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="4.5rem" radius="var(--radius-md)" />
        ))}
      </div>
    );
  if (list.status === 'error')
    return (
      <EmptyState>
        <p>Conversations could not be loaded. {list.error}</p>
        <Button variant="secondary" size="sm" onClick={list.retry}>
          Try again
        </Button>
      </EmptyState>
    );
  if (list.items.length === 0)
    return (
      <EmptyState icon={<MessageIcon aria-hidden="true" />} title="No conversations yet">
        <p className="text-sm">
          Message a seller from a vehicle&apos;s page; their answers and buyers&apos; messages to
          you appear here.
        </p>
      </EmptyState>
    );

  return (
    <nav aria-label="Conversations">
      <ul className="conversation-list">
        {list.items.map((c) => (
          <li key={c.id}>
            <Link
              to={`/messages/${c.id}`}
              className={cx(
                'conversation-row',
                c.unreadCount > 0 && 'is-unread',
                c.id === activeId && 'is-active',
              )}
              aria-current={c.id === activeId ? 'page' : undefined}
            >
              <span className="conversation-row__top">
                <span className="conversation-row__name">{c.counterpartName}</span>
                <span className="conversation-row__date">
                  {formatDate(c.lastMessage.createdAt)}
                </span>
              </span>
              <span className="conversation-row__subject">
                {contextLabel(c)} · {c.listingTitle ?? c.subject}
              </span>
              <span className="conversation-row__snippet">
                {c.lastMessage.fromMe ? 'You: ' : ''}
                {c.lastMessage.body}
              </span>
              {c.unreadCount > 0 ? (
                <span className="unread-badge conversation-row__badge">
                  {c.unreadCount}
                  <span className="visually-hidden"> unread</span>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      <LoadMoreButton more={!!list.nextCursor} loading={list.loadingMore} onLoad={list.loadMore}>
        Older conversations
      </LoadMoreButton>
    </nav>
  );
}
