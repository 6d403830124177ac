import { FormField, type FormFieldProps } from '../../../lib/form';

/** The account e-mail field of the sign-in, sign-up and reset forms. */
export function EmailField(props: Partial<FormFieldProps>) {
  return (
    <FormField
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      {...props}
    />
  );
}
