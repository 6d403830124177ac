import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './cx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface FieldOwnProps {
  label: ReactNode;
  /** Validation message shown under the control and linked with aria-describedby. */
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** A class for the wrapper (the label, control, hint and error together). */
  fieldClassName?: string;
}

type InputControl = { as?: 'input' } & Omit<ComponentPropsWithRef<'input'>, 'children'>;
type TextAreaControl = { as: 'textarea' } & Omit<ComponentPropsWithRef<'textarea'>, 'children'>;
type SelectControl = { as: 'select'; options: readonly SelectOption[] } & Omit<
  ComponentPropsWithRef<'select'>,
  'children'
>;

/** One labelled control: a text input (default), a text area or a select. */
export type FieldProps = FieldOwnProps & (InputControl | TextAreaControl | SelectControl);

/**
 * The design system's one form control: label, control, hint and error, with the ids and
 * aria attributes that tie them together. react-hook-form binds it through FormField.
 */
export function Field(props: FieldProps) {
  const { label, error, hint, optional, fieldClassName, id, className, ...control } = props;
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const aria = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  } as const;

  let element: ReactNode;
  if (control.as === 'textarea') {
    const { as: _as, ...rest } = control;
    element = <textarea {...rest} {...aria} className={cx('textarea', className)} />;
  } else if (control.as === 'select') {
    const { as: _as, options, ...rest } = control;
    element = (
      <select {...rest} {...aria} className={cx('select', className)}>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else {
    const { as: _as, ...rest } = control;
    element = <input {...rest} {...aria} className={cx('input', className)} />;
  }

  return (
    <div className={cx('field', fieldClassName)}>
      <label className="field__label" htmlFor={controlId}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      {element}
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
