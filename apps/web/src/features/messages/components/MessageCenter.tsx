import { cx, MessageIcon, EmptyState } from '../../../ui';
import { ConversationList } from './ConversationList';
import { ConversationThread } from './ConversationThread';
import './conversations.css';

/** /messages: the list beside the open thread (one column at a time on a phone). */
export function MessageCenter({ conversationId }: { conversationId?: string }) {
  return (
    <div className={cx('message-center', conversationId && 'message-center--open')}>
      <div className="message-center__list">
        <ConversationList activeId={conversationId} />
      </div>
      <div className="message-center__thread">
        {conversationId ? (
          <ConversationThread key={conversationId} id={conversationId} />
        ) : (
          <EmptyState icon={<MessageIcon aria-hidden="true" />} title="Choose a conversation">
            <p className="text-sm">Its messages and the reply box open here.</p>
          </EmptyState>
        )}
      </div>
    </div>
  );
}
