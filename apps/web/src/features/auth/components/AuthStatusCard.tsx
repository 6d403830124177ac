import type { ReactNode } from 'react';
import { AlertIcon, Card, CardBody, CheckCircleIcon, LockIcon, MailIcon, Spinner, cx } from '../../../ui';
import './auth.css';

type Tone = 'pending' | 'success' | 'danger' | 'neutral';

interface AuthStatusCardProps {
  tone: Tone;
  title: string;
  children?: ReactNode;
  /** Icon for the neutral tone (the others have fixed icons). */
  icon?: 'mail' | 'lock';
}

/** The centred one-message card used by e-mail verification and password reset. */
export function AuthStatusCard({ tone, title, children, icon = 'lock' }: AuthStatusCardProps) {
  const Icon =
    tone === 'success' ? CheckCircleIcon : tone === 'danger' ? AlertIcon : icon === 'mail' ? MailIcon : LockIcon;
  return (
    <Card elevated className="auth-status">
      <CardBody aria-live="polite">
        <div
          className={cx(
            'auth-status__icon',
            tone === 'success' && 'auth-status__icon--success',
            tone === 'danger' && 'auth-status__icon--danger',
          )}
          aria-hidden="true"
        >
          {tone === 'pending' ? <Spinner /> : <Icon />}
        </div>
        <h1 className="auth-status__title">{title}</h1>
        {children}
      </CardBody>
    </Card>
  );
}
