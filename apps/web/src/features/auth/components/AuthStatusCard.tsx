import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon, LockIcon, MailIcon, Spinner, StatusCard } from '../../../ui';

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
    tone === 'success'
      ? CheckCircleIcon
      : tone === 'danger'
        ? AlertIcon
        : icon === 'mail'
          ? MailIcon
          : LockIcon;
  return (
    <StatusCard
      live
      title={title}
      tone={tone === 'pending' ? 'neutral' : tone}
      icon={tone === 'pending' ? <Spinner /> : <Icon />}
    >
      {children}
    </StatusCard>
  );
}
