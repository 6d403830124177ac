import {
  DEFAULT_COMMISSION_RATE_PERCENT,
  MINIMUM_PAYOUT_CENTS,
  REFERRAL_COOKIE_DAYS,
} from '@market/contracts';
import {
  ArrowRightIcon,
  ButtonLink,
  CalendarIcon,
  ChartIcon,
  ClockIcon,
  ImageIcon,
} from '../../../ui';
import '../affiliates.css';

const BENEFITS = [
  {
    icon: <ChartIcon />,
    title: `Earn up to ${DEFAULT_COMMISSION_RATE_PERCENT}% commission`,
    text: 'Earn on memberships and vehicle sales you refer, 25% of every premium listing, and a fixed bonus for each dealer who joins through you.',
  },
  {
    icon: <ClockIcon />,
    title: `${REFERRAL_COOKIE_DAYS}-day cookie`,
    text: `A visitor who arrives through your link is yours for ${REFERRAL_COOKIE_DAYS} days, also when they sign up later.`,
  },
  {
    icon: <CalendarIcon />,
    title: 'Monthly payouts',
    text: `Approved commissions are paid every month once they reach $${MINIMUM_PAYOUT_CENTS / 100}.`,
  },
  {
    icon: <ImageIcon />,
    title: 'Ready-made banners',
    text: 'Leaderboard, rectangle and skyscraper banners carrying your own referral link, ready to download.',
  },
];

/** /affiliate: what the program offers, and Join Now. */
export function AffiliateLanding() {
  return (
    <div className="affiliate-page stack stack--lg">
      <header className="affiliate-hero">
        <p className="affiliate-hero__eyebrow">Affiliate Program</p>
        <h1 className="page-title">Earn by sharing great vehicles</h1>
        <p className="page-lead">
          Recommend our marketplace to your audience and earn up to{' '}
          {DEFAULT_COMMISSION_RATE_PERCENT}% commission on the customers you send us.
        </p>
        <div className="cluster">
          <ButtonLink to="/affiliate-application" size="lg" icon={<ArrowRightIcon />}>
            Join Now
          </ButtonLink>
          <ButtonLink to="/affiliate-terms" variant="secondary" size="lg">
            Read the Terms
          </ButtonLink>
        </div>
      </header>
      <section aria-labelledby="affiliate-benefits-title">
        <h2 id="affiliate-benefits-title" className="affiliate-section-title">
          Why join
        </h2>
        <ul className="affiliate-benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="card card--padded affiliate-benefit">
              <span className="icon-tile" aria-hidden="true">
                {benefit.icon}
              </span>
              <h3 className="affiliate-benefit__title">{benefit.title}</h3>
              <p className="text-muted">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="affiliate-steps-title" className="card card--padded stack">
        <h2 id="affiliate-steps-title" className="affiliate-section-title">
          How it works
        </h2>
        <ol className="affiliate-steps">
          <li>
            <strong>Apply</strong> — tell us about yourself and how you promote. We answer within 24
            hours.
          </li>
          <li>
            <strong>Share your link</strong> — once approved, your dashboard shows your referral
            link and banners.
          </li>
          <li>
            <strong>Get paid</strong> — follow clicks, referrals and commissions on your dashboard;
            we pay monthly.
          </li>
        </ol>
        <div className="cluster">
          <ButtonLink to="/affiliate-application">Join Now</ButtonLink>
          <ButtonLink to="/affiliate-dashboard" variant="ghost">
            Affiliate Dashboard
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
