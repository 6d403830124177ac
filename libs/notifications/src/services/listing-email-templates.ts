import type { EventData } from '@market/contracts';
import { greeting, type RenderedEmail, render, type Site } from './email-templates.js';

/** The fraud pre-screen held a private seller's listing: what it found and what happens next. */
export function listingHeldEmail(
  site: Site,
  data: EventData<'listings.listing.flagged'>,
): RenderedEmail {
  return render(site, {
    subject: `Your listing "${data.title}" is being reviewed`,
    greeting: greeting(data.firstName),
    paragraphs: [
      `Your listing "${data.title}" is saved but not live yet: our automatic checks found something our team will look at first.`,
      ...data.reasons.map((reason) => `• ${reason}`),
      'We review held listings within 24 hours. If something above is a mistake in your listing, you can correct it now; the listing goes live once it is approved.',
    ],
    action: { label: 'View your listing', url: `${site.url}/vehicle/${data.listingId}` },
    notes: ['If you think this is wrong, reply to this e-mail or contact support.'],
  });
}
