import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cx } from './cx';
import { ArrowLeftIcon } from './icons';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export function buttonClass({ variant = 'primary', size = 'md', block }: ButtonStyleProps = {}) {
  return cx('btn', `btn--${variant}`, size !== 'md' && `btn--${size}`, block && 'btn--block');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleProps {
  /** Shows a spinner, keeps the label for screen readers and blocks further clicks. */
  loading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  icon,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(buttonClass({ variant, size, block }), loading && 'btn--loading', className)}
    >
      {loading ? <Spinner /> : icon ? <span className="btn__icon">{icon}</span> : null}
      <span className="btn__label">{children}</span>
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, ButtonStyleProps {
  icon?: ReactNode;
}

/** A router link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({
  variant,
  size,
  block,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link {...rest} className={cx(buttonClass({ variant, size, block }), className)}>
      {icon ? <span className="btn__icon">{icon}</span> : null}
      <span className="btn__label">{children}</span>
    </Link>
  );
}

export interface ButtonAnchorProps extends ButtonStyleProps {
  /** A tel:, mailto: or outside address; nothing is rendered without one. */
  href: string | null | undefined;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A plain link (call, e-mail, another site) that looks like a button. */
export function ButtonAnchor({
  href,
  variant,
  size,
  block,
  icon,
  className,
  children,
}: ButtonAnchorProps) {
  if (!href) return null;
  return (
    <a className={cx(buttonClass({ variant, size, block }), className)} href={href}>
      {icon ? <span className="btn__icon">{icon}</span> : null}
      <span className="btn__label">{children}</span>
    </a>
  );
}

/** "← Back to …" above a page's heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink to={to} variant="ghost" size="sm" icon={<ArrowLeftIcon />} className="back-link">
      {children}
    </ButtonLink>
  );
}

interface LoadMoreButtonProps {
  /** Whether there is a next page (a cursor, or the search's hasMore). */
  more: boolean;
  loading: boolean;
  onLoad: () => void;
  size?: ButtonSize;
  children: ReactNode;
}

/** "Load more" under a cursor-paged list; nothing once the last page is in. */
export function LoadMoreButton({
  more,
  loading,
  onLoad,
  size = 'sm',
  children,
}: LoadMoreButtonProps) {
  if (!more) return null;
  return (
    <Button variant="secondary" size={size} loading={loading} onClick={onLoad}>
      {children}
    </Button>
  );
}
