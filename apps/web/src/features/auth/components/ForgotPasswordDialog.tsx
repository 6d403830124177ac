import { useRef, type RefObject } from 'react';
import { authRoutes, passwordResetRequestSchema } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { Form, useSchemaForm } from '../../../lib/form';
import { useRouteMutation } from '../../../lib/query';
import { Alert, Button, Dialog } from '../../../ui';
import { EmailField } from './EmailField';

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
  const form = useSchemaForm(passwordResetRequestSchema, { email: initialEmail });
  const request = useRouteMutation(authRoutes.requestPasswordReset);

  if (request.isSuccess) {
    return (
      <div className="stack">
        <Alert variant="success" title="Check your inbox" role="status">
          <p>{request.data.message}</p>
        </Alert>
        <Button onClick={onClose} block>
          Done
        </Button>
      </div>
    );
  }

  return (
    <Form
      form={form}

      aria-label="Request a password reset"
      onSubmit={async (body) => {
        await request.mutateAsync({ body }).catch(() => undefined);
      }}
    >
      {request.isError ? (
        <Alert variant="danger" role="alert">
          <p>{errorMessage(request.error)}</p>
        </Alert>
      ) : null}
      <EmailField ref={inputRef} />
      <Button type="submit" block loading={request.isPending}>
        Send reset link
      </Button>
    </Form>
  );
}
