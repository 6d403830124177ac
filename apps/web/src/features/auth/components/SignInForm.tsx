import { useRef, useState, type FormEvent } from 'react';
import { signInRequestSchema, type Me } from '@market/contracts';
import { ApiErrorCode, errorMessage, isApiError } from '../../../lib/api';
import { fieldErrorsFrom, focusFirstInvalid, type FieldErrors } from '../../../lib/formErrors';
import { Alert, Button, Input, useToast } from '../../../ui';
import { useAuth } from '../hooks/useAuth';
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

export function SignInForm({ email, onEmailChange, onSubmitStart, onSignedIn, onFailed }: SignInFormProps) {
  const { signIn } = useAuth();
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [unverified, setUnverified] = useState<{ email: string; message: string } | null>(null);
  // The sign-in alert e-mail links here with ?forgot=1, opening the reset dialog at once.
  const [forgotOpen, setForgotOpen] = useState(
    () => typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('forgot'),
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUnverified(null);
    const parsed = signInRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setSubmitting(true);
    onSubmitStart();
    try {
      const user = await signIn(parsed.data);
      toast({ title: 'Welcome back!', description: 'You are now signed in.', variant: 'success' });
      onSignedIn(user);
    } catch (error) {
      setSubmitting(false);
      onFailed();
      if (isApiError(error, ApiErrorCode.emailNotVerified)) {
        setUnverified({ email: parsed.data.email, message: error.message });
        return;
      }
      // A suspended account switches the whole app to the Suspended screen by itself.
      if (isApiError(error, ApiErrorCode.accountSuspended)) return;
      if (isApiError(error)) setErrors(error.fieldErrors());
      toast({ title: 'Sign in failed', description: errorMessage(error), variant: 'danger' });
    }
  };

  return (
    <>
      <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate aria-label="Sign in">
        {unverified ? (
          <Alert variant="warning" title="Please verify your e-mail" role="alert">
            <p>{unverified.message}</p>
            <div>
              <ResendVerificationButton email={unverified.email} />
            </div>
          </Alert>
        ) : null}
        <Input
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => onEmailChange(e.target.value)}
          error={errors.email}
          required
        />
        <Input
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <div className="auth-form__row">
          <button type="button" className="link-button" onClick={() => setForgotOpen(true)}>
            Forgot password?
          </button>
        </div>
        <Button type="submit" size="lg" block loading={submitting}>
          Sign In
        </Button>
      </form>
      <ForgotPasswordDialog
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialEmail={email}
      />
    </>
  );
}
