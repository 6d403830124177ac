import { ButtonLink, LockIcon, StatusCard } from '../../../ui';

/** What pages that need an account show to signed-out visitors instead of redirecting. */
export function SignInRequiredCard({ what = 'this page' }: { what?: string }) {
  return (
    <StatusCard
      title="Sign In Required"
      icon={<LockIcon />}
      actions={<ButtonLink to="/auth">Sign In</ButtonLink>}
    >
      Please sign in to view {what}.
    </StatusCard>
  );
}
