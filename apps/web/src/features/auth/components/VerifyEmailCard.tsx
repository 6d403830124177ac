import { useQuery } from '@tanstack/react-query';
import { authRoutes } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { apiCall } from '../../../lib/apiCall';
import { routeKey } from '../../../lib/query';
import { ButtonLink } from '../../../ui';
import { AuthStatusCard } from './AuthStatusCard';

type State =
  | { kind: 'verifying' }
  | { kind: 'verified'; message: string }
  | { kind: 'failed'; message: string };

export function VerifyEmailCard({ token }: { token: string | null }) {
  // Verification tokens are single-use: the query cache keeps each token's answer, so a
  // re-mount (StrictMode, back/forward) does not spend it twice.
  const verification = useQuery({
    queryKey: routeKey(authRoutes.verifyEmail, { query: { token } }),
    queryFn: () => apiCall(authRoutes.verifyEmail, { body: { token: token ?? '' } }),
    enabled: !!token,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const state: State = !token
    ? { kind: 'failed', message: 'The verification link is invalid.' }
    : verification.isSuccess
      ? { kind: 'verified', message: verification.data.message }
      : verification.isError
        ? { kind: 'failed', message: errorMessage(verification.error) }
        : { kind: 'verifying' };

  if (state.kind === 'verifying') {
    return <AuthStatusCard tone="pending" title="Verifying your e-mail…" />;
  }
  if (state.kind === 'verified') {
    return (
      <AuthStatusCard tone="success" title="Email verified — you can sign in now">
        {state.message ? <p className="text-muted">{state.message}</p> : null}
        <ButtonLink to="/auth" size="lg">
          Go to Sign In
        </ButtonLink>
      </AuthStatusCard>
    );
  }
  return (
    <AuthStatusCard tone="danger" title="Email verification failed">
      <p className="text-muted">{state.message}</p>
      <p className="text-sm text-muted">
        Links expire after a while. Sign in to request a new verification e-mail.
      </p>
      <ButtonLink to="/auth" variant="secondary">
        Go to Sign In
      </ButtonLink>
    </AuthStatusCard>
  );
}
