import { ButtonLink, Card, CardBody, CardHeader, LockIcon } from '../../../ui';
import './status-screens.css';

/** What pages that need an account show to signed-out visitors instead of redirecting. */
export function SignInRequiredCard({ what = 'this page' }: { what?: string }) {
  return (
    <Card elevated className="sign-in-required">
      <div className="sign-in-required__icon" aria-hidden="true">
        <LockIcon />
      </div>
      <CardHeader level={1} title="Sign In Required" description={`Please sign in to view ${what}.`} />
      <CardBody>
        <ButtonLink to="/auth" block>
          Sign In
        </ButtonLink>
      </CardBody>
    </Card>
  );
}
