import type { ReactNode } from 'react';
import { cx } from './cx';
import { AlertIcon, CheckCircleIcon, InfoIcon } from './icons';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** 'alert' interrupts screen readers; use it only for errors that follow a user action. */
  role?: 'alert' | 'status';
  className?: string;
}

/** An inline, persistent notice (unlike a toast, it stays until the state changes). */
export function Alert({ variant = 'info', title, children, role, className }: AlertProps) {
  const Icon = variant === 'success' ? CheckCircleIcon : variant === 'info' ? InfoIcon : AlertIcon;
  return (
    <div className={cx('alert', `alert--${variant}`, className)} role={role}>
      <Icon
        aria-hidden="true"
        style={{ width: 20, height: 20, flex: 'none', marginTop: 2 }}
        color={`var(--color-${variant === 'warning' ? 'accent-strong' : variant})`}
      />
      <div className="alert__body">
        {title ? <p className="alert__title">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
