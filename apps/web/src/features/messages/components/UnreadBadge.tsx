import { useUnreadMessages } from '../hooks/useConversations';
import './conversations.css';

/** The unread count beside "Messages" in the header (nothing when all are read). */
export function UnreadBadge() {
  const count = useUnreadMessages();
  if (count <= 0) return null;
  return (
    <span className="unread-badge" data-testid="unread-badge">
      {count > 99 ? '99+' : count}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}
