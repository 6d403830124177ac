import { z } from 'zod';
import { DEALER_TEXTS, salesRepSchema } from './dealers.js';

/**
 * A sales rep joins a dealership only with the dealer's consent: the rep asks and the
 * dealer accepts (a request), or the dealer invites the rep by e-mail and the rep accepts
 * (an invitation). docs/dealers-api.md lists the routes.
 */
export const REP_AFFILIATION_TEXTS = {
  chooseDealer: 'Please choose a dealer from the list',
  alreadyWithDealer: 'You already work with this dealer.',
  requestSent: 'Request sent. The dealer will see it on their dashboard.',
  joinedByInvitation: 'This dealer had already invited you: you have joined the dealership.',
  alreadyInvited: 'This address already has a pending invitation from your dealership.',
  alreadyYourRep: 'This sales rep already works with your dealership.',
  invitationSent: 'Invitation sent.',
  notPending: 'This request was already answered or withdrawn.',
  notFound: 'Request not found',
  dealershipInactive:
    'Your dealership is not active: it cannot invite or accept sales reps until it is.',
  repNotFound: 'This sales rep is not in your dealership.',
  needsConsent: 'A dealer has to accept you first: ask to join from your dashboard.',
} as const;

export const repAffiliationKindSchema = z.enum(['request', 'invitation']);
export const repAffiliationStatusSchema = z.enum(['pending', 'accepted', 'declined', 'cancelled']);

export const repAffiliationSchema = z.object({
  id: z.uuid(),
  /** `request`: the rep asked the dealer; `invitation`: the dealer invited an e-mail address. */
  kind: repAffiliationKindSchema,
  status: repAffiliationStatusSchema,
  dealer: z.object({ id: z.uuid(), businessName: z.string() }),
  /** The rep (always for a request; for an invitation once the address is a rep's). */
  rep: z
    .object({
      id: z.uuid(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .nullable(),
  /** The address an invitation went to. */
  invitedEmail: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type RepAffiliation = z.infer<typeof repAffiliationSchema>;

/** POST /api/my/sales-rep/dealership/requests */
export const repJoinRequestSchema = z.object({
  dealerId: z.uuid(REP_AFFILIATION_TEXTS.chooseDealer),
});
export type RepJoinRequest = z.input<typeof repJoinRequestSchema>;

/** POST /api/my/dealer/reps/invitations */
export const repInvitationRequestSchema = z.object({
  email: z
    .string({ error: DEALER_TEXTS.requiredFields })
    .trim()
    .min(1, DEALER_TEXTS.requiredFields)
    .max(254, 'Email must be at most 254 characters')
    .toLowerCase()
    .pipe(z.email(DEALER_TEXTS.invalidEmail)),
});
export type RepInvitationRequest = z.input<typeof repInvitationRequestSchema>;

/** GET /api/my/sales-rep/dealership: the rep's dealer, their pending request, invitations to them. */
export const myDealershipSchema = z.object({
  dealer: z.object({ id: z.uuid(), businessName: z.string() }).nullable(),
  request: repAffiliationSchema.nullable(),
  invitations: z.array(repAffiliationSchema),
});
export type MyDealership = z.infer<typeof myDealershipSchema>;

/** GET /api/my/dealer/reps: the dealership's reps, reps asking to join, invitations not yet answered. */
export const myDealerRepsSchema = z.object({
  reps: z.array(salesRepSchema),
  requests: z.array(repAffiliationSchema),
  invitations: z.array(repAffiliationSchema),
});
export type MyDealerReps = z.infer<typeof myDealerRepsSchema>;
