import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../api';

/**
 * Puts the envelope's field details (`[{ path, message }]`) under the same fields the
 * browser's own validation uses, and focuses the first. Returns whether any field matched.
 */
export function showServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
): boolean {
  if (!isApiError(error)) return false;
  const known = new Set(Object.keys(form.getValues() ?? {}));
  const fields = error.details.filter((d) => known.has(d.path.split('.')[0]));
  for (const detail of fields) {
    form.setError(detail.path.split('.')[0] as Path<T>, {
      type: 'server',
      message: detail.message,
    });
  }
  if (fields.length) form.setFocus(fields[0].path.split('.')[0] as Path<T>);
  return fields.length > 0;
}
