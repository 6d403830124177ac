import { z } from 'zod';
import { plainText } from './text.js';
import { roleSchema } from './users.js';

export const MIN_PASSWORD_LENGTH = 6;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'));

/** Spaces alone pass the length rule but are guessed first. */
export const BLANK_PASSWORD_MESSAGE =
  'Password cannot be only spaces. Please choose a password with letters, digits or symbols.';
export const isBlankPassword = (password: string) => password.trim().length === 0;

const newPassword = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
  .max(200, 'Password is too long')
  .refine((v) => !isBlankPassword(v), { message: BLANK_PASSWORD_MESSAGE, abort: true });

const optionalName = z
  .string()
  .trim()
  .max(100, 'Name is too long')
  .pipe(plainText('Name'))
  .optional()
  .transform((v) => (v ? v : undefined));

export const accountTypeSchema = z.enum(['private_seller', 'sales_rep']);
export type AccountType = z.infer<typeof accountTypeSchema>;

export const signUpRequestSchema = z
  .object({
    email,
    password: newPassword,
    firstName: optionalName,
    lastName: optionalName,
    accountType: accountTypeSchema.default('private_seller'),
    selectedPlan: z.string().trim().max(100).optional(),
  })
  .refine((v) => v.accountType !== 'sales_rep' || !!v.selectedPlan, {
    path: ['selectedPlan'],
    message: 'Please select a membership plan to continue.',
    // Checked with the other fields, so a form shows every problem at once.
    when: () => true,
  });
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const verifyEmailRequestSchema = z.object({
  token: z.string().min(10, 'The verification link is invalid'),
});

export const resendVerificationRequestSchema = z.object({ email });

export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z
  .object({
    token: z.string().min(10, 'Invalid Reset Link'),
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, 'Password too short')
      .max(200)
      .refine((v) => !isBlankPassword(v), { message: BLANK_PASSWORD_MESSAGE, abort: true }),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: "Passwords don't match",
  });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** POST /api/auth/change-password (signed in): every other session ends; this one continues. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Please enter your current password.' })
      .min(1, 'Please enter your current password.'),
    newPassword: newPassword,
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: "Passwords don't match",
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** What sign-in, sign-up and refresh answer with; the refresh token travels in an httpOnly cookie. */
export const sessionResponseSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int(),
  user: z.lazy(() => meSchema),
});

export const meSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  roles: z.array(roleSchema),
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  /** Buyers may see the user's e-mail and phone (their choice on the profile). */
  showContactDetails: z.boolean(),
  accountType: accountTypeSchema,
  selectedPlan: z.string().nullable(),
  isAffiliate: z.boolean(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const signUpResponseSchema = z.object({
  user: meSchema,
  message: z.string(),
  /**
   * A sales-rep sign-up only: pays for the chosen membership (`POST /api/billing/checkout`
   * with `signUpToken`) before the e-mail is verified. Single purpose, 24 hours.
   */
  checkoutToken: z.string().optional(),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;
