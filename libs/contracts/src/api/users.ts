import { z } from 'zod';
import { plainText, searchText } from './text.js';

export const ROLES = ['user', 'dealer', 'sales_rep', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

const nullableText = (max: number, label: string, options: { multiline?: boolean } = {}) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long`)
    .pipe(plainText(label, options))
    .nullish()
    .transform((v) => (v ? v : null));

export const updateProfileRequestSchema = z.object({
  firstName: nullableText(100, 'First name'),
  lastName: nullableText(100, 'Last name'),
  phone: z
    .string()
    .trim()
    .max(30, 'Phone is too long')
    .regex(/^[0-9+()\-.\s]*$/, 'Please enter a valid phone number')
    .nullish()
    .transform((v) => (v ? v : null)),
  bio: nullableText(2000, 'Bio', { multiline: true }),
  /** Let buyers see my e-mail address and phone number (off until chosen; absent keeps it). */
  showContactDetails: z.boolean().optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const MAX_PAGE_SIZE = 100;

/** The admin users table's sort columns; `-` first for descending. */
export const ADMIN_USER_SORTS = [
  'created',
  '-created',
  'email',
  '-email',
  'name',
  '-name',
] as const;

export const adminUserListQuerySchema = z.object({
  q: searchText(200, 'q'),
  role: roleSchema.optional(),
  active: z.enum(['true', 'false']).optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('-created'),
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
    .default(10),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  roles: z.array(roleSchema),
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  accountType: z.string(),
  selectedPlan: z.string().nullable(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
export type Page<T> = { items: T[]; page: number; pageSize: number; total: number };

export const adminUpdateUserRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email('Please enter a valid email address'))
    .optional(),
  firstName: nullableText(100, 'First name').optional(),
  lastName: nullableText(100, 'Last name').optional(),
  phone: nullableText(30, 'Phone').optional(),
  bio: nullableText(2000, 'Bio', { multiline: true }).optional(),
});
export type AdminUpdateUserRequest = z.input<typeof adminUpdateUserRequestSchema>;

export const setUserActiveRequestSchema = z.object({ isActive: z.boolean() });
export const changeRoleRequestSchema = z.object({ role: roleSchema });

/**
 * POST /api/admin/users: an account made by an admin. It has no password of its own: the
 * new user gets the standard reset link by e-mail and chooses one; the address counts as verified.
 */
export const adminCreateUserRequestSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address')),
  firstName: nullableText(100, 'First name'),
  lastName: nullableText(100, 'Last name'),
  phone: nullableText(30, 'Phone'),
  role: roleSchema.default('user'),
});
export type AdminCreateUserRequest = z.input<typeof adminCreateUserRequestSchema>;
