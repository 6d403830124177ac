import type { INestApplicationContext } from '@nestjs/common';
import { MembershipsService, PlansService } from '@market/billing';
import type { CreateListingPlan, CreateMembershipPlan } from '@market/contracts';
import type { AdminRequest, AuthUser } from '@market/platform';
import { DEMO_REPS } from './demo-people.js';

/** What a new user sees on the sign-up form and the premium listing offer (prices in cents). */
export const DEMO_MEMBERSHIP_PLANS: CreateMembershipPlan[] = [
  {
    name: 'Sales Rep Starter',
    description: 'A public rep profile, your own listings and buyer messages.',
    priceCents: 2999,
    tier: 'sales_reps',
    targetAudience: 'sales_reps',
  },
  {
    name: 'Sales Rep Pro',
    description: 'Everything in Starter, plus priority in the rep directory and lead reports.',
    priceCents: 5999,
    tier: 'sales_reps',
    targetAudience: 'sales_reps',
  },
  {
    name: 'Dealer Plus',
    description: 'For dealerships and their reps: team inventory and lead routing.',
    priceCents: 19900,
    tier: 'dealers',
    targetAudience: 'both',
  },
];

export const DEMO_LISTING_PLANS: CreateListingPlan[] = [
  {
    name: 'Featured Listing',
    description: 'Your listing on the home page carousel for 30 days.',
    priceCents: 1999,
    durationDays: 30,
    maxImages: 15,
    featuredPlacement: true,
  },
  {
    name: 'Priority Listing',
    description: 'Featured, shown first in search results, and shared on our social channels.',
    priceCents: 3999,
    durationDays: 30,
    maxImages: 25,
    featuredPlacement: true,
    priorityPlacement: true,
    socialMediaPromotion: true,
    analyticsAccess: true,
    contactFormLeads: true,
  },
];

/**
 * The demo's plans, made by the admin as the console would (audited), and a membership for
 * each demo rep (assigned by the admin, so their profiles stay published).
 */
export async function seedDemoBilling(
  app: INestApplicationContext,
  admin: AdminRequest,
  users: Map<string, AuthUser>,
): Promise<number> {
  const plans = app.get(PlansService);
  if ((await plans.membershipPlans()).length > 0) return 0;
  const created = [];
  for (const plan of DEMO_MEMBERSHIP_PLANS)
    created.push(await plans.createMembershipPlan(admin, plan));
  for (const plan of DEMO_LISTING_PLANS) await plans.createListingPlan(admin, plan);
  const memberships = app.get(MembershipsService);
  for (const rep of DEMO_REPS) {
    const user = users.get(rep.person.email);
    if (user) await memberships.assign(admin, user.id, created[0].id);
  }
  return created.length;
}
