import { useState } from 'react';
import {
  ALERT_PREFERENCE_DEFAULTS,
  type AlertSubscription,
  alertSubscribeRequestSchema,
} from '@market/contracts';
import { Form, FormField, useSchemaForm } from '../../../lib/form';
import { Alert, Button, Card, CardBody, CardHeader, MailIcon } from '../../../ui';
import { FREQUENCY_OPTIONS } from '../alertSearch';
import { useSubscribe } from '../hooks/useAlertSubscription';
import { PreferenceToggles } from './PreferenceToggles';

interface SubscribeCardProps {
  /** The signed-in user's address: subscribing it needs no confirmation mail. */
  accountEmail: string | null;
  current: AlertSubscription | null;
}

type Done = { email: string; confirmed: boolean };

/** SPEC §2: subscribe by e-mail with the four preferences; other addresses confirm by link first. */
export function SubscribeCard({ accountEmail, current }: SubscribeCardProps) {
  const [done, setDone] = useState<Done | null>(null);
  return (
    <Card as="section" aria-labelledby="subscribe-title">
      <CardHeader
        titleId="subscribe-title"
        title="Subscribe to Email Alerts"
        description="Choose what we send and how often. Every email has a one-click unsubscribe link."
      />
      <CardBody>
        {done ? (
          <div className="stack" role="status">
            <Alert variant="success" title="Subscription Successful!">
              <p>You&apos;ll start receiving email alerts based on your preferences.</p>
              {!done.confirmed ? (
                <p>
                  We sent a confirmation link to <strong>{done.email}</strong>. Open it to start
                  your alerts — until then we send nothing else.
                </p>
              ) : null}
            </Alert>
            <Button variant="secondary" onClick={() => setDone(null)}>
              Change preferences
            </Button>
          </div>
        ) : (
          <SubscribeForm accountEmail={accountEmail} current={current} onDone={setDone} />
        )}
      </CardBody>
    </Card>
  );
}

function SubscribeForm({
  accountEmail,
  current,
  onDone,
}: SubscribeCardProps & { onDone: (done: Done) => void }) {
  const form = useSchemaForm(alertSubscribeRequestSchema, {
    email: current?.email ?? accountEmail ?? '',
    preferences: current?.preferences ?? { ...ALERT_PREFERENCE_DEFAULTS },
    frequency: current?.frequency ?? 'daily',
  });
  const { mine, anyone } = useSubscribe();
  return (
    <Form
      form={form}
      aria-label="Subscribe to email alerts"
      failure="Subscription failed"
      onSubmit={async ({ email, preferences, frequency }) => {
        if (accountEmail && email === accountEmail.toLowerCase()) {
          await mine.mutateAsync({ body: { preferences, frequency } });
          onDone({ email, confirmed: true });
        } else {
          await anyone.mutateAsync({ body: { email, preferences, frequency } });
          onDone({ email, confirmed: false });
        }
      }}
    >
      <FormField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        placeholder="you@example.com"
      />
      <PreferenceToggles />
      <FormField as="select" name="frequency" label="How often" options={FREQUENCY_OPTIONS} />
      <Button type="submit" icon={<MailIcon />} loading={form.formState.isSubmitting}>
        Subscribe
      </Button>
    </Form>
  );
}
