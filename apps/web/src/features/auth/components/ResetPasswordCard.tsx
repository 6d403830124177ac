import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authRoutes, passwordResetConfirmSchema } from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { apiCall } from '../../../lib/apiCall';
import { Form, FormField, useSchemaForm } from '../../../lib/form';
import { Button } from '../../../ui';
import { AuthStatusCard } from './AuthStatusCard';

/** SPEC §9: every reset outcome returns to /auth after 3 seconds. */
export const RESET_REDIRECT_DELAY_MS = 3000;

type State =
  | { kind: 'form' }
  | { kind: 'invalid' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/** /reset-password?token=…: form → success or failure (or a bad link), then back to /auth. */
export function ResetPasswordCard({ token }: { token: string | null }) {
  const navigate = useNavigate();
  // The token is checked for presence and shape here; the server checks it for real on submit.
  const usable = !!token && passwordResetConfirmSchema.shape.token.safeParse(token).success;
  const [outcome, setOutcome] = useState<State | null>(null);
  const state: State = outcome ?? (usable ? { kind: 'form' } : { kind: 'invalid' });

  const finished = state.kind === 'invalid' || state.kind === 'done' || state.kind === 'failed';
  useEffect(() => {
    if (!finished) return;
    const timer = window.setTimeout(
      () => navigate('/auth', { replace: true }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [finished, navigate]);

  switch (state.kind) {
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
            onDone={(message) => setOutcome({ kind: 'done', message })}
            onFailed={(message) => setOutcome({ kind: 'failed', message })}
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
  const form = useSchemaForm(passwordResetConfirmSchema, {
    token,
    password: '',
    confirmPassword: '',
  });
  return (
    <Form
      form={form}

      aria-label="Reset password"
      onSubmit={async ({ password }) => {
        const { message } = await apiCall(authRoutes.confirmPasswordReset, {
          body: { token, password },
        });
        onDone(message);
      }}
      failure={(error) => {
        // Field-level problems (e.g. a weak password) are fixed here; anything else ends the flow.
        const onField = isApiError(error) && error.details.some((d) => d.path === 'password');
        if (!onField) onFailed(errorMessage(error));
        return null;
      }}
    >
      <FormField
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        required
      />
      <FormField
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" size="lg" block loading={form.formState.isSubmitting}>
        Update Password
      </Button>
    </Form>
  );
}
