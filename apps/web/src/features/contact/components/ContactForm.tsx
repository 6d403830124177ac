import {
  CONTACT_SUBJECTS,
  CONTACT_TEXTS,
  contactRequestSchema,
  contactRoutes,
  contactSubjectLabels,
} from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { blankAs, Form, FormField, useSchemaForm } from '../../../lib/form';
import { useRouteMutation } from '../../../lib/query';
import { Button, Card, CardBody, CardHeader, useToast } from '../../../ui';
import { useAuth } from '../../auth';

const SUBJECT_OPTIONS = [
  { value: '', label: 'Select a subject' },
  ...CONTACT_SUBJECTS.map((s) => ({ value: s, label: contactSubjectLabels[s] })),
];

/** The select's blank choice means "anyone on the team" (null). */
const contactFormSchema = contactRequestSchema.extend({
  salesRepId: blankAs(null, contactRequestSchema.shape.salesRepId),
});

interface ContactFormProps {
  repOptions: { value: string; label: string }[];
  /** /contact?sales_rep={id}: pre-selected. */
  selectedRep: string | null;
}

/** SPEC §2 Contact form with §5's rules and §8's texts; a failure keeps what was typed. */
export function ContactForm({ repOptions, selectedRep }: ContactFormProps) {
  const { user } = useAuth();
  const { toast } = useToast();
  const send = useRouteMutation(contactRoutes.submit);
  const form = useSchemaForm(contactFormSchema, {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    subject: '',
    message: '',
    salesRepId: selectedRep ?? '',
    vehicleId: null,
  });

  return (
    <Card as="section" aria-labelledby="contact-form-title">
      <CardHeader
        title="Send us a message"
        titleId="contact-form-title"
        description="We typically respond within 24 hours."
      />
      <CardBody>
        <Form
          form={form}
          aria-label="Contact form"
          onSubmit={async (body) => {
            await send.mutateAsync({ body });
            toast({
              title: CONTACT_TEXTS.sentTitle,
              description: CONTACT_TEXTS.sent,
              variant: 'success',
            });
            // SPEC §4: a successful message clears the form.
            form.reset();
          }}
          onInvalidSubmit={(errors) => {
            if (errors.subject)
              toast({
                title: CONTACT_TEXTS.subjectRequiredTitle,
                description: CONTACT_TEXTS.subjectRequired,
                variant: 'danger',
              });
            else toast({ title: 'Please check the highlighted fields', variant: 'danger' });
          }}
          failure={(error) => ({
            title: CONTACT_TEXTS.failedTitle,
            description:
              isApiError(error) && error.status < 500 ? errorMessage(error) : CONTACT_TEXTS.failed,
          })}
        >
          <div className="form-grid form-grid--2">
            <FormField name="firstName" label="First name" autoComplete="given-name" />
            <FormField name="lastName" label="Last name" autoComplete="family-name" />
            <FormField
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
            />
            <FormField name="phone" label="Phone" type="tel" autoComplete="tel" optional />
          </div>
          <FormField as="select" name="subject" label="Subject" options={SUBJECT_OPTIONS} />
          {repOptions.length > 0 ? (
            <FormField
              as="select"
              name="salesRepId"
              label="Sales representative"
              optional
              options={[{ value: '', label: 'Anyone on our team' }, ...repOptions]}
            />
          ) : null}
          <FormField as="textarea" name="message" label="Message" rows={6} />
          <Button type="submit" loading={form.formState.isSubmitting}>
            Send Message
          </Button>
        </Form>
      </CardBody>
    </Card>
  );
}
