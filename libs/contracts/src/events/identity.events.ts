import { z } from 'zod';
import { roleSchema } from '../api/users.js';
import { defineEvent } from './envelope.js';

const userRef = {
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
};

export const userRegistered = defineEvent(
  'identity.user.registered',
  1,
  z.object({
    ...userRef,
    accountType: z.enum(['private_seller', 'sales_rep']),
    selectedPlan: z.string().nullable(),
    roles: z.array(roleSchema),
    /**
     * A sales-rep sign-up pays before its e-mail is verified (so before it can sign in): the
     * sign-up answers a single-purpose token, billing receives its SHA-256 here and accepts it
     * for that account's membership checkout. Absent for other sign-ups.
     */
    checkoutTokenHash: z.string().nullable().optional(),
    /**
     * The affiliate code of the referral cookie the sign-up carried (set by a `?ref=` visit
     * within the last 30 days); affiliates attributes the sign-up to it. Absent otherwise.
     */
    referralCode: z.string().nullable().optional(),
    /** When the referral cookie was set (the 30-day window runs from it). */
    referralIssuedAt: z.string().nullable().optional(),
  }),
);

/** Asks notifications to send the verification e-mail; `verifyUrl` carries the single-use token. */
export const emailVerificationRequested = defineEvent(
  'identity.email-verification.requested',
  1,
  z.object({ ...userRef, verifyUrl: z.string(), expiresAt: z.string() }),
);

export const userVerified = defineEvent(
  'identity.user.verified',
  1,
  z.object({ ...userRef, accountType: z.enum(['private_seller', 'sales_rep']) }),
);

export const passwordResetRequested = defineEvent(
  'identity.password-reset.requested',
  1,
  z.object({ ...userRef, resetUrl: z.string(), expiresAt: z.string() }),
);

export const userDeactivated = defineEvent(
  'identity.user.deactivated',
  1,
  z.object({ userId: z.uuid(), byUserId: z.uuid().nullable() }),
);

export const userActivated = defineEvent(
  'identity.user.activated',
  1,
  z.object({ userId: z.uuid(), byUserId: z.uuid().nullable() }),
);

export const userRoleChanged = defineEvent(
  'identity.user.role-changed',
  1,
  z.object({ userId: z.uuid(), roles: z.array(roleSchema), byUserId: z.uuid().nullable() }),
);

/**
 * The account's public face changed (names, phone, verified e-mail, consent to show contact
 * details; by the user, an admin, or at creation); projections of sellers follow it.
 * `emailVerified` and `showContactDetails` are absent in events recorded before they existed.
 */
export const userProfileUpdated = defineEvent(
  'identity.user.profile-updated',
  1,
  z.object({
    ...userRef,
    phone: z.string().nullable(),
    emailVerified: z.boolean().optional(),
    /** Buyers may see this user's e-mail and phone; else only their name is shown. */
    showContactDetails: z.boolean().optional(),
  }),
);

export const userDeleted = defineEvent(
  'identity.user.deleted',
  1,
  z.object({ userId: z.uuid(), byUserId: z.uuid().nullable() }),
);

/**
 * identity's answer to `dealers.application.approved`: the account exists with the dealer
 * role. `created` is false when the e-mail already had an account (its password is kept)
 * or the application had been provisioned before (a re-approval after a reset).
 */
export const dealerAccountProvisioned = defineEvent(
  'identity.dealer-account.provisioned',
  1,
  z.object({ applicationId: z.uuid(), userId: z.uuid(), email: z.string(), created: z.boolean() }),
);

/**
 * The user's access tokens issued before `sessionVersion` are over (a role change, a
 * deactivation, a password change or reset): every process marks it in its cache, so the
 * guards refuse such a token from the next request on. Refresh tokens are not touched;
 * the next refresh issues a token of the new version (with the new roles).
 */
export const userSessionsRevoked = defineEvent(
  'identity.user.sessions-revoked',
  1,
  z.object({
    userId: z.uuid(),
    sessionVersion: z.number().int().min(1),
    reason: z.enum([
      'role-changed',
      'deactivated',
      'activated',
      'password-changed',
      'password-reset',
      'deleted',
    ]),
  }),
);

/** One session (a refresh-token family) ended: signed out, or its refresh token was reused. Its access tokens stop at once. */
export const sessionEnded = defineEvent(
  'identity.session.ended',
  1,
  z.object({
    userId: z.uuid(),
    sessionId: z.uuid(),
    reason: z.enum(['signed-out', 'refresh-reused']),
  }),
);

/**
 * Sign-ins to this account failed `failures` times within the hour: further attempts are
 * refused until `lockedUntil`, and notifications tells the owner.
 */
export const signInThrottled = defineEvent(
  'identity.sign-in.throttled',
  1,
  z.object({
    ...userRef,
    failures: z.number().int().min(1),
    lockedUntil: z.string(),
  }),
);

/**
 * identity's other answer to `dealers.application.approved`: the e-mail belongs to an
 * existing account that did not confirm the application, so that account is not made a
 * dealer. The dealers context puts the application back to pending and asks the account.
 */
export const dealerAccountRefused = defineEvent(
  'identity.dealer-account.refused',
  1,
  z.object({
    applicationId: z.uuid(),
    userId: z.uuid(),
    email: z.string(),
    reason: z.literal('unconfirmed'),
  }),
);

/**
 * One recipient's copy of an admin's broadcast e-mail: identity releases these at the
 * broadcast throttle's pace, notifications sends each one.
 */
export const broadcastMailRequested = defineEvent(
  'identity.broadcast.mail-requested',
  1,
  z.object({
    broadcastId: z.uuid(),
    ...userRef,
    subject: z.string(),
    message: z.string(),
  }),
);
