import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from '../cx';
import { CloseIcon } from '../icons';
import { ToastContext, type ToastApi, type ToastOptions, type ToastRecord } from './toastContext';

const MAX_VISIBLE = 4;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    const variant = options.variant ?? 'info';
    const record: ToastRecord = {
      id,
      title: options.title,
      description: options.description,
      variant,
      duration: options.duration ?? (variant === 'danger' ? 8000 : 5000),
    };
    setToasts((list) => [...list, record].slice(-MAX_VISIBLE));
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/**
 * Two live regions that always exist (so additions are announced): errors go to the
 * assertive one, everything else to the polite one.
 */
function ToastViewport({
  toasts,
  onDismiss,
}: {
  toasts: ToastRecord[];
  onDismiss: (id: number) => void;
}) {
  const urgent = toasts.filter((t) => t.variant === 'danger');
  const calm = toasts.filter((t) => t.variant !== 'danger');
  return (
    <section className="toast-viewport" aria-label="Notifications">
      <div className="toast-viewport__region" aria-live="polite" aria-atomic="false">
        {calm.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={onDismiss} />
        ))}
      </div>
      <div className="toast-viewport__region" aria-live="assertive" aria-atomic="false">
        {urgent.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={onDismiss} />
        ))}
      </div>
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ToastRecord; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, toast.duration, onDismiss]);

  return (
    <div
      className={cx('toast', `toast--${toast.variant}`)}
      data-variant={toast.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast__content">
        <p className="toast__title">{toast.title}</p>
        {toast.description ? <div className="toast__description">{toast.description}</div> : null}
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(toast.id)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
