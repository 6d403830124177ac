import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from './cx';

interface CardProps extends ComponentPropsWithoutRef<'div'> {
  padded?: boolean;
  elevated?: boolean;
  as?: 'div' | 'section' | 'article';
}

export function Card({ padded, elevated, as: Tag = 'div', className, ...rest }: CardProps) {
  return (
    <Tag
      {...rest}
      className={cx('card', padded && 'card--padded', elevated && 'card--elevated', className)}
    />
  );
}

interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Heading level of the title; pick the one that fits the page outline. */
  level?: 1 | 2 | 3;
  titleId?: string;
  actions?: ReactNode;
}

export function CardHeader({ title, description, level = 2, titleId, actions }: CardHeaderProps) {
  const Heading = `h${level}` as const;
  const heading = (
    <div>
      <Heading className="card__title" id={titleId}>
        {title}
      </Heading>
      {description ? <p className="card__description">{description}</p> : null}
    </div>
  );
  return (
    <div className="card__header">
      {actions ? (
        <div className="card__header-row">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
    </div>
  );
}

export function CardBody({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return <div {...rest} className={cx('card__body', className)} />;
}

export function CardFooter({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return <div {...rest} className={cx('card__footer', className)} />;
}
