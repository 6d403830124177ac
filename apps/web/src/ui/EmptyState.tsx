import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  icon?: ReactNode;
  title?: string;
  children?: ReactNode;
}

/** Inside a card: nothing to show yet (no messages, no mails), or why not. */
export function EmptyState({ icon, title, children }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      {icon}
      {title ? <p className={styles.title}>{title}</p> : null}
      {children}
    </div>
  );
}
