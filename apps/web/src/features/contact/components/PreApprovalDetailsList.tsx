import {
  employmentTypeLabels,
  type PreApprovalDetails,
  preApprovalVehicleTypeLabels,
} from '@market/contracts';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
});
const money = (n: number | null) => (n === null ? '—' : usd.format(n));

/** Every field of a pre-approval application (SPEC §3), for the admin. */
export function PreApprovalDetailsList({ details }: { details: PreApprovalDetails }) {
  const years = details.employmentLengthMonths / 12;
  const rows: [string, string][] = [
    [
      'Vehicle',
      details.vehicleDetails
        ? `${details.vehicleDetails.title} (${usd.format(details.vehicleDetails.price)})`
        : '—',
    ],
    ['Vehicle type', preApprovalVehicleTypeLabels[details.vehicleType]],
    ['Loan', `${money(details.desiredLoanAmount)} over ${details.desiredLoanTerm} months`],
    ['Down payment', money(details.downPaymentAmount)],
    ['Date of birth', details.dateOfBirth],
    ['Address', `${details.streetAddress}, ${details.city}, ${details.state} ${details.zipCode}`],
    [
      'Employment',
      `${employmentTypeLabels[details.employmentType]}: ${details.jobTitle} at ${details.employerName}`,
    ],
    [
      'Time at job',
      `${Number.isInteger(years) ? years : years.toFixed(1)} years (${details.employmentLengthMonths} months)`,
    ],
    ['Annual income', money(details.annualIncome)],
    ['Monthly housing', money(details.monthlyHousingPayment)],
    ['Monthly debts', money(details.monthlyDebtPayments)],
    [
      'Credit score',
      details.estimatedCreditScore ? `${details.estimatedCreditScore}+` : 'Not sure',
    ],
  ];
  return (
    <details>
      <summary className="text-sm">Application details</summary>
      <dl className="detail-list">
        {rows.map(([label, value]) => (
          <div key={label} className="detail-list__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
