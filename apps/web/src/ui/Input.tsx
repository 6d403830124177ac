import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { FieldShell, useFieldIds, type FieldOwnProps } from './Field';

export type InputProps = Omit<ComponentPropsWithRef<'input'>, 'children'> &
  FieldOwnProps & { fieldClassName?: string };

export function Input({
  label,
  error,
  hint,
  optional,
  id,
  className,
  fieldClassName,
  ...rest
}: InputProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell
      {...{ label, error, hint, optional }}
      controlId={ids.controlId}
      hintId={ids.hintId}
      errorId={ids.errorId}
      className={fieldClassName}
    >
      <input
        {...rest}
        id={ids.controlId}
        className={cx('input', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldShell>
  );
}
