import { adminInquiryRoutes, type Inquiry, replyToInquiryRequestSchema } from '@market/contracts';
import { FormDialog, FormField, useSchemaForm } from '../../../lib/form';
import { useRouteMutation } from '../../../lib/query';
import { useToast } from '../../../ui';

/** Reply by e-mail: the message goes to the inquirer and is kept with the inquiry. */
export function ReplyDialog({
  inquiry,
  onClose,
  onSent,
}: {
  inquiry: Inquiry;
  onClose: () => void;
  onSent: () => Promise<unknown>;
}) {
  const { toast } = useToast();
  const reply = useRouteMutation(adminInquiryRoutes.reply);
  const form = useSchemaForm(replyToInquiryRequestSchema, {
    subject: `Re: ${inquiry.subject}`,
    message: '',
  });
  return (
    <FormDialog
      form={form}
      title={`Reply to ${inquiry.firstName} ${inquiry.lastName}`}
      description={`Sent by e-mail to ${inquiry.email}.`}
      aria-label="Reply to inquiry"
      submitLabel="Send Reply"
      onClose={onClose}
      failure="Failed to send reply"
      onSubmit={async (body) => {
        await reply.mutateAsync({ params: { id: inquiry.id }, body });
        await onSent();
        toast({ title: 'Reply sent successfully', variant: 'success' });
        onClose();
      }}
    >
      <FormField name="subject" label="Subject" />
      <FormField as="textarea" name="message" label="Message" rows={8} />
    </FormDialog>
  );
}
