import { z } from 'zod';
import {
  changePasswordRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  resendVerificationRequestSchema,
  sessionResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  verifyEmailRequestSchema,
  meSchema,
} from '../api/auth.js';
import {
  adminCreateUserRequestSchema,
  adminUpdateUserRequestSchema,
  adminUserListQuerySchema,
  adminUserSchema,
  changeRoleRequestSchema,
  pageOf,
  setUserActiveRequestSchema,
  updateProfileRequestSchema,
} from '../api/users.js';
import { auditLogPageSchema, auditLogQuerySchema } from '../api/audit.js';
import {
  adminAnalyticsQuerySchema,
  adminAnalyticsSchema,
  systemStatusSchema,
} from '../api/analytics.js';
import { broadcastSchema, createBroadcastRequestSchema } from '../api/broadcasts.js';
import { routeGroup } from '../http/route.js';
import { idParams } from './params.js';

const messageSchema = z.object({ message: z.string() });

/** GET /api/auth/jwks: the public keys access tokens are signed with (RFC 7517). */
export const jsonWebKeySetSchema = z.object({
  keys: z.array(
    z.object({
      kty: z.string(),
      crv: z.string(),
      x: z.string(),
      y: z.string(),
      kid: z.string(),
      alg: z.string(),
      use: z.literal('sig'),
    }),
  ),
});

export const authRoutes = routeGroup('auth', {
  signUp: {
    method: 'POST',
    path: '/auth/sign-up',
    summary: 'Create an account; a verification mail follows',
    auth: 'public',
    body: signUpRequestSchema,
    response: signUpResponseSchema,
    status: 201,
    errors: ['EMAIL_TAKEN'],
  },
  signIn: {
    method: 'POST',
    path: '/auth/sign-in',
    summary: 'Sign in; the refresh token is set as an httpOnly cookie',
    auth: 'public',
    body: signInRequestSchema,
    response: sessionResponseSchema,
    errors: ['INVALID_CREDENTIALS', 'ACCOUNT_SUSPENDED', 'EMAIL_NOT_VERIFIED', 'SIGN_IN_THROTTLED'],
  },
  refresh: {
    method: 'POST',
    path: '/auth/refresh',
    summary: 'A new access token from the refresh cookie (rotated on each use)',
    auth: 'public',
    response: sessionResponseSchema,
    errors: ['NO_SESSION', 'ACCOUNT_SUSPENDED'],
  },
  signOut: {
    method: 'POST',
    path: '/auth/sign-out',
    summary: 'End the session of the refresh cookie',
    auth: 'public',
    response: null,
  },
  changePassword: {
    method: 'POST',
    path: '/auth/change-password',
    summary: "Change the signed-in user's password; every other session ends, this one goes on",
    auth: 'signed-in',
    body: changePasswordRequestSchema,
    response: sessionResponseSchema,
    errors: ['INVALID_CREDENTIALS'],
  },
  jwks: {
    method: 'GET',
    path: '/auth/jwks',
    summary: 'The public keys access tokens are signed with, by kid (RFC 7517)',
    auth: 'public',
    response: jsonWebKeySetSchema,
  },
  verifyEmail: {
    method: 'POST',
    path: '/auth/verify-email',
    summary: "Confirm the e-mail address with the mailed link's token",
    auth: 'public',
    body: verifyEmailRequestSchema,
    response: messageSchema,
  },
  resendVerification: {
    method: 'POST',
    path: '/auth/resend-verification',
    summary: 'Mail the verification link again',
    auth: 'public',
    body: resendVerificationRequestSchema,
    response: messageSchema,
    status: 202,
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/auth/password-reset/request',
    summary: 'Mail a password reset link',
    auth: 'public',
    body: passwordResetRequestSchema,
    response: messageSchema,
    status: 202,
  },
  confirmPasswordReset: {
    method: 'POST',
    path: '/auth/password-reset/confirm',
    summary: "Set a new password with the reset link's token",
    auth: 'public',
    body: passwordResetConfirmSchema,
    response: messageSchema,
  },
});

