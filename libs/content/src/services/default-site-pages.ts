/**
 * The FAQ and legal texts a new installation starts with (admins edit them afterwards).
 * They describe how this product works; keep them true when the product changes.
 */

/** SPEC.md §2 FAQ: the eight questions, in the spec's order. */
export const DEFAULT_FAQ: { question: string; answer: string }[] = [
  {
    question: 'How do I list my vehicle for sale?',
    answer:
      'Create a free account, then choose "Sell" (or open /add-listing). Enter the VIN to fill in the make, model, year, fuel type and transmission, check the details, set your price and location, and add up to 10 photos: drag them into order, rotate any that are sideways, and the first one becomes the main photo.\n\nYour listing goes live as soon as you save it, and buyers can find it in search within a few seconds. You can find all your listings again under your profile.',
  },
  {
    question: 'What fees do you charge for listing a vehicle?',
    answer:
      'Private sellers list for free. Dealers and sales representatives choose a monthly membership plan, and any seller can buy a listing plan for extra visibility (featured placement, priority in search, more photos); each plan shows its price and duration before you pay.\n\nBuyers never pay us anything: browsing, saving vehicles, messaging sellers and e-mail alerts are free.',
  },
  {
    question: 'How do I contact a seller?',
    answer:
      'Open the vehicle and use the contact form on its page. Your message goes straight to the dealer, the sales representative or the private seller, who answers by e-mail or phone. If you are signed in, the conversation is also kept under Messages in your profile.\n\nFor your safety, keep the first contact on this site and never send a deposit before you have seen the vehicle.',
  },
  {
    question: 'How do I become a verified dealer?',
    answer:
      'Fill in the dealer application (Dealers → "Apply to Become a Dealer") with your business details, licence number and logo. We check the licence and contact details and answer within 2-3 business days.\n\nOnce approved, your dealership gets a public profile page with its inventory and reviews, a dealer dashboard, and the ability to add sales representatives to your team.',
  },
  {
    question: 'How can I save vehicles I am interested in?',
    answer:
      'Select the heart on any vehicle card or vehicle page while signed in. Your saved vehicles are listed under Saved Listings, where you can add a private note to each one and remove the ones you no longer want. Signed out, the heart takes you to sign in first.',
  },
  {
    question: 'Can I edit or delete my listing after it is posted?',
    answer:
      'Yes. Open your listings (My Listings for private sellers, the dealer or sales rep listings page for businesses) and choose Edit to change any detail or the photos, or Delete to remove the listing for good. You can also mark a vehicle as sold or pending, so buyers stop asking about it while you keep the record.',
  },
  {
    question: 'What payment methods do you accept?',
    answer:
      "Membership and listing plans are paid by card (Visa, Mastercard, American Express and Discover) through our payment provider's secure checkout; we never see or store your card number. Memberships renew monthly until you cancel.\n\nThe price of a vehicle itself is paid to the seller, not to us: agree on the method with the seller, and prefer a bank transfer or cashier's check you can verify with the bank.",
  },
  {
    question: 'How do I report a suspicious listing?',
    answer:
      'Use "Report this listing" on the vehicle page, choose a reason and tell us what you noticed; you do not need to be signed in. Our team reviews every report within 24 hours and can take the listing down or suspend the seller.\n\nTell-tale signs: a price far below similar vehicles, a seller who asks for payment before a viewing or by gift card, or photos that also appear in another seller\'s ad. You can also write to us through the Contact page.',
  },
];

export const TERMS_LAST_UPDATED = '2025-01-15';

