import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { Button, useToast } from '../../../ui';
import { authApi } from '../api/authApi';

/** Asks for a new verification e-mail and reports the server's answer in a toast. */
export function ResendVerificationButton({ email }: { email: string }) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    try {
      const { message } = await authApi.resendVerification(email);
      toast({ title: 'Verification e-mail sent', description: message, variant: 'success' });
    } catch (error) {
      toast({
        title: 'Could not resend the e-mail',
        description: errorMessage(error),
        variant: 'danger',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" size="sm" onClick={resend} loading={busy} disabled={!email}>
      Resend verification e-mail
    </Button>
  );
}
