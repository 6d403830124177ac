import type { CreateSiteReview, NewsCategory } from '@market/contracts';
import type { BodyType, PaintName, SceneName } from '@market/demo';

export interface DemoArticle {
  title: string;
  excerpt: string;
  author: string;
  category: NewsCategory;
  /** Days before the demo is made. */
  daysAgo: number;
  cover: { body: BodyType; paint: PaintName; scene: SceneName; facing: 'left' | 'right' };
  body: string;
}

/** The news a new installation shows: written for this marketplace's buyers and sellers. */
export const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: 'Used-vehicle prices ease for a third month: what it means for buyers and sellers',
    excerpt:
      'Average asking prices for three-year-old SUVs and sedans slipped again, while pickups held firm. Here is how to read the numbers before you list or make an offer.',
    author: 'Maya Thompson',
    category: 'industry',
    daysAgo: 2,
    cover: { body: 'suv', paint: 'Silver', scene: 'lot', facing: 'left' },
    body: `Asking prices for used vehicles fell for the third month in a row, but the drop is far from even. Compact SUVs and midsize sedans between three and five years old led the decline, while full-size pickups and work trucks barely moved.

## Why prices are easing

- **More off-lease supply.** Leases signed in 2022 and 2023 are ending, and many of those vehicles reach dealer lots with low mileage.
- **Higher financing costs.** Buyers who finance compare the monthly payment, not the sticker price, and sellers are adjusting.
- **New-car incentives are back** on several popular models, which pulls shoppers away from nearly-new used vehicles.

## If you are selling

Price against what is actually for sale near you, not last year's numbers. Search your make, model and year on the [listings page](/listings), filter by mileage, and place your asking price within the range you see. Listings with ten or more photos and a decoded VIN get noticeably more messages: the VIN decoder on the listing form fills in the trim details buyers search for.

## If you are buying

This is a good moment to negotiate, especially on SUVs that have been listed for more than a month. Save the vehicles you like and turn on **price-drop alerts** in [Email Alerts](/email-alerts): you will hear about a reduction the day it happens.

Trucks are the exception. Demand from contractors and fleets keeps pickup prices steady, so expect less room to bargain there.`,
  },
  {
    title: 'Long-term review: 12 months and 18,000 miles with a hybrid crossover',
    excerpt:
      'We bought a two-year-old hybrid crossover through a dealer on this site and drove it for a year. Fuel economy, running costs, and the one thing we would check before buying.',
    author: 'Daniel Okafor',
    category: 'reviews',
    daysAgo: 6,
    cover: { body: 'hatchback', paint: 'Blue', scene: 'dusk', facing: 'right' },
    body: `A year ago we bought a two-year-old hybrid crossover with 24,000 miles from one of the dealers listed here. Twelve months and 18,000 miles later, here is how it went.

## Fuel economy

We averaged **41.3 mpg** across commuting, two road trips and a winter with plenty of short cold-start runs. Summer highway driving reached 44 mpg; the worst month, January, came in at 36.

## Running costs

| Item | Cost |
| --- | --- |
| Two oil changes | $148 |
| Tire rotation and alignment | $95 |
| Cabin and engine air filters | $62 |
| Wiper blades | $34 |

No repairs, no warning lights. The brakes still have more than half their pads left, which is typical for a hybrid that does most of its slowing with regenerative braking.

## What we liked

Quiet in town, an easy 450-mile range on a tank, and a back seat that fits two child seats without drama.

## What we would check before buying

Ask for the **hybrid battery health report**. Our dealer provided one without being asked, and it is the single most useful document for a used hybrid. If a seller cannot produce it, a hybrid specialist can run the test for about $100.

**Verdict:** a sensible, cheap-to-run choice, and one of the easiest used vehicles to recommend right now.`,
  },
  {
    title: 'Electric pickups on the used market: five things to know before you buy',
    excerpt:
      'The first wave of electric pickups is reaching the used market. Range after winter, charging at home, towing and what the warranty covers for a second owner.',
    author: 'Priya Raman',
    category: 'trends',
    daysAgo: 11,
    cover: { body: 'pickup', paint: 'White', scene: 'studio', facing: 'left' },
    body: `Electric pickups from the first model years are now arriving as trade-ins, and listings on this site have tripled since spring. If you are tempted, these are the questions that matter.

## 1. Real range, not the sticker

Ask the seller for the range shown at a full charge. Cold weather can take 25–35% off, and towing can halve it. A truck that shows 90% of its original range at a full charge is in good shape.

## 2. Home charging

A Level 2 charger (240 V) adds 25–40 miles of range per hour. Budget $1,200–$2,500 for installation if you do not have one; many utilities offer rebates.

## 3. Towing

Electric pickups tow well, but plan charging stops every 100–150 miles with a trailer. For regular long-distance towing a diesel is still the easier tool.

## 4. Battery warranty

Most makers cover the battery for 8 years or 100,000 miles, and the warranty **transfers to the next owner**. Check the in-service date: the clock starts when the first owner took delivery.

## 5. Price against gasoline trucks

Use the filters on the [trucks page](/trucks) to compare similar years and mileage. Electric pickups currently list for 10–15% more than comparable gasoline trucks, but running costs are lower: our [financing calculator](/financing) helps you compare monthly payments.`,
  },
  {
    title: 'How our VIN decoder fills in your listing, and why buyers trust decoded listings',
    excerpt:
      'Seventeen characters carry the make, model, year, engine and plant of every vehicle. Here is what the decoder on the listing form reads, what it cannot know, and how it protects buyers.',
    author: 'Chris Delgado',
    category: 'technology',
    daysAgo: 17,
    cover: { body: 'sedan', paint: 'Red', scene: 'studio', facing: 'right' },
    body: `Every vehicle built for the North American market since 1981 carries a 17-character Vehicle Identification Number. When you type it into the **Add Listing** form, our decoder reads it against the national vehicle database and fills in the form for you.

## What the VIN tells us

- **Characters 1–3:** the manufacturer and country.
- **Characters 4–8:** model, body style, engine and restraint system.
- **Character 9:** a check digit: a mathematical test that catches almost every typo.
- **Character 10:** the model year.
- **Character 11:** the assembly plant.
- **Characters 12–17:** the serial number.

From these, the form gets the make, model, year, fuel type, transmission and engine. You still choose the condition, colour, mileage and price: a VIN cannot know how the vehicle was looked after.

## Why it matters to buyers

A decoded VIN means the basic facts of a listing come from the manufacturer, not from memory. We also compare the decoded make, model and year with what the seller entered: a mismatch puts the listing on hold for a review before it goes live. That check stops most copy-paste scams before a buyer ever sees them.

## Tips for sellers

Type the VIN from the windshield plate or the door-jamb sticker, not from old paperwork. If the decoder says the check digit is wrong, one character is mistyped: O and 0, I and 1 are the usual suspects (the letters I, O and Q never appear in a VIN).`,
  },
  {
    title: 'Spring auction and dealer open-house calendar',
    excerpt:
      'From public auctions to dealer open houses with test-drive days, here are the events worth a trip this spring, and how to prepare if you plan to bid.',
    author: 'Maya Thompson',
    category: 'events',
    daysAgo: 24,
    cover: { body: 'coupe', paint: 'Yellow', scene: 'lot', facing: 'left' },
    body: `Spring is the busiest season for vehicle events. Here is what is coming up, and how to get the most out of a day at an auction or an open house.

## Public auctions

Public auctions sell repossessed, fleet and trade-in vehicles, usually as-is. Most publish their run list a week ahead with VINs: look each one up, and bring a printout of comparable listings from this site so you know your ceiling before the bidding starts.

- Register the day before; most auctions need a photo ID and a deposit.
- Arrive early for the preview: you can start the engine but not drive.
- Add the buyer's fee (often 5–10%) to your maximum bid.

## Dealer open houses

Several dealers in our [dealer directory](/dealers) hold open-house weekends with extended test drives, on-site financing pre-approval and trade-in appraisals. Follow a dealer's profile page for their inventory and contact details, and send them a message to book a slot.

## Motorcycle season openers

Riding season starts with demo days from the major brands: free test rides on current models, with your own gear and a valid motorcycle licence. Browse [motorcycles for sale](/motorcycles) to see what the bikes you ride are worth used.

## Before you go

Get pre-approved: the [financing page](/financing) shows what a monthly payment looks like at today's rates, and a pre-approval letter makes your offer stronger at any event.`,
  },
  {
    title: 'Selling privately: a seven-step checklist for a fast, safe sale',
    excerpt:
      'Private sellers on this site get their best results when the listing is complete and the hand-over is planned. The checklist our most successful sellers follow.',
    author: 'Daniel Okafor',
    category: 'industry',
    daysAgo: 31,
    cover: { body: 'cruiser', paint: 'Black', scene: 'dusk', facing: 'right' },
    body: `Private sellers who sell within two weeks have one thing in common: a complete, honest listing and a plan for the hand-over. Here is their checklist.

1. **Gather the paperwork.** Title, service records, the owner's manual and both keys. Check whether there is a lien to pay off first.
2. **Clean and photograph in daylight.** Ten to twelve photos: all four corners, the dashboard with the odometer, the seats, the trunk or cargo bed, the tires and any damage. The first photo becomes the main one in search.
3. **Decode the VIN** on the listing form so the make, model, year and engine are exact.
4. **Price from real listings.** Search your make and model near you and place your price among comparable mileage.
5. **Answer messages quickly.** Buyers contact several sellers at once; the first reply often gets the viewing.
6. **Meet safely.** Daylight, a public place, and a friend along. Go on the test drive yourself and check the buyer's licence first.
7. **Get paid safely.** Cash counted at a bank, or a cashier's check you verify by calling the issuing bank. Never hand over the title before the money has cleared.

Once the vehicle is sold, mark the listing **Sold** from your listings page, so buyers stop asking and you keep the record.`,
  },
];

