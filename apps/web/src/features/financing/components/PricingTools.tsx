import { lazy, Suspense, useState } from 'react';
import { DEFAULT_INTEREST_RATE, DEFAULT_LOAN_TERM, type Listing } from '@market/contracts';
import { Button, ButtonLink, ChartIcon, BadgeCheckIcon, StockIcon } from '../../../ui';
import { monthlyPayment } from '../../market';
import { financingVehicleOf, formatCents } from '../vehicle';

// The dialogs (and their forms' schemas, zod with them) load on the first click, not with
// the vehicle page.
const PreApprovalDialog = lazy(() =>
  import('./PreApprovalDialog').then((module) => ({ default: module.PreApprovalDialog })),
);
const TradeInDialog = lazy(() =>
  import('./TradeInDialog').then((module) => ({ default: module.TradeInDialog })),
);
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
  // The calculator's formula (calculatePayment) with nothing down, from the market feature's
  // copy: the contracts' one would bring their zod chunk to every vehicle page.
  const payment = monthlyPayment(listing.price, {
    months: DEFAULT_LOAN_TERM,
    annualRatePercent: DEFAULT_INTEREST_RATE,
    downPaymentPercent: 0,
  });
  return (
    <div className="stack stack--sm">
      {payment !== null ? (
        <p className="pricing-tools__estimate">
          Est. <strong>{formatCents(Math.round(payment * 100) / 100)}/mo</strong> over{' '}
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
      <Suspense fallback={null}>
        {open === 'pre-approval' ? (
          <PreApprovalDialog vehicle={financingVehicleOf(listing)} onClose={() => setOpen(null)} />
        ) : null}
        {open === 'trade-in' ? <TradeInDialog onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </div>
  );
}
