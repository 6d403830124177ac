import { type EventData, formatMoney } from '@market/contracts';
import { greeting, type RenderedEmail, render, type Site } from './email-templates.js';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

export function paymentReceiptEmail(
  site: Site,
  data: EventData<'billing.payment.succeeded'>,
): RenderedEmail {
  const amount = formatMoney(data.amountCents, data.currency);
  return render(site, {
    subject: `Your ${site.name} receipt: ${amount}`,
    greeting: greeting(null),
    paragraphs: [
      `Thank you for your payment of ${amount} on ${day(data.paidAt)}.`,
      `Paid for: ${data.description}.`,
      data.kind === 'membership'
        ? data.billingReason === 'renewal'
          ? 'Your membership has been renewed for another 30 days; you can manage it from your profile.'
          : 'Your membership is active now; you can manage it from your profile.'
        : 'Your premium listing is published with its placement now.',
      `Receipt number: ${data.paymentId}.`,
    ],
    action: {
      label: data.kind === 'membership' ? 'Go to your profile' : 'See your listing',
      url: `${site.url}${data.kind === 'membership' || !data.listingId ? '/profile' : `/vehicle/${data.listingId}`}`,
    },
    notes: ['Keep this e-mail as your receipt.'],
  });
}

export function paymentRefundedEmail(
  site: Site,
  data: EventData<'billing.payment.refunded'>,
): RenderedEmail {
  const amount = formatMoney(data.refundCents, data.currency);
  return render(site, {
    subject: `Your ${site.name} refund: ${amount}`,
    greeting: greeting(null),
    paragraphs: [
      `We refunded ${amount} of your payment for ${data.description}.`,
      'The money reaches your card within 5 to 10 business days, depending on your bank.',
      `Receipt number: ${data.paymentId}.`,
    ],
    action: { label: `Go to ${site.name}`, url: site.url },
    notes: [],
  });
}

export function membershipPastDueEmail(
  site: Site,
  data: EventData<'billing.membership.past-due'>,
): RenderedEmail {
  if (data.nextAttemptAt === null)
    return render(site, {
      subject: `Your ${site.name} membership has ended`,
      greeting: greeting(null),
      paragraphs: [
        `We could not charge your card for your ${data.planName} membership, so it has ended.`,
        'You can choose a plan again from your profile whenever you like.',
      ],
      action: { label: 'Go to your profile', url: `${site.url}/profile` },
      notes: [],
    });
  return render(site, {
    subject: `We could not renew your ${site.name} membership`,
    greeting: greeting(null),
    paragraphs: [
      `The renewal payment for your ${data.planName} membership did not go through.`,
      data.nextAttemptAt
        ? `Your membership is past due. We will try your card again on ${day(data.nextAttemptAt)}; if that payment fails too, the membership ends.`
        : `Your membership stays active until ${day(data.currentPeriodEnd)}. Please update your payment details before then to keep it.`,
    ],
    action: { label: 'Review your membership', url: `${site.url}/profile` },
    notes: [],
  });
}
