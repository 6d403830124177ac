import { authRoutes } from '@market/contracts';
import { useSingleUseLink } from '../../../lib/query';
import { ButtonLink } from '../../../ui';
import { AuthStatusCard } from './AuthStatusCard';

type State =
  | { kind: 'verifying' }
  | { kind: 'verified'; message: string }
  | { kind: 'failed'; message: string };

export function VerifyEmailCard({ token }: { token: string | null }) {
  const link = useSingleUseLink(authRoutes.verifyEmail, token);
  const state: State = !token
    ? { kind: 'failed', message: 'The verification link is invalid.' }
    : link.status === 'done'
      ? { kind: 'verified', message: link.message }
      : link.status === 'failed'
        ? { kind: 'failed', message: link.message }
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
