import { z } from 'zod';
import { cursorPageOf } from './dealers.js';
import { DEFAULT_LOAN_TERM, LOAN_TERMS } from './payment-calculator.js';
import { optionalText, requiredText } from './text.js';

/**
 * What visitors ask the site: the contact form (SPEC.md §2 Contact, §3 contact_inquiries) and
 * the financing pre-approval application (§3), both kept by the notifications context, and the
 * admin's Inquiries tab over both.
 */

// ---------------------------------------------------------------------------------------
// Texts of SPEC.md §5 and §8
// ---------------------------------------------------------------------------------------

export const CONTACT_TEXTS = {
  subjectRequiredTitle: 'Error',
  subjectRequired: 'Please select a subject for your message.',
  sentTitle: 'Message Sent Successfully!',
  sent: "Thank you for contacting us. We'll get back to you within 24 hours.",
  failedTitle: 'Error Sending Message',
  failed: 'There was a problem sending your message. Please try again or call us directly.',
  invalidEmail: 'Please enter a valid email address',
} as const;

export const PRE_APPROVAL_TEXTS = {
  submittedTitle: 'Application Submitted Successfully!',
  submitted:
    "We'll review your pre-approval application and get back to you within 24-48 hours. Check your email for confirmation.",
  failedTitle: 'Application Failed',
  failed: 'There was an error submitting your application. Please try again.',
  tooYoung: 'You must be at least 18 years old to apply',
} as const;

/** SPEC.md §3 contact subjects, in the form's order, with what the select shows. */
export const CONTACT_SUBJECTS = [
  'general',
  'support',
  'dealer',
  'listing',
  'billing',
  'feedback',
] as const;
export const contactSubjectSchema = z.enum(CONTACT_SUBJECTS, {
  error: CONTACT_TEXTS.subjectRequired,
});
export type ContactSubject = z.infer<typeof contactSubjectSchema>;
export const contactSubjectLabels: Record<ContactSubject, string> = {
  general: 'General Inquiry',
  support: 'Technical Support',
  dealer: 'Dealer Partnership',
  listing: 'Listing Question',
  billing: 'Billing & Payments',
  feedback: 'Feedback',
};

