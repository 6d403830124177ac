import { useRef, useState, type FormEvent } from 'react';
import {
  dealerMessageRequestSchema,
  DEALER_TEXTS,
  type DealerMessageRequest,
} from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { fieldErrorsFrom, focusFirstInvalid } from '../../../lib/formErrors';
import { useFormFields } from '../../../lib/useFormFields';
import { Button, Dialog, Field, useToast } from '../../../ui';
import { useAuth } from '../../auth';
import { toastParts } from '../toastText';
import './messages.css';

/** The toasts of one recipient kind (SPEC §8 dealer contact / rep contact). */
export interface ContactTexts {
  sent: string;
  failed: string;
  missing: { title: string; description?: string };
}

export const DEALER_CONTACT_TEXTS: ContactTexts = {
  sent: DEALER_TEXTS.dealerMessageSent,
  failed: DEALER_TEXTS.dealerMessageFailed,
  missing: { title: DEALER_TEXTS.requiredFields },
};

export const REP_CONTACT_TEXTS: ContactTexts = {
  sent: DEALER_TEXTS.repMessageSent,
  failed: DEALER_TEXTS.repMessageFailed,
  missing: { title: DEALER_TEXTS.repMissingInformation, description: DEALER_TEXTS.requiredFields },
};

interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
  /** Who receives it, for the title ("Send Message to Sunset Motors"). */
  recipientName: string;
  /** SPEC §5's default subject, prefilled; a blank subject gets it on the server too. */
  defaultSubject: string;
  texts: ContactTexts;
  send: (input: DealerMessageRequest) => Promise<unknown>;
}

type Values = Required<Record<keyof DealerMessageRequest, string>>;

/**
 * Send Message / Contact: the visitor's name, e-mail, optional phone, subject and message.
 * Dealer and rep messages share one request shape, so one schema checks both.
 */
export function ContactDialog({
  open,
  onClose,
  recipientName,
  defaultSubject,
  texts,
  send,
}: ContactDialogProps) {
  const { user } = useAuth();
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const blank = (): Values => ({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    subject: defaultSubject,
    message: '',
  });
  const { values, setValues, setErrors, bind } = useFormFields<Values>(blank);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = dealerMessageRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsFrom(parsed.error);
      setErrors(found);
      const missing = Object.values(found).includes(DEALER_TEXTS.requiredFields);
      toast({
        ...(missing ? texts.missing : { title: 'Please check the highlighted fields' }),
        variant: 'danger',
      });
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await send(parsed.data);
      toast({ ...toastParts(texts.sent), variant: 'success' });
      setValues(blank());
      onClose();
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors());
      const parts = toastParts(texts.failed);
      // A validation answer names the field; anything else keeps SPEC §8's text alone.
      const detail =
        isApiError(error) && error.status === 400 ? errorMessage(error) : parts.description;
      toast({ title: parts.title, description: detail, variant: 'danger' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Send Message to ${recipientName}`}
      description="Your message reaches their inbox and their e-mail."
      className="contact-dialog"
    >
      <form
        ref={formRef}
        className="stack"
        onSubmit={onSubmit}
        noValidate
        aria-label="Send message"
      >
        <div className="form-grid form-grid--2">
          <Field label="First name" autoComplete="given-name" {...bind('firstName')} />
          <Field label="Last name" autoComplete="family-name" {...bind('lastName')} />
        </div>
        <div className="form-grid form-grid--2">
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...bind('email')}
          />
          <Field label="Phone" type="tel" autoComplete="tel" optional {...bind('phone')} />
        </div>
        <Field label="Subject" {...bind('subject')} />
        <Field as="textarea" label="Message" rows={5} {...bind('message')} />
        <div className="contact-dialog__actions">
          <Button variant="ghost" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" loading={sending}>
            Send Message
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
