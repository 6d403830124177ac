/** The part of a ZodError the forms need (kept structural so this module does not load zod). */
interface IssueList {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

export type FieldErrors = Partial<Record<string, string>>;

/** First message per top-level field. */
export function fieldErrorsFrom(error: IssueList): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

/** Moves focus to the first invalid control of a form so keyboard users land on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  // Runs after React has rendered the aria-invalid attributes.
  requestAnimationFrame(() => {
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!target) return;
    const control =
      target.tagName === 'FIELDSET' ? target.querySelector<HTMLElement>('input') : target;
    control?.focus();
  });
}