export const DEFAULT_TERMS = `These terms govern your use of this website and its services (the "Service"), an online marketplace where private sellers, dealers and sales representatives list cars, motorcycles and trucks, and buyers find and contact them. By creating an account or using the Service you agree to these terms.

## 1. Who may use the Service

You must be at least 18 years old and able to enter into a binding contract. You are responsible for everything done with your account, so keep your password to yourself and tell us at once if you think someone else has used it.

## 2. Accounts and roles

A private seller account is free. Dealer accounts are opened after we approve a dealer application; sales representative accounts may require a membership plan. We may refuse an application, and we may suspend or close an account that breaks these terms: a suspended account can still sign in only to sign out.

## 3. Listings

When you list a vehicle you promise that:

- you own the vehicle or are authorised by the owner (or, for a dealer, that it is in your inventory) to sell it;
- the description, price, mileage, condition, VIN and photos are accurate and the photos show the vehicle listed;
- the vehicle is not stolen, subject to an undisclosed lien, or subject to an open safety recall you have not disclosed.

We may check listings automatically (for example, that a VIN's check digit and decoded make, model and year match the form, or that photos are not copied from another seller) and hold, edit or remove any listing that appears misleading or fraudulent.

## 4. We are a venue, not a party to the sale

Sales are made directly between buyers and sellers. We do not own, inspect or guarantee any vehicle, and we are not a party to any contract of sale. Inspect the vehicle, check its history and title, and agree the payment method with the seller yourself.

## 5. Fees and payments

Membership and listing plans are charged at the price shown at checkout, in US dollars. Memberships renew every 30 days until cancelled; a cancelled membership stays active until the end of the period already paid. Card payments are processed by our payment provider; we never receive your full card number.

## 6. Reviews and messages

Reviews must describe your own experience, be honest and contain no personal data of others, no hate speech and no advertising. We moderate reviews before they are published and may hide or delete any review. Messages sent through the Service must relate to a vehicle or business listed on it; no spam.

## 7. Affiliates

Affiliates earn commissions under the separate Affiliate Terms. Referral links record the visit in a cookie for 30 days.

## 8. Content you provide

You keep the rights in the text and photos you upload, and you grant us a worldwide, non-exclusive, royalty-free licence to host, resize, display and promote them on the Service for as long as they are listed.

## 9. Prohibited use

Do not scrape the Service, probe or overload it, bypass its security or rate limits, post content that is unlawful or infringes someone else's rights, or use it to collect other users' contact details.

## 10. Liability

The Service is provided "as is". To the extent the law allows, we are not liable for indirect or consequential loss, or for the acts of buyers and sellers, and our total liability to you is limited to the fees you paid us in the 12 months before the claim.

## 11. Changes

We may change these terms. We will give at least 30 days' notice of material changes by e-mail and on this page; continuing to use the Service after that date means you accept the new terms.

## 12. Contact

Questions about these terms: use the [Contact page](/contact).
`;

export const DEFAULT_PRIVACY = `This policy explains what personal data we keep when you use this vehicle marketplace, why, for how long, and what you can ask us to do with it.

## 1. What we keep

- **Account data:** your e-mail address, a password hash (never the password itself), first and last name, phone number and bio if you add them, your role (private seller, dealer, sales representative, administrator) and whether your account is active.
- **Listings and photos** you publish, with their location (city, state, zip code), and view counts.
- **Dealer and sales representative profiles:** business name, address, phone, website, licence number, logo, team membership, and the dealer application you sent.
- **Messages and inquiries** you send to sellers or to us (name, e-mail, phone if given, subject, message), and reviews you write.
- **Saved listings and e-mail alert preferences.**
- **Payments:** which plan you bought, when and for how much. Card details are handled by our payment provider; we never receive them.
- **Security records:** sign-in times, the IP address and browser of administrator actions (the audit log), and short-lived request logs.

## 2. Why we use it

To run your account and listings, to pass your messages to the seller you contact, to send the e-mails you asked for, to keep the marketplace safe (fraud screening of listings, rate limits, moderation), to charge for plans you buy, and to meet legal obligations.

## 3. E-mails

We send account e-mails (verify your address, reset your password, application and payment results) and notifications of messages sent to you; these are part of the Service. E-mail alerts and newsletters are sent only if you subscribe, and every one has a link to stop them.

## 4. Cookies

- **Session cookie** (\`wb_refresh\`): keeps you signed in; httpOnly, valid for the length of your session, removed when you sign out.
- **Affiliate referral cookie:** when you arrive through an affiliate's link (\`?ref=CODE\`), the code is kept for 30 days so the affiliate is credited if you sign up or buy a plan. It holds only the code.
- **Preferences** kept in your browser's storage (such as the last site settings shown), which never leave your device.

We use no advertising or cross-site tracking cookies. Banner impressions and clicks are counted per banner, not per person.

## 5. Who sees your data

Sellers see what you write to them. Your public profile, listings and reviews are visible to everyone (reviews show your chosen name, never your e-mail). Our processors (hosting, e-mail delivery, payment provider) act on our instructions only. We do not sell personal data.

## 6. How long we keep it

- Account data: while your account exists, and deleted within 30 days of closing it.
- Listings: while live, then 12 months after they are deleted or marked sold, for fraud investigations.
- Messages and inquiries: 24 months.
- Payment records: 7 years, as tax law requires.
- Request logs: 30 days; the administrator audit log: 2 years.

## 7. Your rights and deleting your account

You can see and correct your details on your profile page at any time. To delete your account, send a request through the [Contact page](/contact) from the e-mail address of the account: we close it, remove your listings, saved listings and alerts, and delete the account data within 30 days (payment records are kept as above). You may also ask for a copy of your data or object to a use of it.

## 8. Security

Passwords are stored as salted hashes, connections are encrypted, and access to personal data within our team is limited to those who need it.

## 9. Changes

We will announce material changes to this policy on this page and by e-mail at least 30 days before they apply.
`;
