import { useQuery } from '@tanstack/react-query';
import { devMailboxRoutes, type DevMail } from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { routeQuery } from '../../../lib/query';
import { Alert, Button, Card, EmptyState, MailIcon, PageHeader, Skeleton } from '../../../ui';
import { MailCard } from './MailCard';
import './mailbox.css';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; items: DevMail[] }
  | { kind: 'unavailable' }
  | { kind: 'error'; message: string };

function newestFirst(items: DevMail[]) {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The e-mails the embedded mode kept instead of sending (verification, password reset…). */
export function MailboxView() {
  const mails = useQuery({
    ...routeQuery(devMailboxRoutes.list),
    // A new mail is what this page is for: read again when the tab comes back.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  const state: State = mails.isSuccess
    ? { kind: 'ready', items: newestFirst(mails.data.items) }
    : mails.isError
      ? isApiError(mails.error) && mails.error.status === 404
        ? { kind: 'unavailable' }
        : { kind: 'error', message: errorMessage(mails.error) }
      : { kind: 'loading' };

  return (
    <div className="stack stack--lg">
      <PageHeader title="Dev Mailbox" lead="E-mails the app would have sent, newest first.">
        <Button
          variant="secondary"
          onClick={() => void mails.refetch()}
          loading={mails.isRefetching}
        >
          Refresh
        </Button>
      </PageHeader>

      {state.kind === 'loading' ? (
        <div className="stack" aria-busy="true" aria-label="Loading e-mails">
          {[0, 1].map((i) => (
            <Card key={i} padded className="stack stack--sm">
              <Skeleton width="45%" height={20} />
              <Skeleton width="30%" />
              <Skeleton height={120} />
            </Card>
          ))}
        </div>
      ) : state.kind === 'unavailable' ? (
        <Alert variant="info" title="The dev mailbox exists only in the embedded mode">
          <p>In the distributed mode e-mails go out through SMTP instead.</p>
        </Alert>
      ) : state.kind === 'error' ? (
        <Alert variant="danger" title="Could not load the mailbox" role="alert">
          <p>{state.message}</p>
        </Alert>
      ) : state.items.length === 0 ? (
        <Card>
          <EmptyState icon={<MailIcon aria-hidden="true" />}>
            <p>No e-mails yet. Sign up or request a password reset to see one here.</p>
          </EmptyState>
        </Card>
      ) : (
        <ol className="mailbox__list" aria-label="E-mails">
          {state.items.map((mail) => (
            <li key={mail.id}>
              <MailCard mail={mail} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
