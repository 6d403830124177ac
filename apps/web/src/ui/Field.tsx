import { useId, type ReactNode } from 'react';

export interface FieldOwnProps {
  label: ReactNode;
  /** Validation message shown under the control and linked with aria-describedby. */
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
}

/** Ids and aria attributes shared by every labelled control. */
export function useFieldIds(id: string | undefined, hint: unknown, error: string | undefined) {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

interface FieldShellProps extends FieldOwnProps {
  controlId: string;
  hintId?: string;
  errorId?: string;
  children: ReactNode;
  className?: string;
}

export function FieldShell({
  label,
  error,
  hint,
  optional,
  controlId,
  hintId,
  errorId,
  children,
  className,
}: FieldShellProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={controlId}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
