import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Button, cx, StatusCard, Skeleton, BackLink } from '../../../ui';
import { errorMessage, isApiError } from '../../../lib/api';
import { useConversationThread, useMarkConversationRead } from '../hooks/useConversations';
import { contextLabel } from './ConversationList';
import { ReplyForm } from './ReplyForm';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One conversation: its messages oldest first, and the reply box. Opening it reads it. */
export function ConversationThread({ id }: { id: string }) {
  const thread = useConversationThread(id);
  const markRead = useMarkConversationRead();
  const unread = thread.data?.conversation.unreadCount ?? 0;
  const { mutate } = markRead;

  useEffect(() => {
    if (unread > 0) mutate({ params: { id } });
  }, [id, unread, mutate]);

  if (thread.isPending)
    return (
      <div className="stack stack--sm" role="status" aria-label="Loading conversation">
        <Skeleton height="2rem" width="60%" />
        <Skeleton height="5rem" radius="var(--radius-md)" />
        <Skeleton height="5rem" radius="var(--radius-md)" />
      </div>
    );
  if (thread.isError)
    return (
      <StatusCard
        title={
          isApiError(thread.error) && thread.error.status === 404
            ? 'Conversation not found'
            : 'Failed to load the conversation'
        }
        level={2}
        actions={<Button onClick={() => void thread.refetch()}>Try again</Button>}
      >
        {errorMessage(thread.error)}
      </StatusCard>
    );

  const { conversation, messages } = thread.data;
  const vehiclePath = conversation.listingId ? `/vehicle/${conversation.listingId}` : null;
  return (
    <section className="thread" aria-labelledby="thread-title">
      <div className="thread__back">
        <BackLink to="/messages">All conversations</BackLink>
      </div>
      <header className="thread__header">
        <h2 id="thread-title" className="thread__title">
          {conversation.counterpartName}
        </h2>
        <p className="text-sm text-muted">
          {contextLabel(conversation)} · {conversation.subject}
          {vehiclePath ? (
            <>
              {' · '}
              <Link to={vehiclePath}>View vehicle</Link>
            </>
          ) : null}
        </p>
      </header>
      <ol className="thread__messages" aria-label="Messages">
        {messages.map((m) => (
          <li key={m.id} className={cx('bubble', m.fromMe ? 'bubble--mine' : 'bubble--theirs')}>
            <span className="bubble__meta">
              {m.fromMe ? 'You' : m.senderName} ·{' '}
              <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
            </span>
            <p className="bubble__body">{m.body}</p>
          </li>
        ))}
      </ol>
      <ReplyForm
        conversationId={conversation.id}
        hint={
          conversation.counterpartSignedIn
            ? `${conversation.counterpartName} is told by e-mail; neither of you sees the other's address.`
            : `${conversation.counterpartName} wrote without an account: your reply is e-mailed to them, your address stays hidden.`
        }
      />
    </section>
  );
}
