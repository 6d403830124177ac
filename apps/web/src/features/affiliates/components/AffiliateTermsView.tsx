import {
  AFFILIATE_TERMS_UPDATED,
  DEALER_REFERRAL_MAX_CENTS,
  DEALER_REFERRAL_MIN_CENTS,
  DEFAULT_COMMISSION_RATE_PERCENT,
  MINIMUM_PAYOUT_CENTS,
  PREMIUM_LISTING_COMMISSION_PERCENT,
  REFERRAL_COOKIE_DAYS,
} from '@market/contracts';
import { Link } from 'react-router-dom';
import { BackLink, ButtonLink } from '../../../ui';
import { formatCalendarDate } from '../labels';
import '../affiliates.css';

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

/** /affiliate-terms: the affiliate terms of SPEC.md §9, dated. */
export function AffiliateTermsView() {
  return (
    <article className="affiliate-page affiliate-terms">
      <BackLink to="/affiliate">Back to the Affiliate Program</BackLink>
      <header className="stack stack--sm">
        <h1 className="page-title">Affiliate Terms and Conditions</h1>
        <p className="text-muted">
          Last updated:{' '}
          <time dateTime={AFFILIATE_TERMS_UPDATED}>
            {formatCalendarDate(AFFILIATE_TERMS_UPDATED)}
          </time>
        </p>
      </header>
      <div className="prose">
        <p>
          These terms govern your participation in our affiliate program. By applying you agree to
          them; they apply from the day your application is approved.
        </p>

        <h2>1. Joining the program</h2>
        <p>
          Anyone of legal age with a website, social media presence, newsletter or other audience
          may apply. We review every application and answer within 24 hours. We may decline an
          application without giving a reason. Once approved you receive a unique affiliate code and
          a referral link.
        </p>

        <h2>2. Your referral link and cookie</h2>
        <p>
          Your referral link has the form <code>{'{our address}'}?ref=YOUR_CODE</code>. When a
          visitor arrives through it we store a first-party cookie for {REFERRAL_COOKIE_DAYS} days.
          If the visitor signs up within those {REFERRAL_COOKIE_DAYS} days, the account is
          attributed to you, and so are the purchases that account makes later. The last link
          followed before the sign-up counts; an account is attributed only once.
        </p>

        <h2>3. Commissions</h2>
        <table>
          <caption className="visually-hidden">Commission rates</caption>
          <thead>
            <tr>
              <th scope="col">What your referral does</th>
              <th scope="col">Your commission</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Vehicle sales and memberships</td>
              <td>
                5–10% of the amount paid, at your personal rate (new affiliates start at{' '}
                {DEFAULT_COMMISSION_RATE_PERCENT}%)
              </td>
            </tr>
            <tr>
              <td>Premium listings</td>
              <td>{PREMIUM_LISTING_COMMISSION_PERCENT}% of the amount paid</td>
            </tr>
            <tr>
              <td>Dealer referrals (a dealer you referred is approved)</td>
              <td>
                A fixed {dollars(DEALER_REFERRAL_MIN_CENTS)}–{dollars(DEALER_REFERRAL_MAX_CENTS)}{' '}
                per dealer
              </td>
            </tr>
          </tbody>
        </table>
        <p>
          A new commission is pending while the payment can still be refunded, then approved. A
          partly refunded payment lowers its commission to the share kept; a full refund cancels it.
        </p>

        <h2>4. Payments</h2>
        <ul>
          <li>We pay approved commissions monthly, for the previous calendar month.</li>
          <li>
            The minimum payout is {dollars(MINIMUM_PAYOUT_CENTS)}. A smaller balance is carried over
            to the following month.
          </li>
          <li>Payments are made by bank transfer or to your connected payout account.</li>
        </ul>

        <h2>5. What is not allowed</h2>
        <ul>
          <li>Referring yourself or your own accounts; such referrals earn nothing.</li>
          <li>Spam, misleading claims, or posing as our company or its staff.</li>
          <li>Bidding on our brand name in paid search, or cookie stuffing of any kind.</li>
          <li>Promoting us next to illegal, hateful or adult content.</li>
        </ul>
        <p>
          We may withhold commissions earned in breach of these terms and suspend the affiliate
          account.
        </p>

        <h2>6. Suspension and ending</h2>
        <p>
          You may leave the program at any time by contacting us. We may suspend or end an affiliate
          account that breaks these terms. While an account is suspended its link stops tracking and
          payouts wait until the account is reactivated.
        </p>

        <h2>7. Changes to these terms</h2>
        <p>
          We give at least 30 days notice by e-mail of any material change to these terms. If you
          keep promoting us after the change takes effect, you accept the new terms.
        </p>

        <h2>8. Questions</h2>
        <p>
          Write to us through the <Link to="/contact">contact form</Link>; we answer within 24
          hours.
        </p>
      </div>
      <div className="cluster">
        <ButtonLink to="/affiliate-application">Apply Now</ButtonLink>
        <BackLink to="/affiliate">Back to the Affiliate Program</BackLink>
      </div>
    </article>
  );
}
