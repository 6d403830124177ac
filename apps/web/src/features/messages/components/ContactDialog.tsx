import {
  dealerMessageRequestSchema,
  DEALER_TEXTS,
  type DealerMessageRequest,
} from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { FormDialog, FormField, useSchemaForm } from '../../../lib/form';
import { useToast } from '../../../ui';
import { useAuth } from '../../auth';
import { toastParts } from '../toastText';
import type { ContactTexts } from '../contactTexts';

interface ContactDialogProps {
  onClose: () => void;
  /** Who receives it, for the title ("Send Message to Sunset Motors"). */
  recipientName: string;
  /** SPEC §5's default subject, prefilled; a blank subject gets it on the server too. */
  defaultSubject: string;
  texts: ContactTexts;
  send: (input: DealerMessageRequest) => Promise<unknown>;
}

/**
 * Send Message / Contact: the visitor's name, e-mail, optional phone, subject and message.
 * Dealer and rep messages share one request shape, so one schema checks both. Rendered only
 * while open.
 */
export function ContactDialog({
  onClose,
  recipientName,
  defaultSubject,
  texts,
  send,
}: ContactDialogProps) {
  const { user } = useAuth();
  const { toast } = useToast();
  const form = useSchemaForm(dealerMessageRequestSchema, {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    subject: defaultSubject,
    message: '',
  });

  return (
    <FormDialog
      form={form}
      title={`Send Message to ${recipientName}`}
      description="Your message reaches their inbox and their e-mail."
      aria-label="Send message"
      submitLabel="Send Message"
      onClose={onClose}
      onSubmit={async (data) => {
        await send(data);
        toast({ ...toastParts(texts.sent), variant: 'success' });
        onClose();
      }}
      onInvalidSubmit={(errors) => {
        const missing = Object.values(errors).some(
          (e) => e?.message === DEALER_TEXTS.requiredFields,
        );
        toast({
          ...(missing ? texts.missing : { title: 'Please check the highlighted fields' }),
          variant: 'danger',
        });
      }}
      failure={(error) => {
        const parts = toastParts(texts.failed);
        // A validation answer names the field; anything else keeps SPEC §8's text alone.
        const detail =
          isApiError(error) && error.status === 400 ? errorMessage(error) : parts.description;
        return { title: parts.title, description: detail };
      }}
    >
      <div className="form-grid form-grid--2">
        <FormField name="firstName" label="First name" autoComplete="given-name" />
        <FormField name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <div className="form-grid form-grid--2">
        <FormField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
        <FormField name="phone" label="Phone" type="tel" autoComplete="tel" optional />
      </div>
      <FormField name="subject" label="Subject" />
      <FormField as="textarea" name="message" label="Message" rows={5} />
    </FormDialog>
  );
}
