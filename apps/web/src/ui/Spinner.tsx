import { cx } from './cx';

interface SpinnerProps {
  size?: 'md' | 'lg';
  /** Announced to assistive technology; omit when the spinner sits inside a labelled control. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  return (
    <span
      className={cx('spinner', size === 'lg' && 'spinner--lg', className)}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** A centred spinner for whole-page loading states (route chunks, session restore). */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <Spinner size="lg" />
      <span>{label}</span>
    </div>
  );
}
