import {
  createDealerReviewRequestSchema,
  DEALER_TEXTS,
  dealerApplicationRequestSchema,
  dealerMessageRequestSchema,
  salesRepMessageRequestSchema,
} from './dealers.js';

const validApplication = {
  businessName: 'Sunrise Motors',
  contactPerson: 'Maria Lopez',
  email: 'Maria@Sunrise.example',
  password: 'secret1',
  confirmPassword: 'secret1',
  phone: '(555) 010-2000',
  businessAddress: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '73301',
  dealershipType: 'both',
};

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('dealer application (SPEC.md §5)', () => {
  it('accepts the required fields and stores empty optional fields as null', () => {
    const parsed = dealerApplicationRequestSchema.parse({
      ...validApplication,
      websiteUrl: '',
      businessLicense: '  ',
      taxId: '',
      message: '',
      logoUrl: '',
      yearsInBusiness: '',
      inventorySize: '',
    });
    expect(parsed).toMatchObject({
      email: 'maria@sunrise.example',
      websiteUrl: null,
      businessLicense: null,
      taxId: null,
      message: null,
      logoUrl: null,
      yearsInBusiness: null,
      inventorySize: null,
    });
  });

  it('refuses passwords that do not match, with the spec text', () => {
    const result = dealerApplicationRequestSchema.safeParse({
      ...validApplication,
      confirmPassword: 'secret2',
    });
    expect(messagesOf(result)).toEqual({ confirmPassword: DEALER_TEXTS.passwordsDoNotMatch });
    expect(DEALER_TEXTS.passwordsDoNotMatch).toBe(
      'Passwords do not match. Please check and try again.',
    );
  });

  it('refuses a password under 6 characters, with the spec text', () => {
    const result = dealerApplicationRequestSchema.safeParse({
      ...validApplication,
      password: 'abc',
      confirmPassword: 'abc',
    });
    expect(messagesOf(result)).toEqual({
      password: 'Password must be at least 6 characters long.',
    });
  });

  it('reports a mismatch together with other field errors', () => {
    const result = dealerApplicationRequestSchema.safeParse({
      ...validApplication,
      city: '',
      confirmPassword: 'other12',
    });
    expect(messagesOf(result)).toMatchObject({
      city: 'City is required.',
      confirmPassword: DEALER_TEXTS.passwordsDoNotMatch,
    });
  });

  it.each([
    'businessName',
    'contactPerson',
    'email',
    'phone',
    'businessAddress',
    'city',
    'state',
    'zipCode',
    'dealershipType',
  ])('requires %s', (field) => {
    const result = dealerApplicationRequestSchema.safeParse({ ...validApplication, [field]: '' });
    expect(result.success).toBe(false);
    expect(Object.keys(messagesOf(result))).toEqual([field]);
  });

  it('reads years in business and inventory size as whole numbers of at least 0', () => {
    expect(
      dealerApplicationRequestSchema.parse({
        ...validApplication,
        yearsInBusiness: '12',
        inventorySize: 0,
      }),
    ).toMatchObject({
      yearsInBusiness: 12,
      inventorySize: 0,
    });
    const result = dealerApplicationRequestSchema.safeParse({
      ...validApplication,
      yearsInBusiness: -1,
      inventorySize: '2.5',
    });
    expect(messagesOf(result)).toEqual({
      yearsInBusiness: 'Years in business must be 0 or more',
      inventorySize: 'Inventory size must be a whole number',
    });
  });

  it('gives a website without a scheme https:// and refuses text that is no address', () => {
    expect(
      dealerApplicationRequestSchema.parse({ ...validApplication, websiteUrl: 'sunrise.example' })
        .websiteUrl,
    ).toBe('https://sunrise.example');
    expect(
      dealerApplicationRequestSchema.safeParse({ ...validApplication, websiteUrl: 'not a site' })
        .success,
    ).toBe(false);
  });
});

describe('messages (SPEC.md §5)', () => {
  const message = {
    firstName: 'Ann',
    lastName: 'Buyer',
    email: 'ann@example.com',
    message: 'Is it available?',
  };

  it.each(['firstName', 'lastName', 'email', 'message'])(
    'requires %s with the rep text',
    (field) => {
      const result = salesRepMessageRequestSchema.safeParse({ ...message, [field]: ' ' });
      expect(messagesOf(result)).toEqual({ [field]: 'Please fill in all required fields.' });
    },
  );

  it('keeps phone and subject optional (blank is null, the service fills the default subject)', () => {
    expect(dealerMessageRequestSchema.parse({ ...message, phone: '', subject: '' })).toMatchObject({
      phone: null,
      subject: null,
    });
  });

  it('checks the e-mail format', () => {
    expect(messagesOf(dealerMessageRequestSchema.safeParse({ ...message, email: 'ann' }))).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('dealer reviews', () => {
  it('takes ratings 1 to 5 only', () => {
    const review = { title: 'Great', text: 'Smooth purchase' };
    expect(createDealerReviewRequestSchema.parse({ ...review, rating: '5' }).rating).toBe(5);
    for (const rating of [0, 6, 3.5]) {
      expect(createDealerReviewRequestSchema.safeParse({ ...review, rating }).success).toBe(false);
    }
  });
});
