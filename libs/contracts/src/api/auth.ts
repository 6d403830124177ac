import { z } from 'zod';
import { roleSchema } from './users.js';

export const MIN_PASSWORD_LENGTH = 6;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'));

const newPassword = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
  .max(200, 'Password is too long');

const optionalName = z
  .string()
  .trim()
  .max(100, 'Name is too long')
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
    password: z.string().min(MIN_PASSWORD_LENGTH, 'Password too short').max(200),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: "Passwords don't match",
  });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

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
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;
