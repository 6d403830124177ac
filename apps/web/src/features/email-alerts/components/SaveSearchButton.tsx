import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, MailIcon } from '../../../ui';
import { useAuth } from '../../auth';
import { alertSearchOf } from '../alertSearch';

// The dialog (and its form code) loads on the first click, not with the listings page.
const SaveSearchDialog = lazy(() => import('./SaveSearchDialog'));

/** "Save this search" on /listings: the whole URL search becomes an e-mail alert. */
export function SaveSearchButton() {
  const { status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const search = alertSearchOf(location.search);

  return (
    <>
      <Button
        variant="secondary"
        icon={<MailIcon />}
        aria-haspopup="dialog"
        onClick={() =>
          status === 'signedIn'
            ? setOpen(true)
            : navigate('/auth', { state: { from: `${location.pathname}${location.search}` } })
        }
      >
        Save this search
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog search={search} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
