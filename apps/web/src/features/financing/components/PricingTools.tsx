import { useState } from 'react';
import {
  calculatePayment,
  DEFAULT_INTEREST_RATE,
  DEFAULT_LOAN_TERM,
  type Listing,
} from '@market/contracts';
import { Button, ButtonLink, ChartIcon, BadgeCheckIcon, StockIcon } from '../../../ui';
import { financingVehicleOf, formatCents } from '../vehicle';
import { PreApprovalDialog } from './PreApprovalDialog';
import { TradeInDialog } from './TradeInDialog';
import './financing.css';

/** /financing opened with this vehicle: ?vehicle= keeps it across a reload, ?price= starts the calculator. */
export function financingPathOf(listing: Pick<Listing, 'id' | 'price'>): string {
  return `/financing?${new URLSearchParams({ vehicle: listing.id, price: String(listing.price) }).toString()}`;
}

/**
 * SPEC §2 vehicle page Pricing Tools: Get Pre-Approved (the application, carrying this
 * vehicle), Payment Calculator (/financing at this price) and Trade-In Value.
 */
export function PricingTools({ listing }: { listing: Listing }) {
  const [open, setOpen] = useState<'pre-approval' | 'trade-in' | null>(null);
  const estimate = calculatePayment({ price: listing.price });
  return (
    <div className="stack stack--sm">
      {estimate.ok ? (
        <p className="pricing-tools__estimate">
          Est. <strong>{formatCents(estimate.value.monthlyPayment)}/mo</strong> over{' '}
          {DEFAULT_LOAN_TERM} months at {DEFAULT_INTEREST_RATE}% APR with nothing down.
        </p>
      ) : null}
      <Button block icon={<BadgeCheckIcon />} onClick={() => setOpen('pre-approval')}>
        Get Pre-Approved
      </Button>
      <ButtonLink to={financingPathOf(listing)} variant="secondary" block icon={<ChartIcon />}>
        Payment Calculator
      </ButtonLink>
      <Button variant="secondary" block icon={<StockIcon />} onClick={() => setOpen('trade-in')}>
        Trade-In Value
      </Button>
      {open === 'pre-approval' ? (
        <PreApprovalDialog vehicle={financingVehicleOf(listing)} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'trade-in' ? <TradeInDialog onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
