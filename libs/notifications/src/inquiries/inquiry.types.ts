import type { contactRoutes, financingRoutes, ParsedBodyOf } from '@market/contracts';

/** A contact form as parsed by the route's schema, with the sender's account when signed in. */
export type NewContactInquiry = ParsedBodyOf<typeof contactRoutes.submit> & {
  userId: string | null;
};

/** A pre-approval application as parsed by the route's schema, with the applicant's account when signed in. */
export type NewPreApproval = ParsedBodyOf<typeof financingRoutes.applyForPreApproval> & {
  userId: string | null;
};
