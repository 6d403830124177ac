import { HeartIcon, Spinner, cx } from '../../../ui';

interface SaveHeartButtonProps {
  title: string;
  saved: boolean;
  busy: boolean;
  onToggle: () => void;
  className?: string;
}

/** The heart on a card: a toggle button (aria-pressed) named after the vehicle. */
export function SaveHeartButton({ title, saved, busy, onToggle, className }: SaveHeartButtonProps) {
  return (
    <button
      type="button"
      className={cx('save-heart', saved && 'is-saved', className)}
      aria-pressed={saved}
      aria-label={`Save ${title}`}
      title={saved ? 'Saved — click to remove' : 'Save this vehicle'}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={onToggle}
    >
      {busy ? <Spinner /> : <HeartIcon fill={saved ? 'currentColor' : 'none'} aria-hidden="true" />}
    </button>
  );
}
