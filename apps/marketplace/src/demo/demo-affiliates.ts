import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { AffiliatesService, PayoutsService, ReferralsService } from '@market/affiliates';
import type { EventData } from '@market/contracts';
import { IdentityBootstrapService } from '@market/identity';
import type { AdminRequest } from '@market/platform';

const DAY = 86_400_000;

/** The demo affiliate's account (README: Demo accounts). */
export const DEMO_AFFILIATE = {
  email: 'affiliate@wheelbase.test',
  password: 'affiliate-demo-1',
  firstName: 'Alex',
  lastName: 'Affiliate',
  role: 'user' as const,
  phone: '(555) 010-0190',
};

/** The accounts the demo affiliate referred, and what each did since. */
const REFERRED = [
  { email: 'referred.buyer1@wheelbase.test', firstName: 'Casey', lastName: 'Lane' },
  { email: 'referred.buyer2@wheelbase.test', firstName: 'Jordan', lastName: 'Park' },
  { email: 'referred.buyer3@wheelbase.test', firstName: 'Morgan', lastName: 'Reed' },
  { email: 'referred.buyer4@wheelbase.test', firstName: 'Taylor', lastName: 'Brook' },
];

function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

function payment(
  userId: string,
  kind: 'listing' | 'membership',
  amountCents: number,
  description: string,
): EventData<'billing.payment.succeeded'> {
  return {
    paymentId: randomUUID(),
    sessionId: `cs_demo_${randomUUID().slice(0, 8)}`,
    providerPaymentId: null,
    email: null,
    description,
    paidAt: new Date().toISOString(),
    userId,
    kind,
    planId: kind === 'membership' ? randomUUID() : null,
    listingPlanId: kind === 'listing' ? randomUUID() : null,
    listingId: kind === 'listing' ? randomUUID() : null,
    amountCents,
    currency: 'usd',
    provider: 'sandbox',
  };
}

/**
 * The affiliate program's demo: an approved affiliate with clicks and referrals in every
 * state (pending, approved, paid, cancelled) and last-but-one month's payout, and one
 * application waiting for the admin. Made through the services' own methods.
 */
export async function seedDemoAffiliates(
  app: INestApplicationContext,
  admin: AdminRequest,
): Promise<number> {
  const identity = app.get(IdentityBootstrapService);
  const affiliates = app.get(AffiliatesService);
  const referrals = app.get(ReferralsService);
  const [user] = await identity.ensureDemoPeople([DEMO_AFFILIATE]);
  if (await affiliates.mine(user)) return 0;

  const applied = await affiliates.submitApplication(user, {
    firstName: DEMO_AFFILIATE.firstName,
    lastName: DEMO_AFFILIATE.lastName,
    email: DEMO_AFFILIATE.email,
    phone: DEMO_AFFILIATE.phone,
    website: 'https://drive-reviews.example',
    company: 'Drive Reviews',
    experienceLevel: 'advanced',
    promotionMethods: ['Blog', 'YouTube', 'Newsletter'],
    expectedReferrals: '26-50',
    additionalInfo: 'A car review blog with about 40,000 monthly readers.',
    agreeToTerms: true,
  });
  const approved = await affiliates.approve(admin, applied.application.id);
  const code = approved.affiliateCode!;
  for (let i = 0; i < 37; i++) await referrals.track(code);

  const people = await identity.ensureDemoPeople(
    REFERRED.map((p, i) => ({
      ...p,
      password: `referred-demo-${i + 1}-${randomUUID()}`,
      role: 'user' as const,
      phone: `(555) 010-02${10 + i}`,
    })),
  );
  const now = Date.now();
  const twoMonthsAgo = new Date(
    Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth() - 2, 12),
  );
  await referrals.transaction(async (manager) => {
    for (const [i, person] of people.entries()) {
      const signedUp = new Date(now - (60 - i * 10) * DAY);
      await referrals.registered(
        manager,
        {
          userId: person.id,
          email: person.email,
          firstName: REFERRED[i].firstName,
          lastName: REFERRED[i].lastName,
          accountType: 'private_seller',
          selectedPlan: null,
          roles: ['user'],
          referralCode: code,
          referralIssuedAt: new Date(signedUp.getTime() - 2 * DAY).toISOString(),
        },
        signedUp.toISOString(),
      );
    }
    const [buyer1, buyer2, buyer3, buyer4] = people;
    // Pending: a premium listing bought this week (inside the refund hold).
    await referrals.paymentSucceeded(
      manager,
      payment(buyer1.id, 'listing', 3999, 'Priority Listing'),
    );
    // Approved: a membership three weeks ago (past the hold).
    const membership = payment(buyer2.id, 'membership', 19900, 'Dealer Plus');
    await referrals.paymentSucceeded(manager, membership);
    await manager.query(
      `UPDATE affiliates.affiliate_referrals SET created_at = $2 WHERE payment_id = $1`,
      [membership.paymentId, new Date(now - 21 * DAY)],
    );
    // Paid: a dealer referral two months ago, in that month's payout.
    const dealerId = randomUUID();
    await referrals.dealerApproved(manager, {
      dealerId,
      applicationId: randomUUID(),
      userId: buyer3.id,
      email: buyer3.email,
      contactPerson: `${REFERRED[2].firstName} ${REFERRED[2].lastName}`,
      businessName: 'Reed Auto Sales',
      accountCreated: false,
    });
    await manager.query(
      `UPDATE affiliates.affiliate_referrals SET created_at = $2 WHERE source_id = $1`,
      [`dealer:${dealerId}`, twoMonthsAgo],
    );
    // Cancelled: a premium listing that was refunded.
    const refunded = payment(buyer4.id, 'listing', 1999, 'Featured Listing');
    await referrals.paymentSucceeded(manager, refunded);
    await referrals.paymentRefunded(manager, {
      ...refunded,
      refundCents: refunded.amountCents,
      refundedCents: refunded.amountCents,
      refundedAt: new Date().toISOString(),
    });
  });
  await referrals.approveHeld();
  await app.get(PayoutsService).run(admin, monthOf(twoMonthsAgo));

  // One application waiting for the admin's decision.
  await affiliates.submitApplication(undefined, {
    firstName: 'Jamie',
    lastName: 'Rivera',
    email: 'jamie.rivera@wheelbase.test',
    website: 'https://jamie-rides.example',
    company: null,
    experienceLevel: 'beginner',
    promotionMethods: ['Instagram'],
    expectedReferrals: '1-10',
    additionalInfo: null,
    agreeToTerms: true,
  });
  return 2;
}
