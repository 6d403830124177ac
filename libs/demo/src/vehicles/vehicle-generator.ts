import type { Condition, FuelType, Transmission, VehicleCategory } from '@market/contracts';
import type { BodyType } from '../photos/bodies.js';
import { type PaintName } from '../photos/paint.js';
import { ANNUAL_MILES, askingPrice } from './pricing.js';
import type { Random } from './random.js';

/** What a generated listing says about its vehicle (the listing input's fields, plus its photos' body and paint). */
export interface GeneratedVehicle {
  category: VehicleCategory;
  make: string;
  model: string;
  /** For titles and descriptions. */
  makeLabel: string;
  modelLabel: string;
  body: BodyType;
  paint: PaintName;
  year: number;
  price: number;
  mileage: number;
  condition: Condition;
  transmission: Transmission;
  fuelType: FuelType;
  engine: string | null;
  exteriorColor: string;
  interiorColor: string | null;
  features: string[];
  description: string;
  locationCity: string;
  locationState: string;
  locationZip: string;
}

export interface VehicleChoice {
  category: VehicleCategory;
  make: string;
  model: string;
  makeLabel: string;
  modelLabel: string;
  body: BodyType;
  msrp: number;
  engine?: string;
  fuel?: FuelType;
  since?: number;
  /** Known models run on what they are sold with; unknown ones get the market's mix. */
  known?: boolean;
}

export interface Place {
  city: string;
  state: string;
  zip: string;
}

/** Exterior colours as often as buyers see them on the road, per kind of vehicle. */
const COLOUR_SHARES: Record<VehicleCategory, readonly (readonly [PaintName, number])[]> = {
  cars: [
    ['White', 24],
    ['Black', 20],
    ['Gray', 17],
    ['Silver', 12],
    ['Blue', 10],
    ['Red', 10],
    ['Green', 2],
    ['Brown', 2],
    ['Beige', 1],
    ['Orange', 1],
    ['Yellow', 1],
  ],
  motorcycles: [
    ['Black', 30],
    ['Red', 18],
    ['Blue', 12],
    ['White', 10],
    ['Gray', 10],
    ['Orange', 8],
    ['Green', 7],
    ['Yellow', 5],
  ],
  trucks: [
    ['White', 30],
    ['Black', 18],
    ['Silver', 12],
    ['Gray', 12],
    ['Red', 14],
    ['Blue', 10],
    ['Green', 4],
  ],
};
const INTERIORS = ['Black', 'Black', 'Gray', 'Beige', 'Brown'];

const FEATURES: Record<VehicleCategory, string[]> = {
  cars: [
    'Bluetooth',
    'Backup camera',
    'Heated seats',
    'Navigation',
    'Sunroof',
    'Leather seats',
    'Apple CarPlay',
    'Android Auto',
    'Blind spot monitor',
    'Adaptive cruise control',
    'Remote start',
    'Keyless entry',
    'Premium audio',
    'Lane keep assist',
    'Third row seating',
    'All-wheel drive',
  ],
  motorcycles: [
    'ABS',
    'Traction control',
    'Cruise control',
    'Heated grips',
    'Quick shifter',
    'LED lighting',
    'Riding modes',
    'Saddlebags',
    'Windscreen',
    'Bluetooth audio',
  ],
  trucks: [
    'Tow package',
    '4x4',
    'Bed liner',
    'Backup camera',
    'Trailer brake controller',
    'Navigation',
    'Heated seats',
    'Running boards',
    'Tonneau cover',
    'Air ride suspension',
    'Sleeper cab',
    'Lift gate',
  ],
};

const HIGHLIGHTS = [
  'one owner',
  'clean title',
  'full service history',
  'garage kept',
  'new tires and brakes',
  'non-smoker',
  'dealer maintained',
  'no accidents reported',
];

/**
 * A believable vehicle for a listing: an age skewed to the last few years, mileage that
 * follows age and use, a price that follows new price, age and mileage, a colour as common
 * as on the road (from `paints` when the photos exist only for some), features and a short
 * description in a seller's words.
 */
