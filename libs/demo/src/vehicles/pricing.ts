import type { VehicleCategory } from '@market/contracts';
import type { BodyType } from '../photos/bodies.js';
import type { Random } from './random.js';

/** Miles a year a typical owner drives. */
export const ANNUAL_MILES: Record<BodyType, number> = {
  sedan: 12_000,
  suv: 12_500,
  hatchback: 11_000,
  coupe: 7_000,
  pickup: 14_000,
  semi: 95_000,
  'box-truck': 25_000,
  cruiser: 3_500,
  sport: 3_000,
  adventure: 5_000,
};

/** Share of the new price a vehicle keeps at `age` years: a steep first year, then a slowing slide. */
export function retained(category: VehicleCategory, age: number): number {
  if (age <= 0) return 1;
  const firstYear = category === 'trucks' ? 0.87 : 0.84;
  const yearly = category === 'trucks' ? 0.91 : 0.9;
  const late = 0.93;
  const early = Math.min(age - 1, 9);
  const lateYears = Math.max(0, age - 10);
  return Math.max(0.07, firstYear * yearly ** early * late ** lateYears);
}

/**
 * An asking price: new price × depreciation × how far its mileage is from typical × the
 * seller's own idea (log-normal, ±10%), rounded the way dealers price (…,495 / …,990).
 * No floor is hit by many listings at once: the oldest cheap cars spread over $2–6k.
 */
export function askingPrice(options: {
  msrp: number;
  category: VehicleCategory;
  body: BodyType;
  age: number;
  mileage: number;
  certified: boolean;
  random: Random;
}): number {
  const { msrp, category, body, age, mileage, random } = options;
  const expected = Math.max(1, age) * ANNUAL_MILES[body];
  const mileageFactor =
    age <= 0 ? 1 : Math.min(1.12, Math.max(0.72, 1 - 0.18 * ((mileage - expected) / expected)));
  let value =
    msrp *
    retained(category, age) *
    mileageFactor *
    (options.certified ? 1.06 : 1) *
    Math.exp(random.normal() * 0.1);
  const floor = category === 'motorcycles' ? 1_200 : category === 'trucks' ? 4_000 : 2_000;
  if (value < floor * 1.5) value = floor * (1 + random.next() * 2);
  const step = value < 10_000 ? 50 : 100;
  const rounded = Math.round(value / step) * step;
  return random.chance(0.45) && rounded > 1_000 ? rounded - (step === 50 ? 5 : 10) : rounded;
}
