import { useEffect, useState } from 'react';
import { DEALER_TEXTS } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { AlertIcon, ButtonLink, CheckCircleIcon, Spinner } from '../../../ui';
import { StatusCard } from '../../listings/components/StatusCard';
import { dealersApi } from '../api/dealersApi';

type State = { kind: 'confirming' } | { kind: 'confirmed'; message: string } | { kind: 'failed'; message: string };

// Confirmation links are single-use: a re-mount (StrictMode, back/forward) reuses the request.
const requests = new Map<string, Promise<{ message: string }>>();

function confirmOnce(token: string) {
  let request = requests.get(token);
  if (!request) {
    request = dealersApi.confirmApplication(token);
    requests.set(token, request);
  }
  return request;
}

/** /dealer-application/confirm?token=…: the link mailed to the account whose e-mail an application names. */
export function ConfirmApplicationCard({ token }: { token: string | null }) {
  const [state, setState] = useState<State>(
    token ? { kind: 'confirming' } : { kind: 'failed', message: DEALER_TEXTS.confirmationLinkInvalid },
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    confirmOnce(token).then(
      ({ message }) => active && setState({ kind: 'confirmed', message }),
      (error: unknown) => active && setState({ kind: 'failed', message: errorMessage(error) }),
    );
    return () => {
      active = false;
    };
  }, [token]);

  if (state.kind === 'confirming') {
    return (
      <StatusCard title="Confirming your dealer application…" icon={<Spinner />}>
        <p>One moment.</p>
      </StatusCard>
    );
  }
  if (state.kind === 'confirmed') {
    return (
      <div role="status">
        <StatusCard
          title="Application confirmed"
          icon={<CheckCircleIcon />}
          actions={<ButtonLink to="/dealers">Back to Dealers</ButtonLink>}
        >
          <p>{state.message}</p>
        </StatusCard>
      </div>
    );
  }
  return (
    <div role="alert">
      <StatusCard
        title="The application could not be confirmed"
        icon={<AlertIcon />}
        actions={
          <ButtonLink to="/dealer-application" variant="secondary">
            Go to the application form
          </ButtonLink>
        }
      >
        <p>{state.message}</p>
      </StatusCard>
    </div>
  );
}
