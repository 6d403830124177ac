import {
  ACCEPTED_LOGO_TYPES,
  DEALER_TEXTS,
  dealerApplicationRequestSchema,
  MAX_LOGO_BYTES,
  type DealerApplicationInput,
  type DealerApplicationRequest,
} from '@market/contracts';
import { fieldErrorsFrom, type FieldErrors } from '../../lib/formErrors';

/** Every field of the form as typed (SPEC §3 payload + confirmation), logo aside. */
export type ApplicationFormValues = Required<
  Record<Exclude<keyof DealerApplicationRequest, 'logoUrl'>, string>
>;

export const emptyApplicationForm = (): ApplicationFormValues => ({
  businessName: '',
  contactPerson: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  businessAddress: '',
  city: '',
  state: '',
  zipCode: '',
  yearsInBusiness: '',
  dealershipType: '',
  inventorySize: '',
  websiteUrl: '',
  businessLicense: '',
  taxId: '',
  message: '',
});

export type ApplicationCheck =
  | { ok: true; input: DealerApplicationInput }
  | { ok: false; errors: FieldErrors; missingRequired: boolean };

/** SPEC §5 rules through the service's own schema; empty optional fields become null. */
export function checkApplication(values: ApplicationFormValues): ApplicationCheck {
  const parsed = dealerApplicationRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors = fieldErrorsFrom(parsed.error);
  const missingRequired = Object.values(errors).some(
    (message) =>
      !!message && (/ is required\.$/.test(message) || message === 'Please confirm your password.'),
  );
  return { ok: false, errors, missingRequired };
}

const LOGO_TYPES: readonly string[] = ACCEPTED_LOGO_TYPES;

/** The logo picker's own check before uploading (the service checks the content again). */
export function logoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!LOGO_TYPES.includes(file.type)) return 'Choose a JPG, PNG, SVG or WEBP image.';
  if (file.size > MAX_LOGO_BYTES) return 'The logo must be 5 MB or smaller.';
  return null;
}

export const { applicationSubmittedTitle, applicationSubmitted } = DEALER_TEXTS;
