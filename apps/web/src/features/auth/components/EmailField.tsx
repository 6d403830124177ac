import type { ChangeEvent, Ref } from 'react';
import { FormField } from '../../../lib/form';

interface EmailFieldProps {
  ref?: Ref<HTMLInputElement>;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The account e-mail field of the sign-in, sign-up and reset forms. */
export function EmailField({ ref, onChange }: EmailFieldProps) {
  return (
    <FormField
      name="email"
      ref={ref}
      onChange={onChange}
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
    />
  );
}