/** SPEC.md §9 business hours, as the contact page shows them. */
export const BUSINESS_HOURS = [
  { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM' },
  { days: 'Saturday', hours: '10:00 AM - 4:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'self_employed',
  'contract',
  'retired',
  'other',
] as const;
export const employmentTypeLabels: Record<(typeof EMPLOYMENT_TYPES)[number], string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  self_employed: 'Self-employed',
  contract: 'Contract',
  retired: 'Retired',
  other: 'Other',
};
export const PRE_APPROVAL_VEHICLE_TYPES = [
  'new',
  'used',
  'certified_pre_owned',
  'motorcycle',
  'truck',
  'not_sure',
] as const;
export const preApprovalVehicleTypeLabels: Record<
  (typeof PRE_APPROVAL_VEHICLE_TYPES)[number],
  string
> = {
  new: 'New vehicle',
  used: 'Used vehicle',
  certified_pre_owned: 'Certified pre-owned',
  motorcycle: 'Motorcycle',
  truck: 'Truck',
  not_sure: 'Not sure yet',
};
/** SPEC.md §3 credit score options (the estimate's lower bound). */
export const CREDIT_SCORES = [800, 750, 700, 650, 600, 550, 500] as const;

// ---------------------------------------------------------------------------------------
// Field helpers
// ---------------------------------------------------------------------------------------

const email = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters')
  .toLowerCase()
  .pipe(z.email(CONTACT_TEXTS.invalidEmail));

const phonePattern = /^[0-9+()\-.\s]*$/;
const phone = (required: boolean) => {
  const base = z
    .string()
    .trim()
    .max(30, 'Phone must be at most 30 characters')
    .regex(phonePattern, 'Please enter a valid phone number');
  return required
    ? base
        .min(1, 'Phone is required.')
        .refine((v) => (v.match(/\d/g) ?? []).length >= 7, 'Please enter a valid phone number')
    : base.nullish().transform((v) => (v ? v : null));
};

/** Dollars from a number or a form's text ("$1,200.50"); up to two decimals, 0 or more. */
const dollars = (label: string, options: { required?: boolean; positive?: boolean } = {}) =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v, ctx) => {
      const text = typeof v === 'string' ? v.trim().replace(/[$,\s]/g, '') : v;
      if (text === null || text === undefined || text === '') {
        if (options.required) {
          ctx.addIssue({ code: 'custom', message: `${label} is required.` });
          return z.NEVER;
        }
        return null;
      }
      const n = typeof text === 'number' ? text : Number(text);
      if (!Number.isFinite(n) || n < 0 || n > 100_000_000 || Math.round(n * 100) / 100 !== n) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} must be an amount in dollars, 0 or more`,
        });
        return z.NEVER;
      }
      if (options.positive && n === 0) {
        ctx.addIssue({ code: 'custom', message: `${label} must be more than 0` });
        return z.NEVER;
      }
      return n;
    });

/** A date of birth as YYYY-MM-DD: a real day, 18 or older, not older than 120. */
const dateOfBirth = z
  .string({ error: 'Date of birth is required.' })
  .trim()
  .min(1, 'Date of birth is required.')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: 'Date of birth must be a date (YYYY-MM-DD)',
    },
  )
  .refine((v) => ageOn(v, new Date()) >= 18, { message: PRE_APPROVAL_TEXTS.tooYoung })
  .refine((v) => ageOn(v, new Date()) <= 120, {
    message: 'Date of birth must be a date (YYYY-MM-DD)',
  });

export function ageOn(isoDate: string, today: Date): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d))
    age -= 1;
  return age;
}

const wholeNumber = (label: string, max: number) =>
  z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return 0;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isInteger(n) || n < 0 || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} must be a whole number from 0 to ${max}`,
        });
        return z.NEVER;
      }
      return n;
    });

/** Required dollars: the same reading, never null. */
const requiredDollars = (label: string, options: { positive?: boolean } = {}) =>
  dollars(label, { required: true, ...options }).pipe(z.number());

// ---------------------------------------------------------------------------------------
// Contact form
// ---------------------------------------------------------------------------------------

