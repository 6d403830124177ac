import type { ListingStatus, VehicleCategory } from '@market/contracts';
import {
  type GeneratedVehicle,
  generateVehicle,
  KNOWN_MODELS,
  type KnownModel,
  type PaintName,
  type Place,
  Random,
} from '@market/demo';
import { DEMO_DEALERS, DEMO_REPS, DEMO_SELLERS } from './demo-people.js';

/** Colours photos are rendered in, per category: the road's commonest, so few photos cover many listings. */
export const DEMO_PAINTS: Record<VehicleCategory, PaintName[]> = {
  cars: ['White', 'Black', 'Silver', 'Blue', 'Red'],
  motorcycles: ['Black', 'Red', 'Blue', 'Orange'],
  trucks: ['White', 'Black', 'Red', 'Silver'],
};

export interface PlannedListing {
  /** The account that creates it. */
  creatorEmail: string;
  /** The rep a dealer hands it to. */
  repEmail: string | null;
  vehicle: GeneratedVehicle;
  status: Extract<ListingStatus, 'active' | 'sold' | 'inactive'>;
  /** Visitors who opened its page. */
  views: number;
}

export type Labels = (
  category: VehicleCategory,
  make: string,
  model: string,
) => { makeLabel: string; modelLabel: string };

/**
 * The demo's stock, the same on every machine (a fixed seed): each dealer lists its
 * categories' popular models (Zipf-like: a Camry far more often than a 911), a third of a
 * dealer's stock handled by its reps; each rep lists a few of their own, each private seller
 * a few. A few are sold or taken off the market, as on any real site.
 */
export function planInventory(labels: Labels, seed = 2026): PlannedListing[] {
  const random = new Random(seed);
  const plan: PlannedListing[] = [];
  const vehicle = (category: VehicleCategory, place: Place) => {
    const models = KNOWN_MODELS.filter((model) => model.category === category);
    const model: KnownModel =
      models[Math.min(models.length - 1, Math.floor(models.length * random.next() ** 1.6))];
    return generateVehicle(
      random,
      { ...model, ...labels(category, model.make, model.model), known: true },
      place,
      { paints: DEMO_PAINTS[category] },
    );
  };
  const status = (): PlannedListing['status'] =>
    random.weighted([
      ['active', 92],
      ['sold', 6],
      ['inactive', 2],
    ] as const);
  const views = () => (random.chance(0.4) ? random.int(1, 9) : 0);

  for (const dealer of DEMO_DEALERS) {
    const reps = DEMO_REPS.filter((rep) => rep.dealerEmail === dealer.email).map(
      (rep) => rep.person.email,
    );
    for (let i = 0; i < dealer.stock; i++) {
      const category = dealer.categories[i % 4 === 3 ? dealer.categories.length - 1 : 0];
      plan.push({
        creatorEmail: dealer.email,
        repEmail: reps.length && random.chance(0.35) ? random.pick(reps) : null,
        vehicle: vehicle(category, dealer.place),
        status: status(),
        views: views(),
      });
    }
  }
  for (const rep of DEMO_REPS) {
    const dealer = DEMO_DEALERS.find((d) => d.email === rep.dealerEmail)!;
    for (let i = 0; i < 3; i++) {
      plan.push({
        creatorEmail: rep.person.email,
        repEmail: null,
        vehicle: vehicle(dealer.categories[0], dealer.place),
        status: 'active',
        views: views(),
      });
    }
  }
  for (const seller of DEMO_SELLERS) {
    for (let i = 0; i < 3; i++) {
      const category =
        i === 2 ? random.pick(['cars', 'motorcycles', 'trucks'] as const) : seller.category;
      plan.push({
        creatorEmail: seller.person.email,
        repEmail: null,
        vehicle: vehicle(category, seller.place),
        status: i === 1 ? status() : 'active',
        views: views(),
      });
    }
  }
  // Dealers', reps' and sellers' listings mixed, as they would arrive over time.
  return random.sample(plan, plan.length);
}

/** The body styles and colours the demo's listings show (labels do not change the plan). */
export function demoPhotoKinds(): { body: GeneratedVehicle['body']; paint: PaintName }[] {
  return planInventory(() => ({ makeLabel: '', modelLabel: '' })).map(({ vehicle }) => ({
    body: vehicle.body,
    paint: vehicle.paint,
  }));
}
