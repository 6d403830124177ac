import { useId, type ReactNode, type Ref } from 'react';
import { cx } from './cx';

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
}

interface RadioGroupProps<T extends string> {
  legend: ReactNode;
  name: string;
  value: T | undefined;
  onChange: (value: T) => void;
  options: RadioOption<T>[];
  error?: string;
  hint?: ReactNode;
  columns?: boolean;
  className?: string;
  /** Given to the first option, so a form can move the focus to the group. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A fieldset of radio cards; arrow keys move between options natively. */
export function RadioGroup<T extends string>({
  legend,
  name,
  value,
  onChange,
  options,
  error,
  hint,
  columns,
  className,
  inputRef,
}: RadioGroupProps<T>) {
  const base = useId();
  const hintId = hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={cx('radio-group', columns && 'radio-group--columns', className)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className="radio-group__legend">{legend}</legend>
      <div className="radio-group__options">
        {options.map((option, index) => (
          <label className="radio-option" key={option.value}>
            <input
              ref={index === 0 ? inputRef : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>
              <span className="radio-option__label">{option.label}</span>
              {option.description ? (
                <span className="radio-option__description">{option.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {hint ? (
        <p className="field__hint" id={hintId} style={{ marginTop: 'var(--space-2)' }}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} style={{ marginTop: 'var(--space-2)' }}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
