import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { listingRoutes } from '@market/contracts';
import { routeQuery } from '../../../lib/query';
import { Button, Card, CardBody, PageHeader } from '../../../ui';
import { priceFromQuery } from '../calculatorForm';
import { financingVehicleOf, formatDollars } from '../vehicle';
import { FinancingBenefits } from './FinancingBenefits';
import { FinancingFaq } from './FinancingFaq';
import { PaymentCalculator } from './PaymentCalculator';
import { type LoanRequest, PreApprovalDialog } from './PreApprovalDialog';
import './financing.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /financing (SPEC §2 Financing): calculator, benefits, the pre-approval call to action and
 * FAQ. Opened from a vehicle (?vehicle={id}&price={price}) it names the vehicle, starts the
 * calculator at its price and sends it with the application; a reload keeps all of it.
 */
export function FinancingView() {
  const [params] = useSearchParams();
  const vehicleId = params.get('vehicle');
  const listing = useQuery({
    ...routeQuery(listingRoutes.get, { params: { id: vehicleId ?? '' } }),
    enabled: !!vehicleId && UUID.test(vehicleId),
  });
  const vehicle = listing.data ? financingVehicleOf(listing.data) : null;
  const [applying, setApplying] = useState<{ loan: LoanRequest | null } | null>(null);
  const initialPrice = vehicle?.details.price ?? priceFromQuery(params.get('price'));
  // The calculator starts from the vehicle's price once it is known (the URL's until then).
  const calculatorKey = vehicle ? `vehicle-${vehicle.id}` : 'plain';

  return (
    <div className="stack stack--lg financing">
      <PageHeader
        title={vehicle ? `Financing for the ${vehicle.details.title}` : 'Auto Financing'}
        lead={
          vehicle
            ? `Listed at ${formatDollars(vehicle.details.price)}. Work out your monthly payment and get pre-approved for this vehicle.`
            : 'Work out your monthly payment, then get pre-approved in minutes — with no obligation.'
        }
      />
      <PaymentCalculator
        key={calculatorKey}
        initialPrice={initialPrice}
        onApply={(loan) => setApplying({ loan })}
      />
      <Card as="section" aria-labelledby="pre-approval-title" className="financing__cta">
        <CardBody className="financing__cta-body">
          <div>
            <h2 id="pre-approval-title" className="card__title">
              {vehicle ? `Get pre-approved for the ${vehicle.details.title}` : 'Get pre-approved'}
            </h2>
            <p className="text-muted">
              Know your budget before you shop. Applying takes about five minutes, and we answer
              within 24-48 hours.
            </p>
          </div>
          <Button size="lg" onClick={() => setApplying({ loan: null })}>
            {vehicle ? 'Get Pre-Approved for This Vehicle' : 'Get Pre-Approved'}
          </Button>
        </CardBody>
      </Card>
      <FinancingBenefits />
      <FinancingFaq />
      {applying ? (
        <PreApprovalDialog
          vehicle={vehicle}
          loan={applying.loan}
          onClose={() => setApplying(null)}
        />
      ) : null}
    </div>
  );
}
