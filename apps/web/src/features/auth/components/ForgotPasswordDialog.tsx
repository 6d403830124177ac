import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { passwordResetRequestSchema } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { fieldErrorsFrom } from '../../../lib/formErrors';
import { Alert, Button, Dialog, Input } from '../../../ui';
import { authApi } from '../api/authApi';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  initialEmail: string;
}

export function ForgotPasswordDialog({ open, onClose, initialEmail }: ForgotPasswordDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      initialFocusRef={inputRef}
      title="Reset your password"
      description="Enter the e-mail of your account and we'll send you a link to choose a new password."
    >
      {/* Mounted only while open, so each opening starts from a clean form. */}
      <ForgotPasswordForm initialEmail={initialEmail} onClose={onClose} inputRef={inputRef} />
    </Dialog>
  );
}

interface ForgotPasswordFormProps {
  initialEmail: string;
  onClose: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

function ForgotPasswordForm({ initialEmail, onClose, inputRef }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrorsFrom(parsed.error).email);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      const { message } = await authApi.requestPasswordReset(parsed.data.email);
      setResult({ ok: true, message });
    } catch (err) {
      setResult({ ok: false, message: errorMessage(err) });
    } finally {
      setSubmitting(false);
    }
  };

  if (result?.ok) {
    return (
      <div className="stack">
        <Alert variant="success" title="Check your inbox" role="status">
          <p>{result.message}</p>
        </Alert>
        <Button onClick={onClose} block>
          Done
        </Button>
      </div>
    );
  }

  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-label="Request a password reset">
      {result && !result.ok ? (
        <Alert variant="danger" role="alert">
          <p>{result.message}</p>
        </Alert>
      ) : null}
      <Input
        ref={inputRef}
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
        required
      />
      <Button type="submit" block loading={submitting}>
        Send reset link
      </Button>
    </form>
  );
}