/** POST /api/contact (SPEC.md §3 contact form, §5 general contact rules). */
export const contactRequestSchema = z.object({
  firstName: requiredText(100, 'First name'),
  lastName: requiredText(100, 'Last name'),
  email,
  phone: phone(false),
  subject: contactSubjectSchema,
  message: requiredText(5000, 'Message', 'Message is required.', { multiline: true }),
  /** /contact?sales_rep={id}: the rep the visitor asked for (their user id). */
  salesRepId: z
    .uuid('salesRepId must be a sales rep id')
    .nullish()
    .transform((v) => v ?? null),
  /** The vehicle the message is about, when sent from one. */
  vehicleId: z
    .uuid('vehicleId must be a listing id')
    .nullish()
    .transform((v) => v ?? null),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

// ---------------------------------------------------------------------------------------
// Pre-approval application
// ---------------------------------------------------------------------------------------

/** The vehicle a pre-approval was opened from, as the applicant saw it (SPEC.md §3 vehicle_details). */
export const preApprovalVehicleSchema = z.object({
  title: requiredText(200, 'Vehicle title'),
  price: z.number().min(0).max(100_000_000),
  year: z
    .number()
    .int()
    .min(1900)
    .max(2100)
    .nullish()
    .transform((v) => v ?? null),
  make: optionalText(100, 'Vehicle make'),
  model: optionalText(100, 'Vehicle model'),
  trim: optionalText(100, 'Vehicle trim'),
  location: optionalText(200, 'Vehicle location'),
  contactName: optionalText(200, 'Seller name'),
  contactPhone: optionalText(30, 'Seller phone'),
});
export type PreApprovalVehicle = z.infer<typeof preApprovalVehicleSchema>;

const loanTerm = z.coerce
  .number({ error: 'Loan term must be 24, 36, 48, 60, 72 or 84 months' })
  .refine((v) => (LOAN_TERMS as readonly number[]).includes(v), {
    message: 'Loan term must be 24, 36, 48, 60, 72 or 84 months',
  });

const preApprovalFields = {
  vehicleId: z
    .uuid('vehicleId must be a listing id')
    .nullish()
    .transform((v) => v ?? null),
  vehicleDetails: preApprovalVehicleSchema.nullish().transform((v) => v ?? null),
  firstName: requiredText(100, 'First name'),
  lastName: requiredText(100, 'Last name'),
  email,
  phone: phone(true),
  dateOfBirth,
  streetAddress: requiredText(200, 'Street address'),
  city: requiredText(100, 'City'),
  state: requiredText(50, 'State'),
  zipCode: z
    .string({ error: 'ZIP code is required.' })
    .trim()
    .min(1, 'ZIP code is required.')
    .regex(/^\d{5}(-\d{4})?$/, 'ZIP code must be 5 digits (or ZIP+4)'),
  employerName: requiredText(200, 'Employer name'),
  jobTitle: requiredText(100, 'Job title'),
  employmentType: z.enum(EMPLOYMENT_TYPES, { error: 'Employment type is required.' }),
  annualIncome: requiredDollars('Annual income'),
  monthlyHousingPayment: dollars('Monthly housing payment'),
  monthlyDebtPayments: dollars('Monthly debt payments'),
  downPaymentAmount: dollars('Down payment'),
  desiredLoanAmount: requiredDollars('Desired loan amount', { positive: true }),
  desiredLoanTerm: loanTerm.default(DEFAULT_LOAN_TERM),
  vehicleType: z.enum(PRE_APPROVAL_VEHICLE_TYPES, { error: 'Vehicle type is required.' }),
  estimatedCreditScore: z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      const n = Number(v);
      if (!(CREDIT_SCORES as readonly number[]).includes(n)) {
        ctx.addIssue({
          code: 'custom',
          message: `Estimated credit score must be one of ${CREDIT_SCORES.join(', ')}`,
        });
        return z.NEVER;
      }
      return n;
    }),
  notes: optionalText(2000, 'Notes', { multiline: true }),
};

/** POST /api/financing/pre-approvals: SPEC.md §3's fields, §5's rules. */
export const preApprovalRequestSchema = z.object({
  ...preApprovalFields,
  /** Whole months at the current employer (SPEC.md §3: the field is in months). */
  employmentLengthMonths: wholeNumber('Employment length', 1200),
});
export type PreApprovalRequest = z.input<typeof preApprovalRequestSchema>;

/**
 * The dialog's form: employment length is typed in years (SPEC.md §3 "input labelled in
 * years, field named months") and sent as whole months.
 */
export const preApprovalFormSchema = z
  .object({
    ...preApprovalFields,
    employmentYears: z.union([z.number(), z.string().trim()]).transform((v, ctx) => {
      const n = v === '' ? Number.NaN : Number(v);
      if (v === '') {
        ctx.addIssue({ code: 'custom', message: 'Years at current job is required.' });
        return z.NEVER;
      }
      if (!Number.isFinite(n) || n < 0 || n > 100) {
        ctx.addIssue({
          code: 'custom',
          message: 'Years at current job must be a number from 0 to 100',
        });
        return z.NEVER;
      }
      return n;
    }),
  })
  .transform(({ employmentYears, ...rest }) => ({
    ...rest,
    employmentLengthMonths: Math.round(employmentYears * 12),
  }));

