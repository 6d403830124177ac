import type { MySalesRep } from '@market/contracts';
import { Alert } from '../../../ui';
import { ResendVerificationButton } from '../../auth';

/** What each publication rule asks of the rep (libs/dealers REP_PUBLICATION_RULES). */
const STEPS: Record<string, string> = {
  email_unverified: 'Verify your e-mail address: follow the link in the e-mail we sent you.',
  inactive: 'Your account no longer has the sales rep role.',
  account_suspended: 'Your account is suspended.',
};

/** Tells a rep why buyers cannot find them yet, and what to do about it. */
export function RepPublicationNotice({ rep }: { rep: MySalesRep }) {
  if (!rep.publication.isPublic) {
    return (
      <Alert variant="warning" title="Your profile is not public yet">
        <ul className="notice-steps">
          {rep.publication.missing.map((reason) => (
            <li key={reason}>{STEPS[reason] ?? reason}</li>
          ))}
        </ul>
        {rep.publication.missing.includes('email_unverified') && rep.email ? (
          <ResendVerificationButton email={rep.email} />
        ) : null}
      </Alert>
    );
  }
  return null;
}
