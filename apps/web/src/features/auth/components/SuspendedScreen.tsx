import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ShieldIcon, StatusCard } from '../../../ui';
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
      <StatusCard
        title="Account Suspended"
        tone="danger"
        icon={<ShieldIcon />}
        actions={
          <Button variant="danger" onClick={onSignOut} loading={busy}>
            Sign Out
          </Button>
        }
      >
        <p>
          Your account has been deactivated by an administrator. You cannot access the platform at
          this time.
        </p>
        <p>If you believe this is an error, please contact support for assistance.</p>
        <p className="text-sm">
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
      </StatusCard>
    </main>
  );
}
