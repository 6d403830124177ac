import { useState } from 'react';
import { signInRequestSchema, type Me } from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { Form, FormField, useSchemaForm } from '../../../lib/form';
import { Alert, Button, useToast } from '../../../ui';
import { useAuth } from '../hooks/useAuth';
import { EmailField } from './EmailField';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { ResendVerificationButton } from './ResendVerificationButton';

interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Called before the request goes out, so the page does not treat the new session as a stale one. */
  onSubmitStart: () => void;
  onSignedIn: (user: Me) => void;
  onFailed: () => void;
}

export function SignInForm({
  email,
  onEmailChange,
  onSubmitStart,
  onSignedIn,
  onFailed,
}: SignInFormProps) {
  const { signIn } = useAuth();
  const { toast } = useToast();
  const form = useSchemaForm(signInRequestSchema, { email, password: '' });
  const [unverified, setUnverified] = useState<{ email: string; message: string } | null>(null);
  // The sign-in alert e-mail links here with ?forgot=1, opening the reset dialog at once.
  const [forgotOpen, setForgotOpen] = useState(
    () =>
      typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('forgot'),
  );

  return (
    <>
      <Form
        form={form}

        aria-label="Sign in"
        onSubmit={async (data) => {
          setUnverified(null);
          onSubmitStart();
          const user = await signIn(data);
          toast({
            title: 'Welcome back!',
            description: 'You are now signed in.',
            variant: 'success',
          });
          onSignedIn(user);
        }}
        failure={(error) => {
          onFailed();
          if (isApiError(error, 'EMAIL_NOT_VERIFIED')) {
            setUnverified({ email: form.getValues('email'), message: error.message });
            return null;
          }
          // A suspended account switches the whole app to the Suspended screen by itself.
          if (isApiError(error, 'ACCOUNT_SUSPENDED')) return null;
          return { title: 'Sign in failed', description: errorMessage(error) };
        }}
      >
        {unverified ? (
          <Alert variant="warning" title="Please verify your e-mail" role="alert">
            <p>{unverified.message}</p>
            <div>
              <ResendVerificationButton email={unverified.email} />
            </div>
          </Alert>
        ) : null}
        <EmailField
          onChange={(event: { target: { value: string } }) => onEmailChange(event.target.value)}
        />
        <FormField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
        />
        <div className="auth-form__row">
          <button type="button" className="link-button" onClick={() => setForgotOpen(true)}>
            Forgot password?
          </button>
        </div>
        <Button type="submit" size="lg" block loading={form.formState.isSubmitting}>
          Sign In
        </Button>
      </Form>
      <ForgotPasswordDialog
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialEmail={email}
      />
    </>
  );
}
