import {
  AGREE_TO_TERMS_MESSAGE,
  affiliateApplicationRequestSchema,
  parseReferralCookie,
  referralCookieValue,
  updateAffiliateRequestSchema,
} from './affiliates.js';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: ' Ada@Example.com ',
  experienceLevel: 'beginner',
  promotionMethods: ['Blog'],
  agreeToTerms: true,
};

const messages = (input: unknown) => {
  const result = affiliateApplicationRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the affiliate application (SPEC.md §3, §5)', () => {
  it('takes the required fields, blank optional ones as null', () => {
    const parsed = affiliateApplicationRequestSchema.parse({
      ...valid,
      phone: '',
      website: '',
      company: '',
      expectedReferrals: '',
    });
    expect(parsed).toMatchObject({
      email: 'ada@example.com',
      phone: null,
      website: null,
      company: null,
      expectedReferrals: null,
    });
  });

  it("refuses unticked terms with the spec's text, a website that is not a URL, no promotion method", () => {
    expect(messages({ ...valid, agreeToTerms: false })).toEqual([AGREE_TO_TERMS_MESSAGE]);
    expect(messages({ ...valid, agreeToTerms: undefined })).toEqual([AGREE_TO_TERMS_MESSAGE]);
    expect(messages({ ...valid, website: 'ada dot com' })).toHaveLength(1);
    expect(messages({ ...valid, promotionMethods: [] })).toEqual([
      'Please select at least one promotion method',
    ]);
    expect(messages({ ...valid, experienceLevel: 'guru' })).toEqual([
      'Please select your experience level',
    ]);
    expect(messages({ ...valid, expectedReferrals: '1000+' })).toHaveLength(1);
  });

  it('keeps a commission rate between 0 and 50% with two decimals at most', () => {
    expect(updateAffiliateRequestSchema.safeParse({ commissionRatePercent: 12.5 }).success).toBe(
      true,
    );
    expect(updateAffiliateRequestSchema.safeParse({ commissionRatePercent: 51 }).success).toBe(
      false,
    );
    expect(updateAffiliateRequestSchema.safeParse({ commissionRatePercent: 1.234 }).success).toBe(
      false,
    );
  });
});

describe('the referral cookie', () => {
  it('carries the code and the visit time, and nothing else passes', () => {
    const at = new Date('2026-03-01T10:00:00Z');
    expect(parseReferralCookie(referralCookieValue('ABCD2345', at))).toEqual({
      code: 'ABCD2345',
      issuedAt: at,
    });
    for (const bad of [
      undefined,
      '',
      'ABCD2345',
      'abcd2345.1772359200000',
      'AB.1',
      'X<Y.17723592000',
    ])
      expect(parseReferralCookie(bad)).toBeNull();
  });
});
