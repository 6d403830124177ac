import type { ListingContactService } from '@market/listings';
import type { DemoCast } from './demo-people-setup.js';
import { DEMO_SELLERS } from './demo-people.js';

/** What buyers ask private sellers in the demo (the seller answers in Messages). */
const QUESTIONS = [
  'Hi! Is this still available? I could come by on Saturday morning for a look.',
  'Has it had any accidents, and do you have the service records?',
];

/**
 * Private sellers' conversations in the demo: two other sellers write to the demo seller
 * (seller@wheelbase.test) about their first active listings, through the listings service
 * like the vehicle page's form, so their Messages show unread conversations.
 */
export async function sendSellerMessages(
  contact: ListingContactService,
  cast: DemoCast,
  listings: { id: string; creatorEmail: string; active: boolean }[],
): Promise<number> {
  const [seller, ...buyers] = DEMO_SELLERS.map((s) => s.person.email);
  const own = listings.filter((l) => l.creatorEmail === seller && l.active);
  let count = 0;
  for (const [i, buyerEmail] of buyers.slice(0, QUESTIONS.length).entries()) {
    const listing = own[i % Math.max(own.length, 1)];
    const buyer = cast.users.get(buyerEmail);
    if (!listing || !buyer) continue;
    await contact.message(
      buyer,
      listing.id,
      { subject: null, message: QUESTIONS[i] },
      'demo-marketplace',
    );
    count++;
  }
  return count;
}
