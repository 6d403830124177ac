import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminBroadcastRoutes, createBroadcastRequestSchema } from '@market/contracts';
import { Form, FormField, useSchemaForm } from '../../../../lib/form';
import { routeQuery, useRouteMutation } from '../../../../lib/query';
import { Button, useToast } from '../../../../ui';
import { ConfirmDialog } from '../../../admin-table';

const AUDIENCES = [
  { value: 'all', label: 'Everyone (every active account)' },
  { value: 'user', label: 'Private sellers and buyers' },
  { value: 'dealer', label: 'Dealers' },
  { value: 'sales_rep', label: 'Sales reps' },
  { value: 'admin', label: 'Admins' },
];

/** Send Broadcast: an e-mail to a chosen audience, confirmed first, then its progress. */
export function BroadcastForm() {
  const { toast } = useToast();
  const [sentId, setSentId] = useState<string | null>(null);
  const [pending, setPending] = useState<{
    audience: string;
    subject: string;
    message: string;
  } | null>(null);
  const form = useSchemaForm(createBroadcastRequestSchema, {
    audience: 'all',
    subject: '',
    message: '',
  });
  const send = useRouteMutation(adminBroadcastRoutes.create);
  const progress = useQuery({
    ...routeQuery(adminBroadcastRoutes.get, { params: { id: sentId ?? '' } }),
    enabled: !!sentId,
    refetchInterval: (query) => (query.state.data?.status === 'sent' ? false : 1_000),
  });
  const broadcast = progress.data;

  return (
    <div className="stack stack--sm">
      <h3 className="text-sm">Send Broadcast</h3>
      <Form form={form} onSubmit={(values) => setPending(values)}>
        <FormField as="select" name="audience" label="Audience" options={AUDIENCES} />
        <FormField name="subject" label="Subject" />
        <FormField
          as="textarea"
          name="message"
          label="Message"
          rows={5}
          hint="Blank lines start new paragraphs."
        />
        <div>
          <Button type="submit" variant="secondary">
            Send Broadcast
          </Button>
        </div>
      </Form>
      {broadcast ? (
        <div className="stack stack--sm" role="status">
          <progress
            max={Math.max(1, broadcast.total)}
            value={broadcast.sent}
            aria-label="Broadcast progress"
          />
          <p className="text-sm">
            {broadcast.status === 'sent'
              ? `Broadcast sent to ${broadcast.total} ${broadcast.total === 1 ? 'recipient' : 'recipients'}.`
              : `Sending: ${broadcast.sent} of ${broadcast.total} (at most ${broadcast.mailsPerSecond} a second).`}
          </p>
        </div>
      ) : null}
      {pending ? (
        <ConfirmDialog
          confirmation={{
            title: 'Send broadcast?',
            body: `"${pending.subject}" goes to ${AUDIENCES.find((a) => a.value === pending.audience)?.label.toLowerCase()}. It cannot be recalled once sent.`,
            confirmLabel: 'Send',
          }}
          onConfirm={async () => {
            try {
              const created = await send.mutateAsync({ body: pending as never });
              setSentId(created.id);
              form.reset({ audience: pending.audience as never, subject: '', message: '' });
              toast({ title: 'Broadcast sent successfully', variant: 'success' });
            } catch {
              toast({ title: 'Error', description: 'Failed to send broadcast', variant: 'danger' });
            }
          }}
          onClose={() => setPending(null)}
        />
      ) : null}
    </div>
  );
}
