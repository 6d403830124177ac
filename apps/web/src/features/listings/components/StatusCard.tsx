import type { ReactNode } from 'react';
import { Card, CardBody } from '../../../ui';
import './listings.css';

interface StatusCardProps {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  icon?: ReactNode;
  level?: 1 | 2;
}

/** A centred message card for not-found, error and empty states. */
export function StatusCard({ title, children, actions, icon, level = 1 }: StatusCardProps) {
  const Heading = `h${level}` as const;
  return (
    <Card className="status-card">
      <CardBody className="status-card__body">
        {icon ? (
          <div className="status-card__icon" aria-hidden="true">
            {icon}
          </div>
        ) : null}
        <Heading className="status-card__title">{title}</Heading>
        {children ? <div className="status-card__text">{children}</div> : null}
        {actions ? <div className="status-card__actions">{actions}</div> : null}
      </CardBody>
    </Card>
  );
}
