import { BadgeCheckIcon, ChartIcon, ClockIcon, ShieldIcon } from '../../../ui';

const BENEFITS = [
  {
    icon: <ClockIcon />,
    title: 'Quick answer',
    text: 'Apply in minutes and hear back within 24-48 hours.',
  },
  {
    icon: <ShieldIcon />,
    title: 'No obligation',
    text: 'Pre-approval is free and does not commit you to a loan or a vehicle.',
  },
  {
    icon: <ChartIcon />,
    title: 'Know your budget',
    text: 'Shop with a monthly payment you are comfortable with, before you talk price.',
  },
  {
    icon: <BadgeCheckIcon />,
    title: 'Any vehicle',
    text: 'New, used or certified pre-owned cars, motorcycles and trucks, from dealers and private sellers.',
  },
];

/** SPEC §2 Financing benefits cards. */
export function FinancingBenefits() {
  return (
    <section aria-labelledby="financing-benefits-title" className="stack">
      <h2 id="financing-benefits-title" className="financing__section-title">
        Why finance with us
      </h2>
      <ul className="financing__benefits">
        {BENEFITS.map((b) => (
          <li key={b.title} className="financing__benefit">
            <span className="icon-tile" aria-hidden="true">
              {b.icon}
            </span>
            <h3 className="financing__benefit-title">{b.title}</h3>
            <p className="text-sm text-muted">{b.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
