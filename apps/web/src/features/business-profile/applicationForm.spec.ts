import { describe, expect, it } from '@jest/globals';
import { DEALER_TEXTS, dealerApplicationRequestSchema } from '@market/contracts';
import {
  emptyApplicationForm,
  logoProblem,
  missingRequired,
  type ApplicationFormValues,
} from './applicationForm';

/** What the form does with its values: the contract's schema, first message per field. */
function checkApplication(values: ApplicationFormValues) {
  const parsed = dealerApplicationRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true as const, input: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false as const, errors, missingRequired: missingRequired(Object.values(errors)) };
}

const complete = (): ApplicationFormValues => ({
  ...emptyApplicationForm(),
  businessName: 'Sunset Motors',
  contactPerson: 'Dana Reyes',
  email: 'Dana@Sunset.example.com',
  phone: '(512) 555-0100',
  password: 'secret1',
  confirmPassword: 'secret1',
  businessAddress: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  dealershipType: 'used_car',
});

describe('dealer application form', () => {
  it('accepts the required fields and sends empty optional ones as null (SPEC §5)', () => {
    const result = checkApplication(complete());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input.email).toBe('dana@sunset.example.com');
    expect(result.input.yearsInBusiness).toBeNull();
    expect(result.input.websiteUrl).toBeNull();
    expect(result.input.taxId).toBeNull();
  });

  it('reads counts as whole numbers ≥ 0 and adds https:// to a bare website', () => {
    const result = checkApplication({
      ...complete(),
      yearsInBusiness: '12',
      inventorySize: '0',
      websiteUrl: 'sunset.example.com',
    });
    expect(result.ok && result.input).toMatchObject({
      yearsInBusiness: 12,
      inventorySize: 0,
      websiteUrl: 'https://sunset.example.com',
    });
    const negative = checkApplication({ ...complete(), yearsInBusiness: '-1' });
    expect(negative.ok).toBe(false);
    expect(!negative.ok && negative.errors.yearsInBusiness).toMatch(/0 or more/);
  });

  it('gives SPEC §5 password texts', () => {
    const short = checkApplication({ ...complete(), password: 'abc', confirmPassword: 'abc' });
    expect(!short.ok && short.errors.password).toBe(DEALER_TEXTS.passwordTooShort);
    const mismatch = checkApplication({ ...complete(), confirmPassword: 'secret2' });
    expect(!mismatch.ok && mismatch.errors.confirmPassword).toBe(DEALER_TEXTS.passwordsDoNotMatch);
    expect(!mismatch.ok && mismatch.missingRequired).toBe(false);
  });

  it('names every missing required field at once', () => {
    const result = checkApplication(emptyApplicationForm());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.missingRequired).toBe(true);
    for (const field of [
      'businessName',
      'contactPerson',
      'email',
      'phone',
      'password',
      'confirmPassword',
      'businessAddress',
      'city',
      'state',
      'zipCode',
      'dealershipType',
    ]) {
      expect(result.errors[field]).toBeTruthy();
    }
    expect(result.errors.websiteUrl).toBeUndefined();
  });

  it('refuses logos of other types or over 5 MB before uploading', () => {
    expect(logoProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(logoProblem({ type: 'image/svg+xml', size: 1000 })).toBeNull();
    expect(logoProblem({ type: 'image/gif', size: 1000 })).toMatch(/JPG, PNG, SVG or WEBP/);
    expect(logoProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toMatch(/5 MB/);
  });
});
