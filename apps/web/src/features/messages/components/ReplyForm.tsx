import { conversationReplyRequestSchema, CONVERSATION_TEXTS } from '@market/contracts';
import { Form, FormField, useSchemaForm } from '../../../lib/form';
import { Button } from '../../../ui';
import { useReply } from '../hooks/useConversations';

/** The answer box under a thread; what was typed stays when sending fails. */
export function ReplyForm({ conversationId, hint }: { conversationId: string; hint: string }) {
  const reply = useReply();
  const form = useSchemaForm(conversationReplyRequestSchema, { body: '' });
  return (
    <Form
      form={form}
      aria-label="Reply"
      failure={CONVERSATION_TEXTS.replyFailed}
      className="reply-form"
      onSubmit={async (body) => {
        await reply.mutateAsync({ params: { id: conversationId }, body });
        form.reset({ body: '' });
      }}
    >
      <FormField as="textarea" name="body" label="Your reply" rows={3} hint={hint} />
      <div className="reply-form__actions">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Send reply
        </Button>
      </div>
    </Form>
  );
}
