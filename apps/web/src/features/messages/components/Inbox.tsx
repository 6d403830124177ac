import { useState } from 'react';
import type { ConversationMessage } from '@market/contracts';
import {
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  cx,
  EmptyState,
  LoadMoreButton,
  MessageIcon,
  Skeleton,
} from '../../../ui';
import { formatDate } from '../../../lib/format';
import { useInbox } from '../hooks/useInbox';
import { MessageDialog } from './MessageDialog';
import './messages.css';

interface InboxProps {
  /** Where the messages come from, for the empty state ("your public profile"). */
  emptyText: string;
}

/** The portal's inbox: newest first, unread ones marked; opening one reads it. */
export function Inbox({ emptyText }: InboxProps) {
  const inbox = useInbox();
  const [open, setOpen] = useState<ConversationMessage | null>(null);

  const openMessage = (message: ConversationMessage) => {
    setOpen(message);
    if (!message.isRead) inbox.markRead(message.id);
  };

  return (
    <Card as="section" aria-labelledby="inbox-title" className="inbox">
      <CardHeader
        title={
          <span className="inbox__title">
            Messages
            {inbox.unreadCount > 0 ? (
              <Badge variant="primary">{inbox.unreadCount} unread</Badge>
            ) : null}
          </span>
        }
        titleId="inbox-title"
        description="Buyers' messages, newest first. Open one to read it and answer in Messages or by e-mail."
      />
      <CardBody className="inbox__body">
        {inbox.status === 'loading' ? (
          <div className="stack stack--sm" role="status" aria-label="Loading messages">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="3.5rem" radius="var(--radius-md)" />
            ))}
          </div>
        ) : null}
        {inbox.status === 'error' ? (
          <EmptyState>
            <p>Messages could not be loaded. {inbox.error}</p>
            <Button variant="secondary" size="sm" onClick={inbox.retry}>
              Try again
            </Button>
          </EmptyState>
        ) : null}
        {inbox.status === 'ready' && inbox.items.length === 0 ? (
          <EmptyState icon={<MessageIcon aria-hidden="true" />} title="No messages yet">
            <p className="text-sm">{emptyText}</p>
          </EmptyState>
        ) : null}
        {inbox.items.length > 0 ? (
          <ul className="inbox__list" aria-label="Messages">
            {inbox.items.map((message) => (
              <li key={message.id}>
                <button
                  type="button"
                  className={cx('inbox__row', !message.isRead && 'is-unread')}
                  onClick={() => openMessage(message)}
                  aria-haspopup="dialog"
                >
                  <span className="inbox__dot" aria-hidden="true" />
                  <span className="inbox__from">
                    {message.senderName}
                    {!message.isRead ? <span className="visually-hidden"> (unread)</span> : null}
                  </span>
                  <span className="inbox__date">{formatDate(message.createdAt)}</span>
                  <span className="inbox__subject">{message.subject}</span>
                  <span className="inbox__snippet">{message.body}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <LoadMoreButton
          more={!!inbox.nextCursor}
          loading={inbox.loadingMore}
          onLoad={inbox.loadMore}
        >
          Older messages
        </LoadMoreButton>
      </CardBody>
      <MessageDialog message={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