export const meRoutes = routeGroup('profile', {
  get: {
    method: 'GET',
    path: '/me',
    summary: 'The signed-in user',
    auth: 'signed-in',
    response: meSchema,
  },
  update: {
    method: 'PATCH',
    path: '/me',
    summary: "Update the signed-in user's names, phone and bio",
    auth: 'signed-in',
    body: updateProfileRequestSchema,
    response: meSchema,
  },
});

const admin = { roles: ['admin'] } as const;

export const adminUserRoutes = routeGroup('admin-users', {
  list: {
    method: 'GET',
    path: '/admin/users',
    summary: 'Users, filtered and paged',
    auth: admin,
    query: adminUserListQuerySchema,
    response: pageOf(adminUserSchema),
  },
  create: {
    method: 'POST',
    path: '/admin/users',
    summary: 'Create an account; its owner gets a link by e-mail to choose a password',
    auth: admin,
    body: adminCreateUserRequestSchema,
    response: adminUserSchema,
    status: 201,
    errors: ['EMAIL_TAKEN'],
  },
  get: {
    method: 'GET',
    path: '/admin/users/:id',
    summary: 'One user',
    auth: admin,
    params: idParams,
    response: adminUserSchema,
    errors: ['NOT_FOUND'],
  },
  update: {
    method: 'PATCH',
    path: '/admin/users/:id',
    summary: "Edit a user's e-mail, names, phone and bio",
    auth: admin,
    params: idParams,
    body: adminUpdateUserRequestSchema,
    response: adminUserSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  setActive: {
    method: 'PUT',
    path: '/admin/users/:id/active',
    summary: 'Activate or deactivate (suspend) a user',
    auth: admin,
    params: idParams,
    body: setUserActiveRequestSchema,
    response: adminUserSchema,
    errors: ['NOT_FOUND', 'LAST_ADMIN'],
  },
  changeRole: {
    method: 'PUT',
    path: '/admin/users/:id/role',
    summary: "Change a user's role",
    auth: admin,
    params: idParams,
    body: changeRoleRequestSchema,
    response: adminUserSchema,
    errors: ['NOT_FOUND', 'LAST_ADMIN'],
  },
  delete: {
    method: 'DELETE',
    path: '/admin/users/:id',
    summary: 'Delete a user',
    auth: admin,
    params: idParams,
    response: null,
    errors: ['NOT_FOUND', 'LAST_ADMIN'],
  },
  auditLog: {
    method: 'GET',
    path: '/admin/audit-log',
    summary:
      'Every admin action of every context, and account events: newest first, filtered, by cursor',
    auth: admin,
    query: auditLogQuerySchema,
    response: auditLogPageSchema,
  },
});

/** The admin read models identity keeps beside the audit log: the analytics projection. */
export const adminAnalyticsRoutes = routeGroup('admin-analytics', {
  get: {
    method: 'GET',
    path: '/admin/analytics',
    summary:
      'Daily sign-ups, new listings, leads and dealer applications, from the analytics projection',
    auth: admin,
    query: adminAnalyticsQuerySchema,
    response: adminAnalyticsSchema,
  },
  systemStatus: {
    method: 'GET',
    path: '/admin/system-status',
    summary:
      'Health checks and event lag (outboxes, consumer groups) as the serving process sees them',
    auth: admin,
    response: systemStatusSchema,
  },
});

/** The Settings tab's broadcast e-mail: sent to an audience at a throttled pace, with progress. */
export const adminBroadcastRoutes = routeGroup('admin-broadcasts', {
  create: {
    method: 'POST',
    path: '/admin/broadcasts',
    summary:
      'Send an e-mail to every active account of an audience (throttled; follow it with get)',
    auth: admin,
    body: createBroadcastRequestSchema,
    response: broadcastSchema,
    status: 202,
  },
  get: {
    method: 'GET',
    path: '/admin/broadcasts/:id',
    summary: "A broadcast's progress",
    auth: admin,
    params: idParams,
    response: broadcastSchema,
    errors: ['NOT_FOUND'],
  },
});
