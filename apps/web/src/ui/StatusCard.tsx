import type { ReactNode } from 'react';
import { Card, CardBody } from './Card';
import { cx } from './cx';
import styles from './StatusCard.module.css';

interface StatusCardProps {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  icon?: ReactNode;
  level?: 1 | 2;
  /** The icon's colour: done, failed or refused, or neither. */
  tone?: 'neutral' | 'success' | 'danger';
  /** Extra content for a form inside (left-aligned, full width). */
  className?: string;
  /** Announce changes (a status that moves on by itself, e.g. verifying → verified). */
  live?: boolean;
}

/** A centred message card for not-found, error and empty states. */
export function StatusCard({
  title,
  children,
  actions,
  icon,
  level = 1,
  tone = 'neutral',
  className,
  live,
}: StatusCardProps) {
  const Heading = `h${level}` as const;
  return (
    <Card className={cx(styles.card, className)}>
      <CardBody className={styles.body} aria-live={live ? 'polite' : undefined}>
        {icon ? (
          <div className={cx(styles.icon, tone !== 'neutral' && styles[tone])} aria-hidden="true">
            {icon}
          </div>
        ) : null}
        <Heading className={styles.title}>{title}</Heading>
        {children ? <div className={styles.text}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </CardBody>
    </Card>
  );
}