/** What demo users wrote about the marketplace (approved by the admin). */
export const DEMO_SITE_REVIEWS: CreateSiteReview[] = [
  {
    reviewerName: 'Sam S.',
    rating: 5,
    title: 'Sold my Civic in nine days',
    text: 'The VIN decoder filled in almost everything, so the listing took ten minutes. Three serious buyers messaged the first weekend and the second one bought it at my asking price.',
    pros: 'Fast listing form\nMessages arrive by e-mail too',
    cons: 'I wish I could schedule viewings from the site',
    wouldRecommend: true,
    vehicleMake: 'Honda',
    vehicleModel: 'Civic',
    vehicleYear: 2017,
    vehicleTrim: 'EX',
  },
  {
    reviewerName: 'Emily C.',
    rating: 5,
    title: 'Price-drop alert saved me $1,800',
    text: 'I saved four SUVs and turned on price-drop alerts. One dropped by $1,800 two weeks later, I got the e-mail that morning and bought it that afternoon.',
    pros: 'Alerts are instant\nSaved listings with notes',
    cons: null,
    wouldRecommend: true,
    vehicleMake: 'Toyota',
    vehicleModel: 'RAV4',
    vehicleYear: 2020,
    vehicleTrim: 'XLE',
  },
  {
    reviewerName: 'David N.',
    rating: 4,
    title: 'Good selection of bikes',
    text: 'Found a clean adventure bike from a dealer two hours away. The dealer profile with reviews made me comfortable making the trip. Search filters could use engine size.',
    pros: 'Lots of motorcycles, honest dealer reviews',
    cons: 'No filter for engine displacement',
    wouldRecommend: true,
    vehicleMake: 'BMW',
    vehicleModel: 'R 1250 GS',
    vehicleYear: 2021,
    vehicleTrim: null,
  },
  {
    reviewerName: 'Sofia R.',
    rating: 3,
    title: 'Fine, but the first seller never answered',
    text: 'The first two sellers I messaged never replied, which was frustrating. The third was a dealer who answered within the hour and the car was exactly as described.',
    pros: 'Accurate listings',
    cons: 'Some private sellers are slow to reply',
    wouldRecommend: true,
    vehicleMake: 'Mazda',
    vehicleModel: 'CX-5',
    vehicleYear: 2019,
    vehicleTrim: 'Touring',
  },
  {
    reviewerName: 'Luis H.',
    rating: 5,
    title: 'Easiest way to find a work truck',
    text: 'Filtered by diesel and under 100,000 miles, found three F-250s within 50 miles and bought the cleanest one. The financing calculator helped me settle on a budget before I called.',
    pros: 'Truck filters, financing calculator',
    cons: null,
    wouldRecommend: true,
    vehicleMake: 'Ford',
    vehicleModel: 'F-250',
    vehicleYear: 2018,
    vehicleTrim: 'Lariat',
  },
  {
    reviewerName: 'Marcus B.',
    rating: 4,
    title: 'Our dealership gets real leads',
    text: 'We list our whole inventory here. Messages come from buyers who have actually read the listing, and the dealer dashboard shows which vehicles get the views.',
    pros: 'Quality leads\nSimple inventory management',
    cons: 'Bulk photo upload could be faster',
    wouldRecommend: true,
    vehicleMake: 'Chevrolet',
    vehicleModel: 'Silverado 1500',
    vehicleYear: 2022,
    vehicleTrim: 'LT',
  },
  {
    reviewerName: 'Hannah K.',
    rating: 2,
    title: 'Listing was fine, buyers were not',
    text: 'I had a few low-ball offers and one buyer who wanted to pay by gift card (I reported it and the account was gone the next day). I eventually sold it, but it took a month.',
    pros: 'Support reacted quickly to my report',
    cons: 'Too many low offers',
    wouldRecommend: false,
    vehicleMake: 'Nissan',
    vehicleModel: 'Altima',
    vehicleYear: 2016,
    vehicleTrim: 'SV',
  },
];

/** Two banners, so the placements show something on a new installation. */
export const DEMO_BANNERS = [
  {
    name: 'Get pre-approved for financing in minutes',
    position: 'home-below-search',
    size: 'leaderboard',
    linkUrl: '/financing',
    headline: 'Get pre-approved in minutes',
    subline: 'Know your budget before you shop — no impact on your credit score',
    cta: 'Check your rate',
  },
  {
    name: 'Become a dealer partner',
    position: 'news-sidebar',
    size: 'rectangle',
    linkUrl: '/dealer-application',
    headline: 'Sell more vehicles',
    subline: 'Reach buyers near you with a dealer profile and inventory tools',
    cta: 'Apply now',
  },
] as const;
