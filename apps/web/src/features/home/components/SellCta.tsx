import { ButtonLink, ClockIcon, ShieldIcon, UserIcon } from '../../../ui';
import { signInPath, useAuth } from '../../auth';

const REASONS = [
  {
    Icon: ShieldIcon,
    title: 'Trusted sellers',
    text: 'Dealers are verified before they can list.',
  },
  {
    Icon: ClockIcon,
    title: 'Live within 24 hours',
    text: 'Listings are reviewed and published within a day.',
  },
  { Icon: UserIcon, title: 'Real people', text: 'Message dealers and sales reps directly.' },
];

export function SellCta() {
  const { user } = useAuth();
  return (
    <section className="home-section" aria-labelledby="why-title">
      <h2 id="why-title" className="home-section__title">
        Why Wheelbase
      </h2>
      <ul className="reason-grid">
        {REASONS.map(({ Icon, title, text }) => (
          <li key={title} className="reason">
            <span className="reason__icon" aria-hidden="true">
              <Icon />
            </span>
            <h3 className="reason__title">{title}</h3>
            <p className="text-muted">{text}</p>
          </li>
        ))}
      </ul>
      <div className="sell-band">
        <div>
          <h2 className="sell-band__title">Ready to sell your vehicle?</h2>
          <p className="sell-band__text">Basic listings are free for individual sellers.</p>
        </div>
        <ButtonLink
          to={user ? '/add-listing' : signInPath('/add-listing')}
          size="lg"
          variant="secondary"
          className="sell-band__button"
        >
          List your vehicle
        </ButtonLink>
      </div>
    </section>
  );
}
