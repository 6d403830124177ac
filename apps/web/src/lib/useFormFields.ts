import { useCallback, useState } from 'react';
import type { FieldErrors } from './formErrors';

/**
 * The text values of a form and their field errors. Editing a field drops its error, so the
 * message goes once the visitor starts fixing it.
 */
export function useFormFields<V extends Record<string, string>>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const update = useCallback((field: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  /** Props binding an Input, Select or TextArea to one field. */
  const bind = (field: keyof V & string) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => update(field, e.target.value),
  });

  return { values, setValues, errors, setErrors, update, bind };
}
