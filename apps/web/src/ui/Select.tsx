import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { FieldShell, useFieldIds, type FieldOwnProps } from './Field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children'> &
  FieldOwnProps & { options: SelectOption[]; fieldClassName?: string };

export function Select({
  label,
  error,
  hint,
  optional,
  id,
  className,
  fieldClassName,
  options,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell
      {...{ label, error, hint, optional }}
      controlId={ids.controlId}
      hintId={ids.hintId}
      errorId={ids.errorId}
      className={fieldClassName}
    >
      <select
        {...rest}
        id={ids.controlId}
        className={cx('select', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