export const preApprovalAcceptedSchema = z.object({ id: z.uuid(), status: z.literal('new') });
export type PreApprovalAccepted = z.infer<typeof preApprovalAcceptedSchema>;

export const contactAcceptedSchema = z.object({ id: z.uuid(), status: z.literal('new') });
export type ContactAccepted = z.infer<typeof contactAcceptedSchema>;

// ---------------------------------------------------------------------------------------
// Admin: the Inquiries tab
// ---------------------------------------------------------------------------------------

export const INQUIRY_TYPES = ['contact', 'pre-approval'] as const;
export const inquiryTypeSchema = z.enum(INQUIRY_TYPES, {
  error: 'type must be contact or pre-approval',
});
export type InquiryType = z.infer<typeof inquiryTypeSchema>;

/** new → open (someone is on it) → replied / closed; any may be set again. */
export const INQUIRY_STATUSES = ['new', 'open', 'replied', 'closed'] as const;
export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES, {
  error: 'status must be new, open, replied or closed',
});
export type InquiryStatus = z.infer<typeof inquiryStatusSchema>;

export const inquiryReplySchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  message: z.string(),
  adminId: z.uuid(),
  adminEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type InquiryReply = z.infer<typeof inquiryReplySchema>;

export const preApprovalDetailsSchema = z.object({
  userId: z.uuid().nullable(),
  vehicleDetails: z
    .object({
      title: z.string(),
      price: z.number(),
      year: z.number().nullable(),
      make: z.string().nullable(),
      model: z.string().nullable(),
      trim: z.string().nullable(),
      location: z.string().nullable(),
      contactName: z.string().nullable(),
      contactPhone: z.string().nullable(),
    })
    .nullable(),
  dateOfBirth: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  employerName: z.string(),
  jobTitle: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  employmentLengthMonths: z.number().int(),
  annualIncome: z.number(),
  monthlyHousingPayment: z.number().nullable(),
  monthlyDebtPayments: z.number().nullable(),
  downPaymentAmount: z.number().nullable(),
  desiredLoanAmount: z.number(),
  desiredLoanTerm: z.number().int(),
  vehicleType: z.enum(PRE_APPROVAL_VEHICLE_TYPES),
  estimatedCreditScore: z.number().int().nullable(),
  notes: z.string().nullable(),
});
export type PreApprovalDetails = z.infer<typeof preApprovalDetailsSchema>;

export const inquirySchema = z.object({
  id: z.uuid(),
  type: inquiryTypeSchema,
  status: inquiryStatusSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Contact: the chosen subject's label; pre-approval: what is applied for. */
  subject: z.string(),
  /** Contact: the message; pre-approval: the applicant's notes (or null). */
  message: z.string().nullable(),
  contactSubject: contactSubjectSchema.nullable(),
  vehicleId: z.uuid().nullable(),
  salesRepId: z.uuid().nullable(),
  preApproval: preApprovalDetailsSchema.nullable(),
  replies: z.array(inquiryReplySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

export const adminInquiryListQuerySchema = z.object({
  type: inquiryTypeSchema.optional(),
  status: inquiryStatusSchema.optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(20),
});
export type AdminInquiryListQuery = z.infer<typeof adminInquiryListQuerySchema>;

export const inquiryPageSchema = cursorPageOf(inquirySchema);
export type InquiryPage = z.infer<typeof inquiryPageSchema>;

export const changeInquiryStatusRequestSchema = z.object({ status: inquiryStatusSchema });
export type ChangeInquiryStatusRequest = z.input<typeof changeInquiryStatusRequestSchema>;

export const replyToInquiryRequestSchema = z.object({
  /** Blank: "Re: " and the inquiry's subject. */
  subject: optionalText(200, 'Subject'),
  message: requiredText(10_000, 'Message', 'Message is required.', { multiline: true }),
});
export type ReplyToInquiryRequest = z.input<typeof replyToInquiryRequestSchema>;
