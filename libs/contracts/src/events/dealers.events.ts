import { z } from 'zod';
import { defineEvent } from './envelope.js';

const dealerFields = {
  dealerId: z.uuid(),
  userId: z.uuid(),
  businessName: z.string(),
  businessPhone: z.string().nullable(),
  businessEmail: z.string().nullable(),
  /**
   * Shown to the public: approved, active, and its account not suspended. While false the
   * dealer's listings leave search and vehicle pages and cannot be featured. Absent in
   * events recorded before it existed (read them as status approved and active).
   */
  isPublic: z.boolean().optional(),
};

/** A dealer record exists for this account; listings links the user's new listings to it. */
export const dealerCreated = defineEvent('dealers.dealer.created', 1, z.object(dealerFields));

/**
 * The dealer's name, contact details or state changed. Same fields as `dealer.created`
 * (so listings can treat both as an upsert) plus the state.
 */
export const dealerUpdated = defineEvent(
  'dealers.dealer.updated',
  1,
  z.object({ ...dealerFields, status: z.enum(['pending', 'approved']), isActive: z.boolean() }),
);

/** A new application; notifications confirms receipt to the applicant. Never carries the password. */
export const applicationSubmitted = defineEvent(
  'dealers.application.submitted',
  1,
  z.object({
    applicationId: z.uuid(),
    email: z.string(),
    contactPerson: z.string(),
    businessName: z.string(),
  }),
);

/**
 * An admin approved an application. identity provisions the account from it, keyed by
 * `applicationId`: creates it (verified, dealer role, this password hash) or, when the
 * e-mail already has an account, adds the dealer role and keeps that account's password.
 * `passwordHash` is the platform hasher's output of the applicant's chosen password.
 */
export const applicationApproved = defineEvent(
  'dealers.application.approved',
  1,
  z.object({
    applicationId: z.uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    businessName: z.string(),
    passwordHash: z.string(),
    /** The approving admin; null when the embedded mode's demo data approves it. */
    approvedBy: z.uuid().nullable(),
    /**
     * The existing account that confirmed the application (signed in as it, or through the
     * link mailed to it). identity makes an existing account a dealer only when it is this one.
     */
    confirmedUserId: z.uuid().nullable().default(null),
  }),
);

/**
 * The application's e-mail belongs to an existing account that has not confirmed it:
 * notifications mails that address a link (`confirmUrl`, single use) to confirm it.
 */
export const applicationConfirmationRequested = defineEvent(
  'dealers.application.confirmation-requested',
  1,
  z.object({
    applicationId: z.uuid(),
    email: z.string(),
    contactPerson: z.string(),
    businessName: z.string(),
    confirmUrl: z.string(),
    expiresAt: z.string(),
  }),
);

/** An admin rejected an application; notifications tells the applicant (with the reason, if any). */
export const applicationRejected = defineEvent(
  'dealers.application.rejected',
  1,
  z.object({
    applicationId: z.uuid(),
    email: z.string(),
    contactPerson: z.string(),
    businessName: z.string(),
    reason: z.string().nullable(),
  }),
);

/**
 * The dealer record of an approved application exists and is active (first approval or a
 * re-approval after a reset). notifications sends the approval e-mail from it:
 * `accountCreated` says whether the applicant signs in with the password they chose (new
 * account) or with their existing one.
 */
export const dealerApproved = defineEvent(
  'dealers.dealer.approved',
  1,
  z.object({
    dealerId: z.uuid(),
    applicationId: z.uuid(),
    userId: z.uuid(),
    email: z.string(),
    contactPerson: z.string(),
    businessName: z.string(),
    accountCreated: z.boolean(),
  }),
);

/** An admin asked for a dealer's password reset; identity sends its standard reset e-mail. */
export const dealerPasswordResetRequested = defineEvent(
  'dealers.dealer.password-reset-requested',
  1,
  z.object({ dealerId: z.uuid(), userId: z.uuid(), requestedBy: z.uuid() }),
);

/**
 * A visitor's (or user's) message to a dealer or a sales rep, already validated and with
 * its recipient resolved. notifications stores it as a conversation message with id
 * `messageId` (so a redelivery stores nothing twice) and e-mails the recipient.
 */
export const contactRequested = defineEvent(
  'dealers.contact.requested',
  1,
  z.object({
    messageId: z.uuid(),
    context: z.enum(['dealer', 'sales_rep']),
    dealerId: z.uuid().nullable(),
    salesRepId: z.uuid().nullable(),
    recipientUserId: z.uuid(),
    recipientEmail: z.string(),
    recipientName: z.string(),
    /** The dealer's business name when a dealer is contacted. */
    businessName: z.string().nullable(),
    senderUserId: z.uuid().nullable(),
    senderFirstName: z.string(),
    senderLastName: z.string(),
    senderEmail: z.string(),
    senderPhone: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
  }),
);

/** Who a rep-affiliation mail goes to and what it is about, resolved by dealers. */
const affiliationFields = {
  affiliationId: z.uuid(),
  dealerId: z.uuid(),
  businessName: z.string(),
  /** The rep, when known (an invitation to an address that is no rep's yet has none). */
  repUserId: z.uuid().nullable(),
  repName: z.string().nullable(),
  recipientEmail: z.string(),
  recipientName: z.string().nullable(),
};

/** A rep asks to join a dealership; notifications e-mails the dealer. */
export const repAffiliationRequested = defineEvent(
  'dealers.rep-affiliation.requested',
  1,
  z.object(affiliationFields),
);

/** A dealer invites an e-mail address to join as a sales rep; notifications e-mails it. */
export const repAffiliationInvited = defineEvent(
  'dealers.rep-affiliation.invited',
  1,
  z.object({ ...affiliationFields, invitedEmail: z.string() }),
);

/** A request or an invitation was accepted or declined; notifications tells whoever asked. */
export const repAffiliationAnswered = defineEvent(
  'dealers.rep-affiliation.answered',
  1,
  z.object({
    ...affiliationFields,
    kind: z.enum(['request', 'invitation']),
    accepted: z.boolean(),
  }),
);
