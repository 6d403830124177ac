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
  /** 'success' colours the icon for a done state. */
  tone?: 'neutral' | 'success';
}

/** A centred message card for not-found, error and empty states. */
export function StatusCard({
  title,
  children,
  actions,
  icon,
  level = 1,
  tone = 'neutral',
}: StatusCardProps) {
  const Heading = `h${level}` as const;
  return (
    <Card className={styles.card}>
      <CardBody className={styles.body}>
        {icon ? (
          <div className={cx(styles.icon, tone === 'success' && styles.success)} aria-hidden="true">
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
