import { ButtonLink, CheckCircleIcon, AlertIcon, MailIcon, StatusCard } from '../../../ui';
import { type AlertLinkKind, useAlertLink } from '../hooks/useAlertLink';
import './email-alerts.css';

const COPY: Record<AlertLinkKind, { pending: string; done: string; failed: string }> = {
  confirm: {
    pending: 'Confirming your email alerts…',
    done: 'Subscription Successful!',
    failed: 'We could not confirm your subscription',
  },
  unsubscribe: {
    pending: 'Unsubscribing…',
    done: 'You are unsubscribed',
    failed: 'We could not unsubscribe you',
  },
};

/** /email-alerts/confirm and /email-alerts/unsubscribe: the signed links of alert mails. */
export function AlertLinkCard({ kind, token }: { kind: AlertLinkKind; token: string | null }) {
  const link = useAlertLink(kind, token);
  const copy = COPY[kind];
  if (link.status === 'pending')
    return <StatusCard className="alert-link-card" title={copy.pending} icon={<MailIcon />} live />;
  if (link.status === 'failed')
    return (
      <StatusCard
        className="alert-link-card"
        title={copy.failed}
        tone="danger"
        icon={<AlertIcon />}
        live
        actions={<ButtonLink to="/email-alerts">Go to Email Alerts</ButtonLink>}
      >
        {link.message} You can subscribe again on the Email Alerts page.
      </StatusCard>
    );
  return (
    <StatusCard
      className="alert-link-card"
      title={copy.done}
      tone="success"
      icon={<CheckCircleIcon />}
      live
      actions={
        <ButtonLink to={kind === 'confirm' ? '/listings' : '/email-alerts'} variant="secondary">
          {kind === 'confirm' ? 'Browse Vehicles' : 'Manage email alerts'}
        </ButtonLink>
      }
    >
      {kind === 'confirm'
        ? "You'll start receiving email alerts based on your preferences."
        : `${link.subscription?.email ?? 'This address'} will get no more alert emails. Changed your mind? Subscribe again any time.`}
    </StatusCard>
  );
}
