import type { AccountType } from '@market/contracts';
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

/**
 * Membership plans come from the billing service once it exists; until then the one
 * sales-rep plan is offered here and recorded with the account.
 */
export const SALES_REP_PLAN_OPTIONS: RadioOption<string>[] = [
  {
    value: 'sales-rep-monthly',
    label: 'Sales Rep Monthly',
    description: 'Unlimited listings, a public rep profile and buyer messages. Billed monthly.',
  },
];

export const PLAN_REQUIRED_MESSAGE = 'Please select a membership plan to continue.';
