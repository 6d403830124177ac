import { useCallback, useEffect, useState } from 'react';
import type { DevMail } from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { Alert, Button, Card, CardBody, MailIcon, Skeleton } from '../../../ui';
import { mailboxApi } from '../api/mailboxApi';
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
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [reloading, setReloading] = useState(false);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const { items } = await mailboxApi.list(signal);
      setState({ kind: 'ready', items: newestFirst(items) });
    } catch (error) {
      if (signal?.aborted) return;
      if (isApiError(error) && error.status === 404) setState({ kind: 'unavailable' });
      else setState({ kind: 'error', message: errorMessage(error) });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const reload = async () => {
    setReloading(true);
    await load();
    setReloading(false);
  };

  return (
    <div className="stack stack--lg">
      <div className="mailbox__header">
        <div>
          <h1 className="page-title">Dev Mailbox</h1>
          <p className="page-lead">E-mails the app would have sent, newest first.</p>
        </div>
        <Button variant="secondary" onClick={reload} loading={reloading}>
          Refresh
        </Button>
      </div>

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
          <CardBody className="mailbox__empty">
            <MailIcon aria-hidden="true" />
            <p>No e-mails yet. Sign up or request a password reset to see one here.</p>
          </CardBody>
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
