import { DEALER_TEXTS, dealerApplicationRoutes } from '@market/contracts';
import { useSingleUseLink } from '../../../lib/query';
import { AlertIcon, ButtonLink, CheckCircleIcon, Spinner, StatusCard } from '../../../ui';

/** /dealer-application/confirm?token=…: the link mailed to the account whose e-mail an application names. */
export function ConfirmApplicationCard({ token }: { token: string | null }) {
  const link = useSingleUseLink(dealerApplicationRoutes.confirm, token);
  if (token && link.status === 'pending') {
    return (
      <StatusCard title="Confirming your dealer application…" icon={<Spinner />}>
        <p>One moment.</p>
      </StatusCard>
    );
  }
  if (link.status === 'done') {
    return (
      <div role="status">
        <StatusCard
          title="Application confirmed"
          icon={<CheckCircleIcon />}
          tone="success"
          actions={<ButtonLink to="/dealers">Back to Dealers</ButtonLink>}
        >
          <p>{link.message}</p>
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
        <p>{token ? link.message : DEALER_TEXTS.confirmationLinkInvalid}</p>
      </StatusCard>
    </div>
  );
}
