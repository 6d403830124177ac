import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeVariant = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

export function Badge({
  variant = 'neutral',
  children,
  className,
}: {
  variant?: BadgeVariant;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span className={cx('badge', variant !== 'neutral' && `badge--${variant}`, className)}>
      {children}
    </span>
  );
}
