import {
  type AccountType,
  billingRoutes,
  type CheckoutResponse,
  formatMoney,
  type MembershipPlan,
} from '@market/contracts';
import { isApiError } from '../../lib/api';
import { apiCall } from '../../lib/apiCall';
import type { RadioOption } from '../../ui';

export const ACCOUNT_TYPE_OPTIONS: RadioOption<AccountType>[] = [
  {
    value: 'private_seller',
    label: 'Private Seller',
    description: 'Sell your own vehicles. Basic listings are free.',
  },
  {
    value: 'sales_rep',
    label: 'Sales Rep',
    description: 'Manage listings for your clients with a monthly membership.',
  },
];

/** The plans of GET /api/billing/plans as the sign-up form offers them (SPEC §9: per month, in dollars). */
export function planOptions(plans: MembershipPlan[]): RadioOption<string>[] {
  return plans.map((plan) => ({
    value: plan.id,
    label: `${plan.name} — ${formatMoney(plan.priceCents, plan.currency)}/month`,
    description: plan.description ?? undefined,
  }));
}

/**
 * The new account's membership checkout. Billing learns of the account from identity's event a
 * moment after the sign-up answers, so a refused token is tried again a few times.
 */
export async function startMembershipCheckout(
  planId: string,
  signUpToken: string,
): Promise<CheckoutResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiCall(billingRoutes.checkout, { body: { planId, signUpToken } });
    } catch (error) {
      if (!isApiError(error, 'UNAUTHORIZED') || attempt >= 8) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * (attempt + 1)));
    }
  }
}

export const PLAN_REQUIRED_MESSAGE = 'Please select a membership plan to continue.';
