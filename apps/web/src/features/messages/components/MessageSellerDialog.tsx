import { Link } from 'react-router-dom';
import {
  CONVERSATION_TEXTS,
  conversationRoutes,
  defaultListingMessageSubject,
  listingMessageRequestSchema,
  listingRoutes,
} from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { FormDialog, FormField, useSchemaForm } from '../../../lib/form';
import { useRouteMutation } from '../../../lib/query';
import { useToast } from '../../../ui';
import { toastParts } from '../toastText';

interface MessageSellerDialogProps {
  listing: { id: string; title: string };
  sellerName: string;
  onClose: () => void;
}

/**
 * A signed-in buyer writes to a listing's private seller. No e-mail or phone is asked or
 * shown on either side: the conversation continues in Messages.
 */
export function MessageSellerDialog({ listing, sellerName, onClose }: MessageSellerDialogProps) {
  const { toast } = useToast();
  const send = useRouteMutation(listingRoutes.message, {
    invalidates: [conversationRoutes.list],
  });
  const form = useSchemaForm(listingMessageRequestSchema, {
    subject: defaultListingMessageSubject(listing.title),
    message: '',
  });

  return (
    <FormDialog
      form={form}
      title={`Message ${sellerName}`}
      description={
        <>
          Your message and their answers stay in{' '}
          <Link to="/messages" onClick={onClose}>
            Messages
          </Link>
          ; neither of you sees the other&apos;s e-mail address.
        </>
      }
      aria-label="Message seller"
      submitLabel="Send Message"
      onClose={onClose}
      onSubmit={async (body) => {
        await send.mutateAsync({ params: { id: listing.id }, body });
        toast({
          title: 'Message sent',
          description: CONVERSATION_TEXTS.messageSent,
          variant: 'success',
        });
        onClose();
      }}
      failure={(error) => {
        const parts = toastParts(CONVERSATION_TEXTS.messageFailed);
        const detail =
          isApiError(error) && error.status < 500 ? errorMessage(error) : parts.description;
        return { title: parts.title, description: detail };
      }}
    >
      <FormField name="subject" label="Subject" />
      <FormField as="textarea" name="message" label="Message" rows={5} />
    </FormDialog>
  );
}
