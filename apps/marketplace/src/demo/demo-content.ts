import type { VehicleCategory } from '@market/contracts';
import type { BodyType, PaintName, SceneName } from '@market/demo';

/** Each home page's hero: its words and the vehicle its background shows. */
export const DEMO_HEROES: Record<
  VehicleCategory,
  { title: string; subtitle: string; body: BodyType; paint: PaintName; scene: SceneName }
> = {
  cars: {
    title: 'Find your next car',
    subtitle: 'Thousands of miles of choice from trusted dealers and private sellers near you.',
    body: 'suv',
    paint: 'Blue',
    scene: 'dusk',
  },
  motorcycles: {
    title: 'Ride something new',
    subtitle: 'Cruisers, sport bikes and adventure tourers, inspected and ready for the road.',
    body: 'adventure',
    paint: 'Orange',
    scene: 'dusk',
  },
  trucks: {
    title: 'Trucks that work as hard as you',
    subtitle: 'Pickups, box trucks and Class 8 tractors from dealers who know work trucks.',
    body: 'semi',
    paint: 'Red',
    scene: 'lot',
  },
};

/** What buyers wrote about the demo dealers (approved by the admin). */
export const DEMO_REVIEWS: { rating: number; title: string; text: string }[] = [
  {
    rating: 5,
    title: 'Easy from start to finish',
    text: 'Fair price, no pressure, and the vehicle was detailed and ready when I arrived.',
  },
  {
    rating: 4,
    title: 'Good service',
    text: 'Helpful staff and quick paperwork. The trade-in offer could have been a little better.',
  },
  {
    rating: 5,
    title: 'Exactly as described',
    text: 'The inspection report matched the vehicle exactly, down to the small scratch on the bumper.',
  },
  {
    rating: 5,
    title: 'Would buy here again',
    text: 'They answered every question by e-mail the same day and had the financing ready before I came in.',
  },
  {
    rating: 3,
    title: 'Fine, but slow',
    text: 'Good vehicle and price, but the delivery took a week longer than promised.',
  },
];

/** Buyers' first messages to dealers and reps. */
export const DEMO_MESSAGES: string[] = [
  'Hi, is this still available? I could come by on Saturday morning for a test drive.',
  'Could you send me the service records and tell me if there is any room on the price?',
  'Do you take trade-ins? I have a 2015 Honda Civic with 98,000 miles.',
  'What would the monthly payment be with $5,000 down over 60 months?',
  'Is the warranty transferable, and when were the tires last replaced?',
];
