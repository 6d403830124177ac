import { type EventData, formatMoney } from '@market/contracts';
import { greeting, type RenderedEmail, render, type Site } from './email-templates.js';

/** The applicant's receipt (SPEC.md §8: the affiliate team answers within 24 hours). */
export function affiliateApplicationReceivedEmail(
  site: Site,
  data: EventData<'affiliates.application.submitted'>,
): RenderedEmail {
  return render(site, {
    subject: `We received your ${site.name} affiliate application`,
    greeting: greeting(data.firstName),
    paragraphs: [
      `Thank you for applying to the ${site.name} affiliate program.`,
      "We'll review your application and contact you within 24 hours.",
      'Once approved, you get your own referral link and can start earning commissions.',
    ],
    action: { label: 'Read the affiliate terms', url: `${site.url}/affiliate-terms` },
    notes: ['If you did not apply, you can ignore this e-mail.'],
  });
}

/** The admins' notice of a new application, with what they need to decide. */
export function affiliateApplicationAdminEmail(
  site: Site,
  data: EventData<'affiliates.application.submitted'>,
): RenderedEmail {
  const name = `${data.firstName} ${data.lastName}`;
  return render(site, {
    subject: `New affiliate application: ${name}`,
    greeting: 'Hello,',
    paragraphs: [
      `${name} (${data.email}) applied to the affiliate program.`,
      `Company: ${data.companyName ?? '—'}. Website: ${data.website ?? '—'}.`,
      `Experience: ${data.experienceLevel}. Promotion: ${data.promotionMethods.join(', ')}.`,
    ],
    action: { label: 'Review in the admin console', url: `${site.url}/admin?tab=affiliates` },
    notes: [],
  });
}

export function affiliateApprovedEmail(
  site: Site,
  data: EventData<'affiliates.affiliate.approved'>,
): RenderedEmail {
  return render(site, {
    subject: `Welcome to the ${site.name} affiliate program`,
    greeting: greeting(data.firstName),
    paragraphs: [
      'Your affiliate application is approved.',
      `Your affiliate code is ${data.affiliateCode}. Share your referral link: ${data.referralLink}`,
      `You earn ${data.commissionRatePercent}% on memberships and 25% on premium listings bought by the people you refer, and a fixed amount for each dealer you refer. Payouts are monthly, from $50.`,
    ],
    action: { label: 'Open your affiliate dashboard', url: `${site.url}/affiliate-dashboard` },
    notes: ['Sign in with the address this e-mail was sent to, or create an account with it.'],
  });
}

export function affiliatePayoutEmail(
  site: Site,
  data: EventData<'affiliates.payout.paid'>,
): RenderedEmail {
  const amount = formatMoney(data.amountCents);
  return render(site, {
    subject: `Your ${site.name} affiliate payout for ${data.month}: ${amount}`,
    greeting: greeting(data.firstName),
    paragraphs: [
      `We are paying you ${amount} in commissions for ${data.month} (${data.referralCount} referral${data.referralCount === 1 ? '' : 's'}).`,
      data.paymentMethod === 'stripe_connect'
        ? 'The transfer goes to your connected Stripe account.'
        : 'The bank transfer reaches your account within a few business days.',
    ],
    action: { label: 'See your referrals', url: `${site.url}/affiliate-dashboard` },
    notes: [],
  });
}
