import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { FieldShell, useFieldIds, type FieldOwnProps } from './Field';

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'> &
  FieldOwnProps & { fieldClassName?: string };

export function TextArea({
  label,
  error,
  hint,
  optional,
  id,
  className,
  fieldClassName,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell
      {...{ label, error, hint, optional }}
      controlId={ids.controlId}
      hintId={ids.hintId}
      errorId={ids.errorId}
      className={fieldClassName}
    >
      <textarea
        {...rest}
        id={ids.controlId}
        className={cx('textarea', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldShell>
  );
}
