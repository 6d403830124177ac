import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

interface PageHeaderProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Beside the title on wide screens, under it on narrow ones. */
  children?: ReactNode;
  className?: string;
}

/** A page's h1 with its lead sentence and the page's main action. */
export function PageHeader({ title, lead, children, className }: PageHeaderProps) {
  return (
    <header className={className ? `${styles.header} ${className}` : styles.header}>
      <div className={styles.text}>
        <h1 className="page-title">{title}</h1>
        {lead ? <p className="page-lead">{lead}</p> : null}
      </div>
      {children}
    </header>
  );
}
