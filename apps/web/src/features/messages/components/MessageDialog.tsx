import type { ConversationMessage } from '@market/contracts';
import { ButtonAnchor, ButtonLink, Dialog, MailIcon, MessageIcon, PhoneIcon } from '../../../ui';
import { telHref } from '../../../lib/format';
import { replyHref } from '../inboxState';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One message in full, with its conversation in Messages, Reply by e-mail and, when given, Call. */
export function MessageDialog({
  message,
  onClose,
}: {
  message: ConversationMessage | null;
  onClose: () => void;
}) {
  if (!message) return null;
  const tel = telHref(message.senderPhone);
  return (
    <Dialog
      open
      onClose={onClose}
      title={message.subject}
      description={`From ${message.senderName}`}
      className="message-dialog"
    >
      <div className="stack">
        <dl className="message-dialog__meta">
          <div>
            <dt>From</dt>
            <dd>
              {message.senderName} &lt;{message.senderEmail}&gt;
            </dd>
          </div>
          {message.senderPhone ? (
            <div>
              <dt>Phone</dt>
              <dd>{message.senderPhone}</dd>
            </div>
          ) : null}
          <div>
            <dt>Received</dt>
            <dd>{when(message.createdAt)}</dd>
          </div>
        </dl>
        <p className="message-dialog__body">{message.body}</p>
        <div className="cluster">
          {/* The first message of a conversation has the conversation's id. */}
          <ButtonLink to={`/messages/${message.id}`} icon={<MessageIcon />}>
            Open conversation
          </ButtonLink>
          <ButtonAnchor href={replyHref(message)} variant="secondary" icon={<MailIcon />}>
            Reply by Email
          </ButtonAnchor>
          <ButtonAnchor href={tel} variant="secondary" icon={<PhoneIcon />}>
            Call
          </ButtonAnchor>
        </div>
      </div>
    </Dialog>
  );
}
