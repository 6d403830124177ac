import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, CardBody, ShieldIcon } from '../../../ui';
import { useSiteSettings } from '../../site-settings';
import { useAuth } from '../hooks/useAuth';
import './status-screens.css';

/** Replaces the whole app while the account is deactivated (SPEC §2 Suspended screen). */
export function SuspendedScreen() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { contactEmail } = useSiteSettings();

  const onSignOut = async () => {
    setBusy(true);
    await signOut();
    navigate('/', { replace: true });
  };

  return (
    <main id="main" className="suspended">
      <Card elevated className="suspended__card">
        <CardBody className="stack" style={{ alignItems: 'center', textAlign: 'center' }}>
          <div className="suspended__icon" aria-hidden="true">
            <ShieldIcon />
          </div>
          <h1 className="suspended__title">Account Suspended</h1>
          <p>
            Your account has been deactivated by an administrator. You cannot access the platform at
            this time.
          </p>
          <p className="text-muted">
            If you believe this is an error, please contact support for assistance.
          </p>
          <p className="text-sm">
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </p>
          <Button variant="danger" onClick={onSignOut} loading={busy}>
            Sign Out
          </Button>
        </CardBody>
      </Card>
    </main>
  );
}
