import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../../ui';
import { useAuth } from '../hooks/useAuth';
import { signInPath } from '../returnTo';

interface RequireAuthProps {
  children: ReactNode;
  /** Shown instead of redirecting to /auth when signed out (e.g. a "please sign in" card). */
  fallback?: ReactNode;
}

/** Guards the routes SPEC §2 lists as requiring sign-in. */
export function RequireAuth({ children, fallback }: RequireAuthProps) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner label="Checking your session…" />;
  if (status === 'signedOut') {
    return (
      fallback ?? <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />
    );
  }
  return <>{children}</>;
}