export function generateVehicle(
  random: Random,
  choice: VehicleChoice,
  place: Place,
  options: { paints?: readonly PaintName[]; now?: Date } = {},
): GeneratedVehicle {
  const thisYear = (options.now ?? new Date()).getFullYear();
  const oldest = Math.max(choice.since ?? thisYear - 20, thisYear - 20);
  const age = Math.min(thisYear - oldest, Math.floor(random.next() ** 1.7 * 14));
  const isNew =
    age <= 1 && random.chance(choice.category === 'trucks' && choice.body === 'semi' ? 0.2 : 0.45);
  // New stock is this year's model or, late in the year, next year's.
  const year = isNew ? thisYear + (random.chance(0.3) ? 1 : 0) : thisYear - Math.max(1, age);
  const mileage = isNew
    ? random.int(3, 60)
    : Math.max(
        400,
        Math.round(
          ((age + random.next()) * ANNUAL_MILES[choice.body] * random.between(0.55, 1.45)) / 10,
        ) * 10,
      );
  const certified = !isNew && age <= 5 && random.chance(0.16) && choice.category !== 'motorcycles';
  const price = askingPrice({
    msrp: choice.msrp,
    category: choice.category,
    body: choice.body,
    age: isNew ? 0 : Math.max(1, age),
    mileage,
    certified,
    random,
  });
  const shares = COLOUR_SHARES[choice.category].filter(
    ([paint]) => !options.paints || options.paints.includes(paint),
  );
  const paint = random.weighted(
    shares.length ? shares : [[options.paints?.[0] ?? 'Silver', 1] as const],
  );
  const fuelType =
    choice.fuel ??
    (choice.known
      ? choice.category === 'trucks' && choice.body === 'semi'
        ? 'diesel'
        : 'gasoline'
      : pickFuel(random, choice));
  const transmission: Transmission =
    choice.category === 'motorcycles'
      ? random.chance(0.9)
        ? 'manual'
        : 'automatic'
      : fuelType === 'electric'
        ? 'automatic'
        : choice.body === 'coupe' && random.chance(0.3)
          ? 'manual'
          : random.weighted([
              ['automatic', 86],
              ['cvt', 9],
              ['manual', 5],
            ] as const);
  const features = random.sample(FEATURES[choice.category], random.int(2, 7));
  const condition: Condition = isNew ? 'new' : certified ? 'certified_pre_owned' : 'used';
  const highlights = random.sample(HIGHLIGHTS, 2);
  const description = isNew
    ? `Brand new ${year} ${choice.makeLabel} ${choice.modelLabel} in ${paint.toLowerCase()}, ready for delivery. ${features.slice(0, 3).join(', ')} and more. Financing available.`
    : `${mileage.toLocaleString('en-US')} miles, ${highlights.join(', ')}. ${features.slice(0, 3).join(', ')}${features.length > 3 ? ' and more' : ''}. ${condition === 'certified_pre_owned' ? 'Certified pre-owned with an extended warranty. ' : ''}Located in ${place.city}, ${place.state}.`;
  return {
    category: choice.category,
    make: choice.make,
    model: choice.model,
    makeLabel: choice.makeLabel,
    modelLabel: choice.modelLabel,
    body: choice.body,
    paint,
    year,
    price,
    mileage,
    condition,
    transmission,
    fuelType,
    engine: fuelType === 'electric' && !choice.engine ? 'Electric motor' : (choice.engine ?? null),
    exteriorColor: paint,
    interiorColor:
      choice.category === 'cars'
        ? random.pick(INTERIORS)
        : choice.category === 'trucks' && choice.body === 'pickup'
          ? random.pick(INTERIORS)
          : null,
    features,
    description,
    locationCity: place.city,
    locationState: place.state,
    locationZip: place.zip,
  };
}

function pickFuel(random: Random, choice: VehicleChoice): FuelType {
  if (choice.category === 'motorcycles') return 'gasoline';
  if (choice.body === 'semi') return 'diesel';
  if (choice.category === 'trucks') return random.chance(0.2) ? 'diesel' : 'gasoline';
  return random.weighted([
    ['gasoline', 84],
    ['hybrid', 10],
    ['plug_in_hybrid', 3],
    ['diesel', 1],
    ['electric', 2],
  ] as const);
}

/** A typical new price for a catalogue model nobody curated, from its kind and its make's standing. */
export function estimateMsrp(category: VehicleCategory, make: string, body: BodyType): number {
  const base: Record<BodyType, number> = {
    sedan: 30_000,
    suv: 38_000,
    hatchback: 25_000,
    coupe: 42_000,
    pickup: 47_000,
    semi: 160_000,
    'box-truck': 70_000,
    cruiser: 18_000,
    sport: 13_000,
    adventure: 15_000,
  };
  const exotic = [
    'ferrari',
    'lamborghini',
    'bentley',
    'rolls-royce',
    'mclaren',
    'bugatti',
    'aston-martin',
    'maserati',
  ];
  const luxury = [
    'bmw',
    'mercedes-benz',
    'audi',
    'lexus',
    'porsche',
    'tesla',
    'cadillac',
    'land-rover',
    'jaguar',
    'genesis',
    'lucid',
    'rivian',
    'lincoln',
    'infiniti',
    'acura',
    'volvo',
    'ducati',
    'mv-agusta',
  ];
  const factor = exotic.includes(make) ? 6 : luxury.includes(make) ? 1.6 : 1;
  return Math.round(
    base[body] * factor * (category === 'motorcycles' && make === 'harley-davidson' ? 1.3 : 1),
  );
}
