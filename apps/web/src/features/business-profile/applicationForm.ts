import {
  ACCEPTED_LOGO_TYPES,
  DEALER_TEXTS,
  MAX_LOGO_BYTES,
  type DealerApplicationRequest,
  type DealershipType,
} from '@market/contracts';

/** Every field of the form as typed (SPEC §3 payload + confirmation), logo aside. */
export type ApplicationFormValues = Required<
  Record<Exclude<keyof DealerApplicationRequest, 'logoUrl' | 'dealershipType'>, string>
> & { dealershipType: DealershipType | '' };

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

/** Whether a refused form lacks required fields (SPEC §8's toast) rather than having wrong ones. */
export function missingRequired(messages: readonly (string | undefined)[]): boolean {
  return messages.some(
    (message) =>
      !!message && (/ is required\.$/.test(message) || message === 'Please confirm your password.'),
  );
}

const LOGO_TYPES: readonly string[] = ACCEPTED_LOGO_TYPES;

/** The logo picker's own check before uploading (the service checks the content again). */
export function logoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!LOGO_TYPES.includes(file.type)) return 'Choose a JPG, PNG, SVG or WEBP image.';
  if (file.size > MAX_LOGO_BYTES) return 'The logo must be 5 MB or smaller.';
  return null;
}

export const { applicationSubmittedTitle, applicationSubmitted } = DEALER_TEXTS;
