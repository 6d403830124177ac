import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { ButtonLink } from '../../../ui';
import { authApi } from '../api/authApi';
import { AuthStatusCard } from './AuthStatusCard';

type State =
  | { kind: 'verifying' }
  | { kind: 'verified'; message: string }
  | { kind: 'failed'; message: string };

// Verification tokens are single-use: remember each token's request so a re-mount
// (React StrictMode, back/forward) does not spend it twice.
const requests = new Map<string, ReturnType<typeof authApi.verifyEmail>>();

function verifyOnce(token: string) {
  let request = requests.get(token);
  if (!request) {
    request = authApi.verifyEmail(token);
    requests.set(token, request);
  }
  return request;
}

export function VerifyEmailCard({ token }: { token: string | null }) {
  const [state, setState] = useState<State>(
    token ? { kind: 'verifying' } : { kind: 'failed', message: 'The verification link is invalid.' },
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    verifyOnce(token).then(
      ({ message }) => active && setState({ kind: 'verified', message }),
      (error: unknown) => active && setState({ kind: 'failed', message: errorMessage(error) }),
    );
    return () => {
      active = false;
    };
  }, [token]);

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
