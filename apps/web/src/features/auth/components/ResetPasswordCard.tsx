import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { passwordResetConfirmSchema } from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { fieldErrorsFrom, focusFirstInvalid, type FieldErrors } from '../../../lib/formErrors';
import { Button, Input } from '../../../ui';
import { authApi } from '../api/authApi';
import { AuthStatusCard } from './AuthStatusCard';

/** SPEC §9: every reset outcome returns to /auth after 3 seconds. */
export const RESET_REDIRECT_DELAY_MS = 3000;

type State =
  | { kind: 'verifying' }
  | { kind: 'form' }
  | { kind: 'invalid' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/** /reset-password?token=…: verifying → form → success or failure, then back to /auth. */
export function ResetPasswordCard({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'verifying' });

  // The token is checked for presence and shape here; the server checks it for real on submit.
  useEffect(() => {
    const usable = !!token && passwordResetConfirmSchema.shape.token.safeParse(token).success;
    setState(usable ? { kind: 'form' } : { kind: 'invalid' });
  }, [token]);

  const finished = state.kind === 'invalid' || state.kind === 'done' || state.kind === 'failed';
  useEffect(() => {
    if (!finished) return;
    const timer = window.setTimeout(() => navigate('/auth', { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [finished, navigate]);

  switch (state.kind) {
    case 'verifying':
      return <AuthStatusCard tone="pending" title="Checking your reset link…" />;
    case 'invalid':
      return (
        <AuthStatusCard tone="danger" title="Invalid Reset Link">
          <p className="text-muted">
            This password reset link is missing or malformed. Please request a new one.
          </p>
          <RedirectNote />
        </AuthStatusCard>
      );
    case 'done':
      return (
        <AuthStatusCard tone="success" title="Password updated">
          <p className="text-muted">{state.message}</p>
          <RedirectNote />
        </AuthStatusCard>
      );
    case 'failed':
      return (
        <AuthStatusCard tone="danger" title="Password Reset Failed">
          <p className="text-muted">{state.message}</p>
          <RedirectNote />
        </AuthStatusCard>
      );
    case 'form':
      return (
        <AuthStatusCard tone="neutral" title="Choose a new password">
          <ResetPasswordForm
            token={token ?? ''}
            onDone={(message) => setState({ kind: 'done', message })}
            onFailed={(message) => setState({ kind: 'failed', message })}
          />
        </AuthStatusCard>
      );
  }
}

function RedirectNote() {
  return <p className="text-sm text-muted">Taking you to the sign-in page in a few seconds…</p>;
}

interface ResetPasswordFormProps {
  token: string;
  onDone: (message: string) => void;
  onFailed: (message: string) => void;
}

function ResetPasswordForm({ token, onDone, onFailed }: ResetPasswordFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = passwordResetConfirmSchema.safeParse({ token, password, confirmPassword });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { message } = await authApi.confirmPasswordReset({ token, password: parsed.data.password });
      onDone(message);
    } catch (error) {
      setSubmitting(false);
      // Field-level problems (e.g. a weak password) can be fixed here; anything else ends the flow.
      const fields = isApiError(error) ? error.fieldErrors() : {};
      if (fields.password) {
        setErrors(fields);
        return;
      }
      onFailed(errorMessage(error));
    }
  };

  return (
    <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate aria-label="Reset password">
      <Input
        label="New password"
        type="password"
        name="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        required
      />
      <Input
        label="Confirm new password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
        error={errors.confirmPassword}
        required
      />
      <Button type="submit" size="lg" block loading={submitting}>
        Update Password
      </Button>
    </form>
  );
}
