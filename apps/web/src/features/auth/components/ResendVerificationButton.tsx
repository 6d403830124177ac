import { authRoutes } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { useRouteMutation } from '../../../lib/query';
import { Button, useToast } from '../../../ui';

/** Asks for a new verification e-mail and reports the server's answer in a toast. */
export function ResendVerificationButton({ email }: { email: string }) {
  const { toast } = useToast();
  const resend = useRouteMutation(authRoutes.resendVerification, {
    onSuccess: ({ message }) =>
      toast({ title: 'Verification e-mail sent', description: message, variant: 'success' }),
    onError: (error) =>
      toast({
        title: 'Could not resend the e-mail',
        description: errorMessage(error),
        variant: 'danger',
      }),
  });

  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => resend.mutate({ body: { email } })}
      loading={resend.isPending}
      disabled={!email}
    >
      Resend verification e-mail
    </Button>
  );
}
